import { describe, expect, it } from 'vitest'
import { liveAppWithFundedPlayer, liveClient, rouletteTable, viewer } from '../../helpers/live-helper.ts'

const REFUSED = 'Du har for mange live-borde åbne på én gang. Luk et af dem, og prøv igen om lidt.'

/** Issue 31, item 8: open live streams are bounded per address and per session; the first keep going. */
describe('live event streams: at most the stated number per address and per session', () => {
  const { t, id, base } = liveAppWithFundedPlayer(1_000_000, {
    LIVE_STREAMS_PER_ADDRESS: '4',
    LIVE_STREAMS_PER_SESSION: '2',
  })

  const events = (tableId: string, eventsKey?: string) =>
    fetch(
      `${base()}/studio/live/api/tables/${tableId}/events${eventsKey ? `?session=${encodeURIComponent(eventsKey)}` : ''}`,
    )
  const table = () => rouletteTable().tableId

  /** Waits until every viewer has heard something after `since` (Date.now()). */
  async function allReceiveAfter(vs: ReturnType<typeof viewer>[], since: number) {
    await Promise.all(
      vs.map((v) => v.until(() => v.events.find((e) => e.at > since), 15_000, 'an event after the refusal')),
    )
  }

  it('one address: the streams over the cap get a Danish 429; the first ones keep receiving; a closed one frees its place', async () => {
    const vs = [
      viewer(base(), table()),
      viewer(base(), table()),
      viewer(base(), table()),
      viewer(base(), table()),
    ]
    for (const v of vs) await v.until(() => v.states()[0], 15_000, 'the first state')
    const refusedAt = Date.now()
    for (let i = 0; i < 3; i++) {
      const extra = await events(table())
      expect(extra.status).toBe(429)
      expect(await extra.json()).toMatchObject({ success: false, errorMessage: REFUSED })
    }
    await allReceiveAfter(vs, refusedAt)
    await vs[0]?.close()
    // The server sees the close; then the address has a place again.
    let again: Response | undefined
    for (let i = 0; i < 50 && again?.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100))
      again = await events(table())
      if (again.status !== 200) await again.body?.cancel()
    }
    expect(again?.status).toBe(200)
    await again?.body?.cancel()
    for (const v of vs.slice(1)) await v.close()
  })

  it('one session: more than its cap is refused, while the address still has places', async () => {
    // The address's earlier streams are gone once the server has seen them close.
    await new Promise((r) => setTimeout(r, 500))
    const player = await liveClient(t, table(), id())
    const mine = [
      viewer(base(), table(), player.session.eventsKey),
      viewer(base(), table(), player.session.eventsKey),
    ]
    for (const v of mine) await v.until(() => v.states()[0], 15_000, 'the first state')
    const refusedAt = Date.now()
    const third = await events(table(), player.session.eventsKey)
    expect(third.status).toBe(429)
    expect((await third.json()).errorMessage).toBe(REFUSED)
    const anonymous = viewer(base(), table())
    await anonymous.until(() => anonymous.states()[0], 15_000, 'an anonymous viewer’s state')
    await allReceiveAfter(mine, refusedAt)
    for (const v of [...mine, anonymous]) await v.close()
  })
})
