import type { CDPSession } from '@playwright/test'

/**
 * Frame rate from a Chromium performance trace: the trace is recorded over CDP (Tracing.start/end, read
 * back as a stream), the animation window comes from the trace's own Web Animations events, and the frames
 * are the compositor's PipelineReporter events, which say per frame whether it was presented or dropped
 * (the same events DevTools' Performance panel draws its frames track from).
 */

export type TraceEvent = {
  name: string
  ph: string
  ts: number // microseconds
  pid: number
  id2?: { local?: string }
  args?: {
    data?: { nodeName?: string }
    frame_reporter?: { state?: string; frame_sequence?: number }
  }
}

/** 'devtools.timeline' carries the Animation events, the '.frame' category the PipelineReporter ones. */
const FRAME_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame']

export async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: { includedCategories: FRAME_CATEGORIES },
  })
}

/** Ends the trace and reads its stream to the end. */
export async function endTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<{ stream?: string }>((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  const { stream } = await complete
  if (!stream) throw new Error('the trace came back without a stream')
  let text = ''
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream })
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data
    if (chunk.eof) break
  }
  await cdp.send('IO.close', { handle: stream })
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] }
  return Array.isArray(parsed) ? parsed : parsed.traceEvents
}

export type Window = { pid: number; start: number; end: number }

/**
 * From the first start to the last finish of the Web Animations on the nodes whose name matches `node`
 * (the reels' strips). Chromium reuses an animation's trace id once it has ended, so each 'b' is paired
 * with the next 'e' of the same id, in time order.
 */
export function animationWindow(events: TraceEvent[], node: RegExp): Window {
  const open = new Map<string, TraceEvent>()
  const spans: { pid: number; start: number; end: number }[] = []
  const animations = events.filter((e) => e.name === 'Animation').sort((a, b) => a.ts - b.ts)
  for (const e of animations) {
    const id = `${e.pid}:${e.id2?.local}`
    if (e.ph === 'b') open.set(id, e)
    if (e.ph !== 'e') continue
    const begin = open.get(id)
    open.delete(id)
    if (begin && node.test(begin.args?.data?.nodeName ?? ''))
      spans.push({ pid: e.pid, start: begin.ts, end: e.ts })
  }
  const first = spans[0]
  if (!first) throw new Error(`the trace has no finished animation on ${node}: did the reels spin?`)
  return {
    pid: first.pid,
    start: Math.min(...spans.map((s) => s.start)),
    end: Math.max(...spans.map((s) => s.end)),
  }
}

export type FrameCount = { presented: number; partial: number; dropped: number; ms: number; fps: number }

/**
 * Frames the page's compositor began inside the window, by their fate. A frame may be reported more than
 * once (a forked reporter shares its sequence number), so frames are counted by sequence number; partially
 * presented frames reached the screen and count as presented, dropped ones do not count.
 */
export function framesIn(events: TraceEvent[], w: Window): FrameCount {
  const byState = new Map<string, Set<number>>()
  for (const e of events) {
    if (e.name !== 'PipelineReporter' || e.ph !== 'b' || e.pid !== w.pid) continue
    if (e.ts < w.start || e.ts > w.end) continue
    const r = e.args?.frame_reporter
    if (r?.state === undefined || r.frame_sequence === undefined) continue
    const seqs = byState.get(r.state) ?? new Set<number>()
    seqs.add(r.frame_sequence)
    byState.set(r.state, seqs)
  }
  const all = byState.get('STATE_PRESENTED_ALL') ?? new Set<number>()
  const partial = byState.get('STATE_PRESENTED_PARTIAL') ?? new Set<number>()
  const presented = new Set([...all, ...partial])
  const dropped = [...(byState.get('STATE_DROPPED') ?? [])].filter((s) => !presented.has(s)).length
  const ms = (w.end - w.start) / 1000
  return { presented: presented.size, partial: partial.size, dropped, ms, fps: (presented.size * 1000) / ms }
}
