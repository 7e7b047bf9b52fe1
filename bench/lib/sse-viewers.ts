import { request } from 'node:http'

/**
 * One receiving process of the live bench: opens LIVE_N SSE streams to LIVE_URL and, once told to
 * measure, writes each state message's latency (receipt − serverTime) to stdout as one JSON array when
 * it gets 'stop' on stdin. Several of these stand in for many devices, so the receivers' own queueing
 * does not count as the server's latency.
 */
const url = process.env.LIVE_URL ?? ''
const n = Number(process.env.LIVE_N ?? 0)
const latencies: number[] = []
let measuring = false
const reqs: ReturnType<typeof request>[] = []
let open = 0
let onOpen = () => {}
/** 'ready' once every stream has its response headers: the viewers are really connected. */
const opened = new Promise<void>((resolve) => {
  if (n === 0) resolve()
  onOpen = () => {
    if (++open === n) resolve()
  }
})
for (let i = 0; i < n; i++) {
  const req = request(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
    onOpen()
    res.setEncoding('utf8')
    let buf = ''
    res.on('data', (chunk: string) => {
      const at = Date.now()
      buf += chunk
      let k = buf.indexOf('\n\n')
      while (k >= 0) {
        const block = buf.slice(0, k)
        buf = buf.slice(k + 2)
        if (measuring && block.startsWith('event: state\n')) {
          const m = /"serverTime":(\d+)/.exec(block)
          if (m) latencies.push(at - Number(m[1]))
        }
        k = buf.indexOf('\n\n')
      }
    })
  })
  req.on('error', () => {})
  req.end()
  reqs.push(req)
  if (i % 100 === 99) await new Promise((r) => setTimeout(r, 50))
}
process.stdin.setEncoding('utf8')
process.stdin.on('data', (d: string) => {
  if (d.includes('start')) measuring = true
  if (d.includes('stop')) {
    measuring = false
    process.stdout.write(`${JSON.stringify(latencies)}\n`, () => {
      for (const r of reqs) r.destroy()
      process.exit(0)
    })
  }
})
await opened
process.stdout.write('ready\n')
