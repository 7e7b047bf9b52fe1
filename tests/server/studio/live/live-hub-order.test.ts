import { randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import type { LiveState } from '../../../../contract/live.ts'
import { cryptoRng } from '../../../../studio/engine/rng.ts'
import { memoryBus } from '../../../../studio/server/live/bus.ts'
import { createHub } from '../../../../studio/server/live/hub.ts'
import { createOutcomes } from '../../../../studio/server/live/outcomes.ts'
import { createLiveRepo } from '../../../../studio/server/live/repo.ts'
import { createSeal } from '../../../../studio/server/live/seal.ts'
import { type StudioHandle, studioDb } from '../../../../studio/server/repo.ts'
import { appPerSuite } from '../../helpers/helper.ts'
import { rouletteTable } from '../../helpers/live-helper.ts'

/** What a viewer's stream received, as the browser's EventSource reads it. */
function stream() {
  const frames: string[] = []
  const res = { write: (s: string) => frames.push(s) > 0, on: () => res, end: () => res }
  const states = () =>
    frames
      .filter((f) => f.startsWith('event: state\n'))
      .map((f) => JSON.parse(f.split('data: ')[1] ?? 'null') as LiveState)
  return { res: res as unknown as ServerResponse, states }
}

/**
 * A viewer who opens a table while its round opens: the stream's first state is read before the
 * round exists, the round's own state after. Whichever read finishes last, the viewer's newest state
 * shows the open round; with a long betting window there is no later change to put it right.
 */
describe('live hub: a viewer joining as a round opens ends up with the round', () => {
  const t = appPerSuite({ JOBS: '0' })

  it('a slow first read that saw no round does not overwrite the open round', async () => {
    const repo = createLiveRepo(studioDb(t.db as unknown as StudioHandle))
    const bus = memoryBus()
    const slowReads: (() => void)[] = []
    let slowNext = true
    const latestRound = repo.latestRound
    // The join's read sees the table as it is now, and is held before it answers.
    repo.latestRound = async (tableId: string) => {
      const row = await latestRound(tableId)
      if (slowNext) {
        slowNext = false
        await new Promise<void>((r) => slowReads.push(r))
      }
      return row
    }
    const outcomes = createOutcomes(createSeal('hub-order'), cryptoRng())
    const hub = createHub({
      repo,
      bus,
      clock: t.clock,
      outcomes,
      processId: 'hub-order',
      log: { error: () => {} },
    })
    const table = rouletteTable()
    const viewer = stream()
    const joined = hub.join(table.tableId, viewer.res, null)
    await expect.poll(() => slowReads.length).toBe(1)
    const now = t.clock.nowMs()
    const id = randomUUID()
    const game = table.game
    if (!game) throw new Error('the roulette table has its engine')
    await repo.insertRound({
      id,
      table_id: table.tableId,
      no: 1,
      phase: 'open',
      outcome: null,
      salt: null,
      ...outcomes.open(game, id),
      step: 0,
      opens_at: new Date(now),
      closes_at: new Date(now + 180_000),
      decide_until: null,
    })
    await bus.publish({ tableId: table.tableId })
    await expect.poll(() => viewer.states().at(-1)?.round?.id).toBe(id)
    for (const release of slowReads) release()
    await joined
    expect(viewer.states().at(-1)?.round).toMatchObject({ id, phase: 'open' })
    await hub.stop()
  })
})
