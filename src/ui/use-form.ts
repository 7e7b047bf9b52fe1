import { useState } from 'react'
import { type Rules, validate, validateAll } from '../lib/validation.ts'

/**
 * Form state with the generic validator of SPEC.md section 5: a field is checked on blur, the whole
 * form on submit, and an error shows under its field until the value is fixed.
 */
export function useForm<K extends string>(initial: Record<K, string>, rules: Record<K, Rules>) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({})

  const setError = (key: K, message: string | null) =>
    setErrors((e) => {
      if ((e[key] ?? null) === message) return e
      const next = { ...e }
      if (message) next[key] = message
      else delete next[key]
      return next
    })

  const set = (key: K) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }))
    // An error already shown clears as soon as the value passes.
    if (errors[key]) setError(key, validate(value, rules[key]))
  }
  const blur = (key: K) => () => setError(key, validate(values[key], rules[key]))

  return {
    values,
    errors,
    set,
    blur,
    /** What a Field or SelectField of `key` takes: `<Field label="…" {...form.field('phone')} />`. */
    field: (key: K) => ({ value: values[key], onChange: set(key), onBlur: blur(key), error: errors[key] }),
    /** Validates every field; true when the form may be sent. */
    check: () => {
      const found = validateAll(values, rules)
      setErrors(found)
      return Object.keys(found).length === 0
    },
    setValues,
  }
}
