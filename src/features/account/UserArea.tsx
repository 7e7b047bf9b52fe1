import { Link } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import { closeModal } from '../../stores/modals.ts'
import { cycleAvatar, logout, useSession } from '../../stores/session.ts'
import { da } from '../../text/da.ts'
import { Modal } from '../../ui/Modal.tsx'
import { closeAccountModal } from './account-nav.ts'
import './account.css'

const t = da.account
const ITEMS = Object.keys(t.items) as (keyof typeof t.items)[]

/** USER_AREA: the right-side panel with greeting, avatar, the account items and logout (SPEC.md section 2). */
export function UserArea({ onClose }: { onClose: () => void }) {
  const { user, avatar } = useSession()
  const close = () => closeAccountModal(onClose)
  async function logOut() {
    try {
      await logout()
    } catch {
      // The session is forgotten locally either way (stores/session.ts).
    }
    closeModal()
    navigate('/velkommen')
  }
  return (
    <Modal title={t.title} onClose={close} variant="panel">
      <div className="account">
        <div className="account__who">
          <img
            className="account__avatar"
            src={`/cdn/avatars/avatar${avatar}.svg`}
            alt={t.avatarAlt(avatar)}
            width={72}
            height={72}
          />
          <div>
            {user && <p className="account__greeting">{t.greeting(`${user.firstName} ${user.lastName}`)}</p>}
            {user && <p className="account__muted">{t.userName(user.userName)}</p>}
            <button type="button" className="linkbtn" onClick={cycleAvatar}>
              {t.changeAvatar}
            </button>
          </div>
        </div>
        <nav aria-label={t.menu}>
          <ul className="account__menu">
            {ITEMS.map((item) => (
              <li key={item}>
                <Link href={`/konto/${item}`}>{t.items[item]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="btn btn--ghost" onClick={() => void logOut()}>
          {t.logout}
        </button>
      </div>
    </Modal>
  )
}
