import { z } from 'zod'

/** Every API answers `{ success, data, errorMessage }` (SPEC.md section 7). */
export const okEnvelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ success: z.literal(true), data, errorMessage: z.null().optional() })

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  data: z.unknown().optional(),
  errorMessage: z.string(),
})
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>
