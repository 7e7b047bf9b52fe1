import { afterEach } from 'vitest'
import { appPerSuite } from './helper.ts'
import { expectReconciled, fundedPlayer, listen } from './wallet-helper.ts'

/**
 * The suite's app (no jobs, unless `env` says otherwise) and its player nolimit1, limits chosen and
 * `ore` on the account: what the money game tests stake with. `id()` reads the player's id inside a
 * test; the ledger is reconciled after every test. With `listen`, the app also listens on a free port.
 */
export function appWithFundedPlayer(
  ore: number,
  env: Record<string, string> = { JOBS: '0' },
  o: { listen?: boolean; timeout?: number } = {},
) {
  let playerId: number | undefined
  const t = appPerSuite(
    env,
    async (b) => {
      playerId = await fundedPlayer(b, ore)
      if (o.listen) await listen(b)
    },
    {},
    o.timeout,
  )
  afterEach(() => expectReconciled(t))
  const id = () => {
    if (playerId === undefined) throw new Error('the player is funded in beforeAll: read id() inside a test')
    return playerId
  }
  return { t, id }
}
