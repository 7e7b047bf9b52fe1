import { daResponsible } from '../../text/responsible.ts'

const t = daResponsible.help

/**
 * The help lines and the state-supported treatment centres with phone, address and web page
 * (SPEC.md section 2, Self-exclusion modal; the footer). `title` false leaves the heading to the caller.
 */
export function HelpCentres({ title = true }: { title?: boolean }) {
  return (
    <section className="rg__help" aria-label={t.title}>
      {title && <h3 className="rg__subtitle">{t.title}</h3>}
      <ul className="rg__centres">
        {t.centres.map((c) => (
          <li key={c.name}>
            <p className="rg__centre">{c.name}</p>
            <p className="rg__muted">{c.what}</p>
            {c.phone && (
              <p>
                <a href={`tel:+45${c.phone.replace(/\s/g, '')}`}>{t.phone(c.phone)}</a>
              </p>
            )}
            {c.address && <p>{c.address}</p>}
            <p>
              <a href={c.web} target="_blank" rel="noopener noreferrer">
                {t.web(c.web)}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
