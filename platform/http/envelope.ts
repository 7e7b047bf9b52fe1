import { z } from 'zod'
import { okEnvelope } from '../../contract/envelope.ts'

/** The success envelope of SPEC.md section 7, as every JSON route answers it. */
export const ok = <T>(data: T) => ({ success: true as const, data, errorMessage: null })

/** A route's `response` schema: the contract's envelope around one data shape, for status 200. */
export const okResponse = <T extends z.ZodType>(data: T) => ({ 200: okEnvelope(data) })

/** Answers whose data is always null (logout, newsletter and the like). */
export const okNull = okResponse(z.null())
