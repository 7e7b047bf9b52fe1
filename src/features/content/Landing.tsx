import { useEffect } from 'react'
import { Link, Redirect, useLocation } from 'wouter'
import { IPHONE_APP_URL } from '../../lib/constants.ts'
import { readPersisted } from '../../lib/persisted.ts'
import { loadLanding, useContent } from '../../stores/content.ts'
import { loadProviders, useGames } from '../../stores/games.ts'
import { openModal } from '../../stores/modals.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { paintedButton, useHydrated } from '../../ui/hydrated.ts'
import './content.css'
import './landing.css'

const t = da.content.landing
/** The bonus terms: text page 41 (server/seed/texts.ts), one tap from the landing promise. */
const BONUS_TERMS_ID = 41
const BANNERS = [
  ['go', '/go'],
  ['slots', '/alle-spil/slots'],
  ['live', '/live-casino/all'],
  ['app', IPHONE_APP_URL],
] as const

/**
 * /velkommen and /lp (SPEC.md section 2): hero with a call to action, the provider logo grid, banners
 * for GO, slots, live casino and the iPhone app whose buttons open sign-up. The promo data is fetched
 * by the last path segment; a stored user id goes to / instead.
 */
export function Landing() {
  const [path] = useLocation()
  const slug = path.split('/').filter(Boolean).at(-1) ?? 'velkommen'
  const { landing } = useContent()
  const games = useGames()
  const hydrated = useHydrated()
  // A login on this page (the session, not only the stored id, says so) goes to / as well.
  const known = useSession().loggedIn || readPersisted('userId') > 0
  useEffect(() => {
    if (known) return
    void loadLanding(slug)
    void loadProviders()
  }, [slug, known])
  if (known) return <Redirect to="/" replace />
  const page = landing[slug]?.data
  const providers = (games.providers.data ?? []).filter((p) => !p.isLive && p.games.count > 0)
  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-title">
        <h1 id="landing-title">{page?.header ?? da.brand}</h1>
        <Link className="btn landing__cta" href={page?.cta_button_link ?? '/opret-konto'}>
          {page?.cta_button_text ?? t.signup}
        </Link>
        {page && (
          <p className="landing__terms">
            {page.terms2}{' '}
            <button
              type="button"
              className="linkbtn"
              onClick={() => openModal('TEXT_PAGE', { id: BONUS_TERMS_ID })}
              {...paintedButton(hydrated)}
            >
              {t.bonusTerms}
            </button>
          </p>
        )}
      </section>
      <section aria-labelledby="landing-providers">
        <h2 id="landing-providers">{t.providers}</h2>
        <ul className="landing__logos">
          {providers.map((p) => (
            <li key={p.id}>
              <Link href={`/alle-spil/spiludviklere/${p.name}`} aria-label={t.providerLink(p.title)}>
                <img src={p.logo} alt="" width={160} height={64} loading="lazy" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="landing__banners">
        {BANNERS.map(([key, href]) => (
          <section
            key={key}
            className={`landing__banner landing__banner--${key}`}
            aria-labelledby={`banner-${key}`}
          >
            <h2 id={`banner-${key}`}>{t.banners[key].title}</h2>
            <p>{t.banners[key].text}</p>
            <Link className="btn" href="/opret-konto" aria-label={`${t.signup}: ${t.banners[key].title}`}>
              {page?.button_text ?? t.signup}
            </Link>
            {key === 'app' && (
              <a href={href} target="_blank" rel="noopener noreferrer" className="landing__more">
                {da.content.sidebar.app}
              </a>
            )}
          </section>
        ))}
      </div>
      {page && <p className="landing__terms">{page.terms}</p>}
    </div>
  )
}
