import { isEmail, isMobile, isPassword, isUserName, RULE_TEXT } from '../../contract/field-rules.ts'

/**
 * The generic field validator of SPEC.md section 5: rules apply when configured, and an empty value
 * skips every rule but `required`. Answers the first failing rule's message, or null.
 */
export type Rules = {
  required?: boolean | string
  numeric?: boolean
  alphabetic?: boolean
  email?: boolean
  withoutSpaces?: boolean
  sameAs?: { value: string; message?: string }
  min?: number
  max?: number
  minLength?: { length: number; message?: string }
  maxLength?: number
  regExp?: { pattern: RegExp; message: string }
  userName?: boolean
  password?: boolean
  mobile?: boolean
}

export const FIELD_TEXT = {
  ...RULE_TEXT,
  alphabetic: 'Feltet må kun indeholde bogstaver',
  confirm: 'Feltet skal bekræftes',
  withoutSpaces: 'Feltet må ikke indeholde mellemrum',
  min: (n: number) => `Værdien skal være mindst ${n}`,
  max: (n: number) => `Værdien må højst være ${n}`,
  minLength: (n: number) => `Feltet skal have mindst ${n} tegn`,
  maxLength: (n: number) => `Feltet må højst have ${n} tegn`,
} as const

export function validate(value: string, rules: Rules): string | null {
  if (value.trim() === '') {
    if (!rules.required) return null
    return typeof rules.required === 'string' ? rules.required : FIELD_TEXT.required
  }
  if (rules.numeric && !/^\d+$/.test(value)) return FIELD_TEXT.numeric
  if (rules.alphabetic && !/^[A-Za-zÆØÅæøåÖö ]+$/.test(value)) return FIELD_TEXT.alphabetic
  if (rules.email && !isEmail(value.trim())) return FIELD_TEXT.email
  if (rules.withoutSpaces && /\s/.test(value)) return FIELD_TEXT.withoutSpaces
  if (rules.sameAs && value !== rules.sameAs.value) return rules.sameAs.message ?? FIELD_TEXT.confirm
  if (rules.min !== undefined && Number(value) < rules.min) return FIELD_TEXT.min(rules.min)
  if (rules.max !== undefined && Number(value) > rules.max) return FIELD_TEXT.max(rules.max)
  if (rules.minLength && value.length < rules.minLength.length)
    return rules.minLength.message ?? FIELD_TEXT.minLength(rules.minLength.length)
  if (rules.maxLength !== undefined && value.length > rules.maxLength)
    return FIELD_TEXT.maxLength(rules.maxLength)
  if (rules.regExp && !rules.regExp.pattern.test(value)) return rules.regExp.message
  if (rules.userName && !isUserName(value)) return FIELD_TEXT.userName
  if (rules.password && !isPassword(value)) return FIELD_TEXT.password
  if (rules.mobile && !isMobile(value)) return FIELD_TEXT.mobile
  return null
}

/** Validates a whole form; an empty object means every field passed. */
export function validateAll<K extends string>(
  values: Record<K, string>,
  rules: Record<K, Rules>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {}
  for (const key of Object.keys(rules) as K[]) {
    const message = validate(values[key] ?? '', rules[key])
    if (message) errors[key] = message
  }
  return errors
}
