import autocannon from 'autocannon'

export type LoadResult = {
  url: string
  requestsPerSec: number
  p99Ms: number
  errors: number
  non2xx: number
}

/** A bounded load on one loopback URL: fixed connections for a fixed time, then it stops. */
export async function load(url: string, connections = 50, durationSec = 10): Promise<LoadResult> {
  // A short warm-up, so JIT and caches are in the same state for every target.
  await autocannon({ url, connections, duration: 2 })
  const r = await autocannon({ url, connections, duration: durationSec })
  return {
    url,
    requestsPerSec: r.requests.average,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  }
}
