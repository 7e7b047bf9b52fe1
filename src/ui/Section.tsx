import type { ReactNode } from 'react'
import { followInApp } from './in-app-link.ts'

/** A titled lobby row with an optional 'more' link. */
export function Section({
  title,
  more,
  children,
}: {
  title: string
  more?: { href: string; label: string }
  children: ReactNode
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-zæøå0-9]+/g, '-')}`
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id}>{title}</h2>
        {more && (
          <a href={more.href} onClick={followInApp}>
            {more.label}
          </a>
        )}
      </div>
      <div className="row">{children}</div>
    </section>
  )
}
