import { useEffect } from 'react'
import { da } from '../../text/da.ts'

const PIN_LENGTH = 4
const KEYS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]
const DOTS = [1, 2, 3, 4]

/** The 4-digit keypad with dots (SPEC.md section 2, PIN login); the keyboard's digits work too. */
export function PinKeypad({
  value,
  onChange,
  disabled,
}: {
  value: string
  onChange: (v: string) => void
  disabled?: boolean
}) {
  const press = (d: number) => {
    if (!disabled && value.length < PIN_LENGTH) onChange(value + String(d))
  }
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (disabled) return
      if (/^\d$/.test(e.key) && value.length < PIN_LENGTH) onChange(value + e.key)
      else if (e.key === 'Backspace') onChange(value.slice(0, -1))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [value, onChange, disabled])
  return (
    <div className="pin">
      <div className="pin__dots" role="status" aria-label={da.auth.pin.entered(value.length)}>
        {DOTS.map((n) => (
          <span key={n} className={n <= value.length ? 'pin__dot pin__dot--on' : 'pin__dot'} />
        ))}
      </div>
      <fieldset className="pin__keys">
        <legend className="visually-hidden">{da.auth.pin.keypad}</legend>
        {KEYS.map((d) => (
          <button key={d} type="button" className="pin__key" disabled={disabled} onClick={() => press(d)}>
            {d}
          </button>
        ))}
        <button
          type="button"
          className="pin__key pin__key--erase"
          disabled={disabled}
          onClick={() => onChange(value.slice(0, -1))}
        >
          {da.auth.pin.erase}
        </button>
      </fieldset>
    </div>
  )
}
