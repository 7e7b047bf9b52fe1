import { useId } from 'react'
import { Switch } from '../../ui/Switch.tsx'

type Props = { label: string; checked: boolean; onChange: (on: boolean) => void; hint: string }

/** A user-area switch with the sentence under it that says what it does (read out as its description). */
export function AccountToggle({ label, checked, onChange, hint }: Props) {
  const hintId = useId()
  return (
    <div className="account__toggle">
      <Switch label={label} checked={checked} onChange={onChange} describedBy={hintId} />
      <p id={hintId} className="account__muted">
        {hint}
      </p>
    </div>
  )
}
