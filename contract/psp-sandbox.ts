import { z } from 'zod'

/**
 * The payment window sandbox's own pages (/dibs/window, /dibs/pay/…): what the framed forms post.
 * The pages re-show whatever was typed, so a field that is missing or not text reads as ''.
 */
const formField = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v.slice(0, max) : ''))

/** The merchant's signed window request, every parameter as text (the signature covers them all). */
export const WindowQuery = z.record(z.string(), z.unknown().transform(String))
export const PaymentParams = z.object({ id: z.string() })
export const CardForm = z.object({ number: formField(40), expiry: formField(40), cvc: formField(40) })
export const MobileForm = z.object({ phone: formField(40) })
export const ConfirmForm = z.object({ approve: formField(40) })

/** The Apple Pay sheet's payment call (JSON from the sandbox page's script). */
export const ApplePayBody = z.object({
  payment: z.string().max(64),
  amount: z.number().int().positive(),
  token: z.string().max(4096),
  bonusId: z.string().max(40).nullable().optional(),
})
export const ApplePayRedirect = z.object({ redirect: z.string() })

/** Apple Pay merchant validation (GET /dibs?op=applepayinit): the session the payment sheet pays under. */
export const ApplePaySession = z.object({
  merchantSessionIdentifier: z.string(),
  merchantIdentifier: z.string(),
  displayName: z.string(),
  epochTimestamp: z.number(),
  expiresAt: z.number(),
  signature: z.string(),
})
