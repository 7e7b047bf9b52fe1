import type { Clock } from '../../platform/clock.ts'
import type { Db } from '../db/index.ts'
import { createNemKontoSandbox } from './nemkonto/service.ts'
import type { PayoutBank } from './port.ts'

export type PayoutProviderName = 'sandbox'

/** The one place a payout bank adapter is chosen; a real one is added here beside the sandbox. */
export function payoutBank(name: PayoutProviderName, db: Db, clock: Clock, settleMs: number): PayoutBank {
  switch (name) {
    case 'sandbox':
      return createNemKontoSandbox(db, clock, settleMs)
  }
}
