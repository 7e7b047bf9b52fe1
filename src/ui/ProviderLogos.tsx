import { Link } from 'wouter'
import type { Provider } from '../../contract/games.ts'

type Props = { id: string; title: string; providers: readonly Provider[] | null | undefined }

/** The providers slider (SPEC.md section 2): each provider's logo, a link to its page. */
export function ProviderLogos({ id, title, providers }: Props) {
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="row providers">
        {(providers ?? []).map((p) => (
          <li key={p.id}>
            <Link href={`/alle-spil/spiludviklere/${p.name}`}>
              <img src={p.logo} alt={p.title} width={160} height={64} loading="lazy" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
