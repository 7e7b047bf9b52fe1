import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'

export type DropdownEntry = { href: string; label: string; count?: number | undefined }

/** A navigation item's sub-list with counts (SPEC.md section 2): 260 px wide, at most 442 px high, closes on an outside click. */
export function NavDropdown({ label, entries }: { label: string; entries: DropdownEntry[] }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement | null>(null)
  const id = useId()
  useEffect(() => {
    if (!open) return
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node))
        setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])
  return (
    <div className="dropdown" ref={root}>
      <button
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{label}</span>▾
      </button>
      {open && (
        <ul id={id} className="dropdown__list">
          {entries.map((e) => (
            <li key={e.href}>
              <Link href={e.href} onClick={() => setOpen(false)}>
                {e.label}
                {e.count !== undefined && <span className="dropdown__count">{e.count}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
