import { useEffect } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { sayOffline } from '../../stores/connection.ts'
import { openModal } from '../../stores/modals.ts'
import { loadAccount } from '../../stores/session.ts'
import { Home } from '../lobby/Home.tsx'
import { ACCOUNT_ITEMS } from './account-nav.ts'

const decode = (s: string | undefined) => {
  try {
    return s === undefined ? undefined : decodeURIComponent(s)
  } catch {
    return s
  }
}

/** Which modal an address opens (SPEC.md section 2, User area). */
function modalFor(item: string | undefined, sub: string | undefined) {
  if (item === 'indstillinger' && sub === 'din-konto') return 'YOUR_INFO'
  if (item === 'indstillinger' && sub === 'adgangskoder') return 'PASSWORDS'
  if (item === 'indstillinger') return 'SETTINGS'
  if (item === 'kundeservice') return 'CLIENT_SERVISE'
  if (item === 'anmeld-os') return 'RATE_US'
  if (item === 'favoritter') return 'FAVORITES'
  if (item === 'indbetaling') return 'USER_DEPOSIT'
  if (item === 'udbetaling') return 'WITHDRAW'
  if (item === 'voucher') return 'VOUCHER'
  if (item === 'historik') return 'TRANSACTION_HISTORY'
  if (item === 'ansvarligt-spil' && sub === 'indbetalingsgrænse') return 'DEPOSIT_LIMIT'
  if (item === 'ansvarligt-spil' && sub === 'selvudelukkelse') return 'SELF_EXCLUSION'
  if (item === 'ansvarligt-spil') return 'RESPONSIBLE_GAMING'
  return 'USER_AREA'
}

const isKnown = (item: string | undefined, sub: string | undefined) =>
  item === undefined ||
  (Object.hasOwn(ACCOUNT_ITEMS, item) && (sub === undefined || ACCOUNT_ITEMS[item]?.includes(sub)))

/**
 * /konto, /konto/{item}, /konto/{item}/{subItem} (SPEC.md section 2, User area): the home page with the
 * account modal over it, opened after the profile is fetched; without a user the login takes over.
 */
export function AccountRoute(props: { item?: string; sub?: string }) {
  const item = decode(props.item)
  const sub = decode(props.sub)
  useEffect(() => {
    if (!isKnown(item, sub)) {
      navigate('/404', { replace: true })
      return
    }
    let live = true
    void loadAccount().then((ok) => {
      if (!live) return
      if (ok) openModal(modalFor(item, sub))
      // Offline, the login cannot help: say why the account or the deposit cannot open (issue 16).
      else if (!navigator.onLine) sayOffline()
      else navigate('/log-ind', { replace: true })
    })
    return () => {
      live = false
    }
  }, [item, sub])
  return <Home />
}
