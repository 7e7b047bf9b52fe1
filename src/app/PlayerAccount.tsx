import { Link } from 'wouter'
import { pushEvent } from '../lib/analytics.ts'
import { formatKr } from '../lib/money.ts'
import { openModal } from '../stores/modals.ts'
import { depositGate } from '../stores/responsible.ts'
import type { useSession } from '../stores/session.ts'
import { da } from '../text/da.ts'
import { HeaderModalButton } from './HeaderModalButton.tsx'

type Player = NonNullable<ReturnType<typeof useSession>['user']>

/**
 * A logged-in player's balance and bonus balance (the wallet's, through the session's user), deposit
 * and the avatar (SPEC.md section 2).
 */
export function PlayerAccount({ user, avatar }: { user: Player; avatar: number }) {
  return (
    <div className="header__actions header__actions--user">
      <dl className="balance">
        <div>
          <dt>{da.auth.balance}</dt>
          <dd>{formatKr(user.balance)}</dd>
        </div>
        <div>
          <dt>{da.auth.bonusBalance}</dt>
          <dd>{formatKr(user.bonusBalance)}</dd>
        </div>
      </dl>
      {/* The deposit click goes to the analytics data layer with the user id (SPEC.md section 7). */}
      <Link
        className="btn"
        href="/konto/indbetaling"
        onClick={(e) => {
          pushEvent({ event: 'deposit_click', user_id: user.id })
          // SPEC.md section 4: a status with tm (an exclusion end) shows the exclusion instead; no
          // limit yet asks for the daily limit first.
          const gate = depositGate()
          if (gate === 'deposit') return
          e.preventDefault()
          openModal(gate === 'excluded' ? 'SELF_EXCLUSION' : 'FAST_DEPOSIT_LIMIT')
        }}
      >
        {da.auth.deposit}
      </Link>
      <HeaderModalButton modal="USER_AREA" className="avatar" label={da.auth.avatar}>
        <img src={`/cdn/avatars/avatar${avatar}.svg`} alt="" width={36} height={36} />
      </HeaderModalButton>
    </div>
  )
}
