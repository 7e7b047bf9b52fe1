/** Calls `fn` once `ms` have passed since the last call (search starts 500 ms after the last input). */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      fn(...args)
    }, ms)
  }
  run.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return run
}
