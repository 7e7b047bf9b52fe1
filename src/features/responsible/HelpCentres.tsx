import { daResponsible } from '../../text/responsible.ts'

const t = daResponsible.help

/** The help lines and centres with their phone numbers and addresses (SPEC.md section 2, Self-exclusion modal). */
export function HelpCentres() {
  return (
    <section className="rg__help" aria-label={t.title}>
      <h3 className="rg__subtitle">{t.title}</h3>
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
            <p>{c.address}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
