import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, onUnauthorized, request } from '../../src/api/http.ts'

// The one browser HTTP client against a fake fetch: the player sees the server's Danish message or a
// Danish sentence, never an HTTP or validation detail; that detail goes to the console.
const OFFLINE = 'Du er offline. Tjek din internetforbindelse og prøv igen.'
const NETWORK = 'Netværksfejl. Tjek din forbindelse, og prøv igen.'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('navigator', { onLine: true })
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  onUnauthorized(null)
})

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(ApiError)
  return err as ApiError
}

describe('the one HTTP client', () => {
  it('unwraps the envelope of a success', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: { loggedIn: true }, errorMessage: null }))
    await expect(request('GET', '/rest/punter/isLoggedIn')).resolves.toEqual({ loggedIn: true })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('answers the offline sentence when the device is offline and the fetch fails', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const err = await refusal(request('GET', '/games-api/providers'))
    expect(err.message).toBe(OFFLINE)
    expect(err.status).toBe(0)
  })

  it('answers the network sentence when the fetch fails online, and logs the detail', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const err = await refusal(request('POST', '/rest/punter/channelLogin', { body: { userName: 'x' } }))
    expect(err.message).toBe(NETWORK)
    expect(String(warn.mock.calls[0]?.[0])).toContain('/rest/punter/channelLogin')
  })

  it('hides a 503 that is not our envelope behind the network sentence', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Service Unavailable</html>', { status: 503 }))
    const err = await refusal(request('GET', '/games-api/games/slots'))
    expect(err.message).toBe(NETWORK)
    expect(err.message).not.toMatch(/503|GET|games-api/)
    expect(warn).toHaveBeenCalled()
  })

  it('hides a 200 answer that is not an envelope', async () => {
    fetchMock.mockResolvedValue(json(200, ['not', 'an', 'envelope']))
    expect((await refusal(request('GET', '/cms/campaigns'))).message).toBe(NETWORK)
  })

  it("shows an envelope error's Danish message with its status and data", async () => {
    fetchMock.mockResolvedValue(
      json(423, {
        success: false,
        errorMessage: 'Din konto er låst. Nulstil dit kodeord.',
        data: { locked: true },
      }),
    )
    const err = await refusal(request('POST', '/rest/punter/channelLogin', { body: {} }))
    expect(err.message).toBe('Din konto er låst. Nulstil dit kodeord.')
    expect(err.status).toBe(423)
    expect(err.data).toEqual({ locked: true })
  })

  it('shows an envelope error that came with status 200', async () => {
    fetchMock.mockResolvedValue(json(200, { success: false, errorMessage: 'Forkert pinkode' }))
    expect((await refusal(request('POST', '/rest/punter/loginPin', { body: {} }))).message).toBe(
      'Forkert pinkode',
    )
  })

  it("keeps the field check's Danish rule and drops the field name", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        errorMessage: 'Ugyldig værdi for cpr: CPR nummer er ikke korrekt, prøv igen.',
      }),
    )
    const err = await refusal(request('POST', '/rest/punter/signup_step1', { body: {} }))
    expect(err.message).toBe('CPR nummer er ikke korrekt, prøv igen.')
    expect(warn).toHaveBeenCalled()
  })

  it("answers 'Ugyldig værdi' for a field check in a library's English", async () => {
    fetchMock.mockResolvedValue(
      json(400, { success: false, errorMessage: 'Ugyldig værdi for amount: Invalid input: expected number' }),
    )
    const err = await refusal(request('POST', '/rest/punter/withdrawalRequestNem', { body: {} }))
    expect(err.message).toBe('Ugyldig værdi')
  })

  it('tells the session store of a 401, so a lost session is checked at once', async () => {
    const heard = vi.fn()
    onUnauthorized(heard)
    fetchMock.mockResolvedValue(json(401, { success: false, errorMessage: 'Du skal logge ind først' }))
    const err = await refusal(request('GET', '/rest/punter/getDepositLimits'))
    expect(err.message).toBe('Du skal logge ind først')
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it('tries a catalogue read once more when asked to', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { success: true, data: [] }))
    await expect(request('GET', '/games-api/providers', { retry: 1 })).resolves.toEqual([])
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
