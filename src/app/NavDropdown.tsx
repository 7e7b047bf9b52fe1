import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { da } from '../text/da.ts'
import { paintedButton, useHydrated } from '../ui/hydrated.ts'

export type DropdownEntry = {
  href: string
  label: string
  count?: number | undefined
  /** A red marker such as 'NYT' (SPEC.md section 2: the 'Kategorier' entry). */
  badge?: string
  /** A sub-list (the providers) shown in place of the main list, with a 'Tilbage' entry. */
  children?: DropdownEntry[]
}

/**
 * A navigation item's sub-list with counts (SPEC.md section 2): 260 px wide, at most 442 px high,
 * closes on an outside click or Escape. An entry with children opens them in place; 'Tilbage'
 * returns to the main list.
 */
export function NavDropdown({ label, entries }: { label: string; entries: DropdownEntry[] }) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  // The open sub-list by its href, read from the current entries: the providers may arrive after the
  // player opened it, and a kept copy of the entry would never show them.
  const [subHref, setSub] = useState<string | null>(null)
  const sub = subHref === null ? undefined : entries.find((e) => e.href === subHref)
  const root = useRef<HTMLDivElement | null>(null)
  const id = useId()
  useEffect(() => {
    if (!open) return
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) {
        setOpen(false)
        setSub(null)
      }
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])
  const done = () => {
    setOpen(false)
    setSub(null)
  }
  const shown = sub?.children ?? entries
  return (
    <div className="dropdown" ref={root}>
      <button
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? done() : setOpen(true))}
        {...paintedButton(hydrated)}
      >
        <span className="visually-hidden">{label}</span>▾
      </button>
      {open && (
        <ul id={id} className="dropdown__list">
          {sub && (
            <li>
              <button type="button" className="dropdown__back" onClick={() => setSub(null)}>
                ‹ {da.content.nav.back}
              </button>
            </li>
          )}
          {shown.map((e) => (
            <li key={e.href}>
              {e.children ? (
                <button type="button" className="dropdown__sub" onClick={() => setSub(e.href)}>
                  {e.label}
                  {e.count !== undefined && <span className="dropdown__count">{e.count}</span>} ›
                </button>
              ) : (
                <Link href={e.href} onClick={done}>
                  {e.label}
                  {e.badge && <span className="badge badge--new">{e.badge}</span>}
                  {e.count !== undefined && <span className="dropdown__count">{e.count}</span>}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
