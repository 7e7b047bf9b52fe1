import type { ReactNode } from 'react'

type Props<T extends string | number> = {
  /** The group's form name: the browser moves between its radios with the arrow keys. */
  name: string
  options: readonly T[]
  value: T | null
  onChange: (option: T) => void
  /** The class of each option's label. */
  className: string
  children: (option: T) => ReactNode
}

/** One label with its radio per option; the caller's fieldset and legend name the group. */
export function RadioOptions<T extends string | number>({
  name,
  options,
  value,
  onChange,
  className,
  children,
}: Props<T>) {
  return options.map((option) => (
    <label key={option} className={className}>
      <input
        type="radio"
        name={name}
        value={option}
        checked={value === option}
        onChange={() => onChange(option)}
      />
      {children(option)}
    </label>
  ))
}
