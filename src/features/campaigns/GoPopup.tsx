import { useSignal, useSignalEffect } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { GO_COUNTDOWN_S } from '../../lib/constants.ts'
import { loadOffers, pressGo, useContent } from '../../stores/content.ts'
import { openModal } from '../../stores/modals.ts'
import { closeTarget } from '../../stores/nav-history.ts'
import { useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import './campaigns.css'

const t = da.content.go

/** The countdown from 3 to 0, one step a second, as a signal so only the number re-renders. */
function Countdown({ onDone }: { onDone: () => void }) {
  useSignals()
  const left = useSignal(GO_COUNTDOWN_S)
  useEffect(() => {
    const timer = setInterval(() => {
      left.value = Math.max(0, left.value - 1)
    }, 1000)
    return () => clearInterval(timer)
  }, [left])
  useSignalEffect(() => {
    if (left.value === 0) setTimeout(onDone, 0)
  })
  return (
    <div className="go__count" role="timer" aria-label={t.counting}>
      {left.value}
    </div>
  )
}

/** With no offer, a closed box; each click shows the next of its texts (SPEC.md section 2). */
function ClosedBox() {
  const [n, setN] = useState(-1)
  return (
    <>
      <button type="button" className="go__box" onClick={() => setN((i) => (i + 1) % t.boxTexts.length)}>
        {t.open}
      </button>
      {n >= 0 && <p aria-live="polite">{t.boxTexts[n]}</p>}
    </>
  )
}

/**
 * GO_POPUP: a 3-second countdown, then the newest offer with its GO button (login required, else the
 * login modal opens), or the closed box when there is none. Pressing GO makes a one-time hash on the
 * server and spends it on this offer.
 */
export function GoPopup({ onClose, routed }: { onClose: () => void; routed?: boolean }) {
  const { user } = useSession()
  // Opened by the /go address: closing leaves it for the last page before (SPEC.md section 2).
  const close = () => {
    onClose()
    if (routed && location.pathname === '/go') navigate(closeTarget('/go'))
  }
  const { offers } = useContent()
  const [counted, setCounted] = useState(false)
  const [busy, setBusy] = useState(false)
  const clientId = user?.id ?? null
  useEffect(() => void loadOffers(clientId), [clientId])
  const offer = offers.data?.at(-1)
  async function go() {
    if (!offer) return
    if (!user) {
      openModal('LOGIN')
      return
    }
    setBusy(true)
    await pressGo(user.id)
    setBusy(false)
  }
  return (
    <Modal title={t.title} onClose={close}>
      <div className="go">
        {!counted && <Countdown onDone={() => setCounted(true)} />}
        {counted && !offer && offers.status !== 'pending' && <ClosedBox />}
        {counted && offer && (
          <article className="go__offer">
            <img src={offer.image.url} alt="" width={320} height={240} />
            <h3>{offer.title}</h3>
            <p>{offer.teaser}</p>
            {offer.used ? (
              <>
                <p role="status">{t.used}</p>
                <Link className="btn" href={`/spil/${offer.game_id}/money`} onClick={close}>
                  {t.play}
                </Link>
              </>
            ) : (
              <button type="button" className="btn go__button" onClick={() => void go()} disabled={busy}>
                {user ? t.go : t.login}
              </button>
            )}
            <details>
              <summary>{t.rules}</summary>
              <p>{offer.rules}</p>
              <p>{offer.terms}</p>
            </details>
          </article>
        )}
      </div>
    </Modal>
  )
}
