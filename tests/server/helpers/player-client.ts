import type { FastifyInstance, InjectOptions } from 'fastify'

export const ORIGIN = 'http://localhost:80'

type Answer = {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the shape its call answers; contract tests parse it
  body: { success: boolean; data?: any; errorMessage?: string | null }
  headers: Record<string, unknown>
}

/**
 * A browser stand-in for app.inject: it keeps cookies between calls and sends the page's Origin on
 * state-changing calls, as Chromium does.
 */
export function browser(app: FastifyInstance, opts: { origin?: string | null; ip?: string } = {}) {
  const jar = new Map<string, string>()
  const origin = opts.origin === undefined ? ORIGIN : opts.origin
  async function call(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    extra: InjectOptions = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      host: 'localhost:80',
      ...(extra.headers as Record<string, string>),
    }
    if (origin && method !== 'GET') headers.origin = origin
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await app.inject({
      method,
      url,
      headers,
      remoteAddress: opts.ip ?? '127.0.0.1',
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? { payload }
          : { payload: payload as object }),
      ...(extra.headers ? {} : {}),
    })
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())
      if (gone) jar.delete(c.name)
      else jar.set(c.name, c.value)
    }
    let body: Answer['body']
    try {
      body = res.json()
    } catch {
      body = { success: false, errorMessage: res.body }
    }
    return { status: res.statusCode, body, headers: res.headers as Record<string, unknown> }
  }
  /** The raw inject answer, for redirects and HTML. */
  const raw = (o: InjectOptions) =>
    app.inject({
      ...o,
      headers: { host: 'localhost:80', ...(origin ? { origin } : {}), ...(o.headers as object) },
    })
  return {
    jar,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}, extra?: InjectOptions) => call('POST', url, payload, extra),
    raw,
    /** A form post as a page sends it (the MitID pages), answered raw. */
    form: (url: string, fields: Record<string, string> | string) =>
      raw({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
      }),
    cookieHeader: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  }
}
export type Browser = ReturnType<typeof browser>

/** Goes through the MitID sandbox as a player would: parameters, the page's form, the redirect back. */
export async function mitid(
  b: Browser,
  mode: 'login' | 'signup' | 'forgotpassword' | 'confirm',
  cpr: string,
) {
  const params = await b.get(`/rest/punter/getNemidParameters?mode=${mode}&language=da`)
  if (!params.body.success) throw new Error(`getNemidParameters: ${params.body.errorMessage}`)
  const state = new URL(params.body.data.url, ORIGIN).searchParams.get('state') ?? ''
  const res = await b.form('/mitid/approve', { state, cpr })
  const location = new URL(String(res.headers.location), ORIGIN)
  return {
    location,
    result: location.searchParams.get('result') ?? '',
    signature: location.searchParams.get('signature') ?? '',
  }
}

export const NEW_PLAYER = {
  userName: 'mette1985',
  password: 'Spil4Sjov2',
  phone: '22334455',
  securityQuestion: 2,
  securityAnswer: 'Aarhus',
  expectBetting: '0-1000',
  acceptTerms: true,
  newsletter: false,
}

/** The whole sign-up: step 1, MitID, step 2 with the result, step 3 with the register's data, register. */
export async function signUp(
  b: Browser,
  cpr: string,
  email: string,
  register: Partial<typeof NEW_PLAYER> = {},
) {
  const s1 = await b.post('/rest/punter/signup_step1', { cpr, email })
  if (!s1.body.success) return s1
  const id = await mitid(b, 'signup', cpr)
  const s2 = await b.post('/rest/punter/signup_step2', { result: id.result, signature: id.signature })
  if (!s2.body.success) return s2
  const { birthDate: _b, ...details } = s2.body.data
  const s3 = await b.post('/rest/punter/signup_step3', { details })
  if (!s3.body.success) return s3
  return b.post('/rest/punter/register', { ...NEW_PLAYER, ...register })
}
