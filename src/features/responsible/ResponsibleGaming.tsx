import { useSignals } from '@preact/signals-react/runtime'
import { useEffect } from 'react'
import { Link } from 'wouter'
import { limitViews } from '../../lib/deposit-limits.ts'
import { formatKr, formatWholeKr } from '../../lib/money.ts'
import { now } from '../../lib/ticker.ts'
import { loadLimits, loadToday, useResponsible } from '../../stores/responsible.ts'
import { openLogin, useSession } from '../../stores/session.ts'
import { daResponsible } from '../../text/responsible.ts'
import { Modal } from '../../ui/Modal.tsx'
import { closeAccountModal } from '../account/account-nav.ts'
import { HelpCentres } from './HelpCentres.tsx'
import { RESPONSIBLE_PATHS } from './paths.ts'
import './responsible.css'

const t = daResponsible

/**
 * RESPONSIBLE_GAMING at /konto/ansvarligt-spil (SPEC.md section 2, User area): the limits, the
 * self-exclusion, today's play figures and help. Logged out, it shows the help and a way to log in.
 */
export function ResponsibleGaming({ onClose }: { onClose: () => void }) {
  const { user } = useSession()
  const { limits, today } = useResponsible()
  const userId = user?.id
  useEffect(() => {
    if (userId === undefined) return
    void loadLimits()
    void loadToday()
  }, [userId])
  const set = limits ? limitViews(limits).filter((v) => v.amount !== null) : []
  return (
    <Modal title={t.title} onClose={() => closeAccountModal(onClose)} variant="panel">
      <div className="rg">
        <p>{t.intro}</p>
        {user ? (
          <>
            <nav aria-label={t.title}>
              <ul className="rg__links">
                <li>
                  <Link href={RESPONSIBLE_PATHS.DEPOSIT_LIMIT}>{t.limitsLink}</Link>
                  {set.length > 0 && (
                    <span className="rg__muted">
                      {' '}
                      {set.map((v) => `${t.periods[v.period]} ${formatWholeKr(v.amount ?? 0)}`).join(' · ')}
                    </span>
                  )}
                </li>
                <li>
                  <Link href={RESPONSIBLE_PATHS.SELF_EXCLUSION}>{t.exclusionLink}</Link>
                </li>
              </ul>
            </nav>
            <section aria-label={t.playTime.title}>
              <h3 className="rg__subtitle">{t.playTime.title}</h3>
              <dl className="rg__facts">
                <SessionTime since={user.loginTimeNum} />
                <div>
                  <dt>{t.playTime.deposits}</dt>
                  <dd>{today ? formatKr(today.deposits) : t.playTime.loading}</dd>
                </div>
                <div>
                  <dt>{t.playTime.losses}</dt>
                  <dd>{today ? formatKr(today.losses) : t.playTime.loading}</dd>
                </div>
              </dl>
            </section>
          </>
        ) : (
          <div className="rg__info">
            <p>{t.loginFirst}</p>
            <button type="button" className="btn" onClick={openLogin}>
              {t.login}
            </button>
          </div>
        )}
        <HelpCentres />
      </div>
    </Modal>
  )
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Ticks as a signal, so only this line re-renders each second. */
function SessionTime({ since }: { since: number }) {
  useSignals()
  const s = Math.max(0, Math.floor((now.value - since) / 1000))
  return (
    <div>
      <dt>{t.playTime.session}</dt>
      <dd>
        <time>{`${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`}</time>
      </dd>
    </div>
  )
}
