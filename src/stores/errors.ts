import { ApiError } from '../api/http.ts'
import { daNetwork } from '../text/network.ts'

/**
 * What a failed action tells the player: an API refusal carries a message already fit to show (the
 * one HTTP client made it so); anything else is a fault of ours, logged, and shown as the network
 * sentence (or the caller's own fallback) so no technical text reaches the screen.
 */
export function errorText(err: unknown, fallback: string = daNetwork.failed): string {
  if (err instanceof ApiError) return err.message
  console.error(err)
  return fallback
}

/** The data a refusal carried (a locked account, a removed PIN), or null. */
export const errorData = (err: unknown): Record<string, unknown> | null =>
  err instanceof ApiError ? err.data : null

export const errorStatus = (err: unknown): number => (err instanceof ApiError ? err.status : 0)
