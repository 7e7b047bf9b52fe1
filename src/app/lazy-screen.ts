import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export type LazyScreen<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> }

/**
 * A screen in a chunk of its own (React.lazy) that can also be loaded ahead with `preload`. Loaded
 * before its first render, React takes it in that render: `lazy` reads a thenable that has already
 * settled at once (it calls `then` and finds the module), so nothing suspends. A page the server
 * rendered preloads its screen before hydrating (src/main.tsx), and its hydration then runs through the
 * screen in the same pass instead of leaving a server-rendered boundary for later.
 */
export function lazyScreen<P>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: { default: ComponentType<P> } | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () => {
    loading ??= load().then((c) => {
      loaded = { default: c }
      return loaded
    })
    loading.catch(() => {
      // A failed chunk (offline before the worker kept it) may be asked for again.
      loading = undefined
    })
    return loading
  }
  const settled = (m: { default: ComponentType<P> }) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable settled at once is what lets lazy skip suspending
    ({ then: (done: (v: typeof m) => void) => done(m) }) as unknown as Promise<typeof m>
  const Screen = lazy(() => (loaded ? settled(loaded) : preload()))
  return Object.assign(Screen, { preload })
}
