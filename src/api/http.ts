import { RULE_TEXT } from '../../contract/field-rules.ts'
import { daNetwork } from '../text/network.ts'
import { takePrefetched } from './prefetch.ts'

/** A refused call: a Danish message fit for the player, the HTTP status and any data the server sent along. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: Record<string, unknown> | null,
  ) {
    super(message)
  }
}

/** Every API answers `{ success, data, errorMessage }` (SPEC.md section 7). */
type Envelope<T> = { success: boolean; data?: T; errorMessage?: string | null }
type Method = 'GET' | 'POST' | 'DELETE'
type Query = Record<string, string | number>

const isEnvelope = (v: unknown): v is Envelope<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as Envelope<unknown>).success === 'boolean'

const asData = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null

let unauthorized: (() => void) | null = null
/**
 * Who hears of a 401: the session store, which checks the login at once, so a session that expired
 * between two of its 30-second checks shows SESSION_EXPIRED now (SPEC.md section 4).
 */
export function onUnauthorized(listener: (() => void) | null) {
  unauthorized = listener
}

/**
 * ofetch in a chunk of its own, loaded at the first call: a server-rendered page comes with the answers
 * its first screen shows, so the first render needs no fetch, and its JS is not in the first screen's
 * (issue 28: at most 100 KB with React).
 */
let loaded: Promise<typeof import('ofetch')> | undefined
const fetching = () => {
  loaded ??= import('ofetch')
  loaded.catch(() => {
    loaded = undefined
  })
  return loaded
}

/** The sentence for a failure without our envelope; the technical detail goes to the console only. */
function networkFailure(method: Method, url: string, err: unknown): ApiError {
  console.warn(`[api] ${method} ${url} failed:`, err instanceof Error ? err.message : err)
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false
  return new ApiError(offline ? daNetwork.offline : daNetwork.failed, 0, null)
}

// The server's field check names the field and the rule (`Ugyldig værdi for cpr: …`): the field name is
// for developers, the rule's own text for the player, unless the rule spoke a library's English.
const FIELD_CHECK = /^Ugyldig værdi for [^:]{1,60}: (.*)$/s
const LIBRARY_TEXT = /^(invalid|expected|too (big|small)|required|unrecognized)/i

function playerText(method: Method, url: string, message: string): string {
  const check = FIELD_CHECK.exec(message)
  if (!check) return message
  console.warn(`[api] ${method} ${url} refused: ${message}`)
  const rule = check[1]?.trim() ?? ''
  return rule && !LIBRARY_TEXT.test(rule) ? rule : RULE_TEXT.invalid
}

function refused(method: Method, url: string, status: number, answer: Envelope<unknown>): ApiError {
  if (status === 401) unauthorized?.()
  if (!answer.errorMessage) return networkFailure(method, url, `HTTP ${status} without a message`)
  return new ApiError(playerText(method, url, answer.errorMessage), status, asData(answer.data))
}

/**
 * One call to any of our APIs: the envelope's data, or an ApiError whose message a player may read.
 * `prefetched` takes an answer index.html started before the bundle loaded (the first screen's data).
 */
export async function request<T>(
  method: Method,
  url: string,
  options: {
    body?: object
    query?: Query
    retry?: number
    prefetched?: boolean
    headers?: Record<string, string>
  } = {},
): Promise<T> {
  if (options.prefetched) {
    const early = await takePrefetched(url)?.catch(() => null)
    if (isEnvelope(early) && early.success) return early.data as T
  }
  return (await envelope<T>(method, url, options)).data as T
}

/** The game launch answers `meta` beside `data` (SPEC.md section 7): both, after the same checks. */
export async function requestWithMeta<T, M>(
  method: Method,
  url: string,
  options: { body?: object } = {},
): Promise<{ data: T; meta: M | undefined }> {
  const answer = await envelope<T>(method, url, options)
  return { data: answer.data as T, meta: (answer as { meta?: M }).meta }
}

async function envelope<T>(
  method: Method,
  url: string,
  options: { body?: object; query?: Query; retry?: number; headers?: Record<string, string> },
): Promise<Envelope<T>> {
  let answer: unknown
  let FetchError: typeof import('ofetch').FetchError | undefined
  try {
    const lib = await fetching()
    FetchError = lib.FetchError
    answer = await lib.ofetch<unknown>(url, {
      credentials: 'include',
      method,
      body: options.body,
      query: options.query,
      retry: options.retry ?? 0,
      ...(options.headers ? { headers: options.headers } : {}),
    })
  } catch (err) {
    if (FetchError && err instanceof FetchError && err.response && isEnvelope(err.data)) {
      throw refused(method, url, err.statusCode ?? 0, err.data)
    }
    throw networkFailure(method, url, err)
  }
  if (!isEnvelope(answer)) throw networkFailure(method, url, 'the answer is not an envelope')
  if (!answer.success) throw refused(method, url, 200, answer)
  return answer as Envelope<T>
}

/** `a=1&b=2` for the paths that carry their query in the address (the prefetched ones are keyed by it). */
export const queryString = (params: Query) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
