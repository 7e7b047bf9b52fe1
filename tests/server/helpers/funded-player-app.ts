import { afterEach } from 'vitest'
import { appPerSuite } from './helper.ts'
import { expectReconciled, fundedPlayer } from './wallet-helper.ts'

/**
 * The suite's app (no jobs) and its player nolimit1, limits chosen and `ore` on the account: what the
 * money game tests stake with. `id()` reads the player's id inside a test; the ledger is reconciled
 * after every test.
 */
export function appWithFundedPlayer(ore: number) {
  let playerId: number | undefined
  const t = appPerSuite({ JOBS: '0' }, async (b) => {
    playerId = await fundedPlayer(b, ore)
  })
  afterEach(() => expectReconciled(t))
  const id = () => {
    if (playerId === undefined) throw new Error('the player is funded in beforeAll: read id() inside a test')
    return playerId
  }
  return { t, id }
}
