import { useId } from 'react'
import './switch.css'

type Props = {
  label: string
  checked: boolean
  onChange: (on: boolean) => void
  describedBy?: string
  disabled?: boolean
}

/** An on/off switch: a real checkbox with the switch role, so it is keyboard- and screen-reader-friendly. */
export function Switch({ label, checked, onChange, describedBy, disabled }: Props) {
  const id = useId()
  return (
    <div className="switch">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  )
}
