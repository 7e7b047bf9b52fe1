import { options } from 'preact'

/**
 * The client renders with Preact in React's place (vite.config.ts). React runs a commit's effects in a
 * task right after it; Preact waits for the next animation frame. A frame can be far away (a
 * background tab, a busy phone, a test's paused clock), and the screens are written for React's
 * timing: a listener set up in an effect must be there before the next input. So effects run in a
 * task right after the commit here too (a MessageChannel task: not delayed like a timer, not a frame).
 */
const channel = new MessageChannel()
const queue: (() => void)[] = []
channel.port1.onmessage = () => {
  for (const run of queue.splice(0)) run()
}
options.requestAnimationFrame = (flush) => {
  queue.push(flush)
  if (queue.length === 1) channel.port2.postMessage(null)
}
