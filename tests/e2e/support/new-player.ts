import type { APIRequestContext } from '@playwright/test'

/**
 * A fresh player for a story that locks or changes an account. The e2e database lives as long as one
 * run and a retry meets what the first attempt left, so such a story never borrows a seeded player.
 */
export type NewPlayer = {
  userName: string
  password: string
  email: string
  cpr: string
  firstName: string
  lastName: string
}

export const NEW_PLAYER_PASSWORD = 'Hemmelig12'

/** A random adult: born 1970-1999 (seventh digit 0-3 puts the year in the 1900s), day 1-28 so every date exists. */
export function freshAdultCpr(): string {
  const pick = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1))
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(pick(1, 28))}${two(pick(1, 12))}${two(pick(70, 99))}${pick(0, 3)}${String(pick(0, 999)).padStart(3, '0')}`
}

/** Unique within a run and across retries: time plus a random tail. */
export const uniqueStamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

type Envelope<T> = { success: boolean; data: T; errorMessage: string | null }

/**
 * Signs up through the Player API's four calls and the MitID sandbox, as the sign-up modal does.
 * Through `page.request` the page's browser ends up logged in as the new player; through the `request`
 * fixture it stays logged out, ready for a story that logs in through the screens. The player has a
 * daily deposit limit unless `dailyLimit: null` asks for none. `temp` gives an address that differs
 * from the CPR register's, so the account waits for verification (status temp).
 */
export async function createPlayer(
  api: APIRequestContext,
  { dailyLimit = 10_000, temp = false }: { dailyLimit?: number | null; temp?: boolean } = {},
): Promise<NewPlayer> {
  // Posts must carry our own origin (server/http/origin.ts); the first answer tells which one that is.
  const origin = new URL((await api.get('/health')).url()).origin
  const post = async <T>(path: string, data: object): Promise<T> => {
    const res = await api.post(path, { data, headers: { origin } })
    const body = (await res.json()) as Envelope<T>
    if (!body.success) throw new Error(`${path} refused the new player: ${body.errorMessage}`)
    return body.data
  }

  const stamp = uniqueStamp()
  const cpr = freshAdultCpr()
  const email = `ny.${stamp}@example.dk`
  await post('/rest/punter/signup_step1', { cpr, email })

  const params = (await (
    await api.get('/rest/punter/getNemidParameters?mode=signup&language=da')
  ).json()) as Envelope<{ url: string }>
  const state = new URL(params.data.url, origin).searchParams.get('state') ?? ''
  const approved = await api.post('/mitid/approve', {
    form: { state, cpr },
    headers: { origin },
    maxRedirects: 0,
  })
  const back = new URL(approved.headers().location ?? '', origin)
  if (!back.pathname.startsWith('/mitid-verify/success/'))
    throw new Error(`the MitID sandbox refused ${cpr}: ${back.searchParams.get('error')}`)

  const register = await post<{
    firstName: string
    lastName: string
    address: string
    zip: string
    city: string
  }>('/rest/punter/signup_step2', {
    result: back.searchParams.get('result'),
    signature: back.searchParams.get('signature'),
  })
  const { firstName, lastName, address, zip, city } = register
  await post('/rest/punter/signup_step3', {
    details: { firstName, lastName, address: temp ? `${address}, 2. th.` : address, zip, city },
  })

  const userName = `ny${stamp}`.slice(0, 30)
  await post('/rest/punter/register', {
    userName,
    password: NEW_PLAYER_PASSWORD,
    phone: '20304050',
    securityQuestion: 1,
    securityAnswer: 'Fido',
    expectBetting: '0-1000',
    acceptTerms: true,
    newsletter: false,
    channel: 0,
  })
  // A player chooses a deposit limit before playing (issue 13): stories about something else start
  // with one, so the fast deposit limit prompt does not stand in their way; null leaves none.
  if (dailyLimit !== null)
    await post('/rest/punter/setDepositLimits', {
      dailyAmount: dailyLimit,
      dailyAmountLimit: 1,
      weeklyAmount: 0,
      weeklyAmountLimit: 0,
      monthlyAmount: 0,
      monthlyAmountLimit: 0,
    })
  return { userName, password: NEW_PLAYER_PASSWORD, email, cpr, firstName, lastName }
}
