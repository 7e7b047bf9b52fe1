import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/** React.lazy for a named export: React.lazy itself only takes a module's default export. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound (a component of any props)
export function lazyNamed<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })))
}
