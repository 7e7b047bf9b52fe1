import autocannon from 'autocannon'

export type LoadResult = {
  url: string
  requestsPerSec: number
  p99Ms: number
  errors: number
  non2xx: number
}

export type LoadOptions = {
  connections?: number
  durationSec?: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
}

/** A bounded load on one loopback URL: fixed connections for a fixed time, then it stops. */
export async function load(url: string, opts: LoadOptions = {}): Promise<LoadResult> {
  const { connections = 50, durationSec = 10, ...request } = opts
  // A short warm-up, so JIT and caches are in the same state for every target.
  await autocannon({ url, connections, duration: 2, ...request })
  const r = await autocannon({ url, connections, duration: durationSec, ...request })
  return {
    url,
    requestsPerSec: r.requests.average,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  }
}
