import { describe, expect, it } from 'vitest'
import { inStep, StudioError } from '../../studio/client/api.ts'

/** The game client's sequence counter follows what the server took, answered or refused. */
describe('inStep', () => {
  it('an answer moves the counter to the number the server accepted', async () => {
    let counter = 4
    const a = await inStep(
      5,
      async (seq) => ({ seq }),
      (n) => (counter = n),
    )
    expect(a.seq).toBe(5)
    expect(counter).toBe(5)
  })

  it('a refusal that took a number moves the counter too, and is still thrown', async () => {
    let counter = 4
    const refusal = new StudioError('INSUFFICIENT_FUNDS', 'Der er ikke penge nok på kontoen.', 5)
    await expect(
      inStep(
        5,
        async () => Promise.reject(refusal),
        (n) => (counter = n),
      ),
    ).rejects.toBe(refusal)
    expect(counter).toBe(5)
  })

  it('a refusal that took none (a network error, a bad field) leaves the counter', async () => {
    let counter = 4
    await expect(
      inStep(
        5,
        async () => Promise.reject(new StudioError('NETWORK', 'Ingen forbindelse')),
        (n) => (counter = n),
      ),
    ).rejects.toThrow()
    expect(counter).toBe(4)
  })
})
