import { z } from 'zod'
import { parseCpr } from './cpr.ts'
import { isEmail, isMobile, isPassword, isUserName, RULE_TEXT } from './field-rules.ts'

/** The account fields of SPEC.md section 5 as zod schemas; the rules themselves live in field-rules.ts. */
const text = (max: number) => z.string().trim().min(1, RULE_TEXT.required).max(max, RULE_TEXT.tooLong)

export const UserNameField = z
  .string()
  .trim()
  .max(30, RULE_TEXT.userName)
  .refine(isUserName, RULE_TEXT.userName)
export const PasswordField = z
  .string()
  .max(64, RULE_TEXT.password)
  .refine((v) => isPassword(v), RULE_TEXT.password)
export const EmailField = z.string().trim().max(254, RULE_TEXT.email).refine(isEmail, RULE_TEXT.email)
export const MobileField = z.string().trim().max(15, RULE_TEXT.mobile).refine(isMobile, RULE_TEXT.mobile)
export const CprField = z
  .string()
  .max(20, RULE_TEXT.cpr)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => parseCpr(v) !== null, RULE_TEXT.cpr)
export const NameField = text(60)
export const AddressField = z.string().trim().max(120, RULE_TEXT.tooLong)
export const ZipField = z
  .string()
  .trim()
  .regex(/^\d{4}$|^$/, RULE_TEXT.invalid)
export const CityField = z.string().trim().max(60, RULE_TEXT.tooLong)
export const PinField = z.string().regex(/^\d{4}$/, 'PIN-koden skal være 4 cifre')
