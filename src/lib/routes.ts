import { LIST_CATEGORIES, LIVE_CATEGORIES } from './constants.ts'

/** Where a path goes before it renders (SPEC.md section 2): redirects and the /404 rule. */
export function resolveRoute(path: string): string {
  const clean = path.replace(/\/+$/, '') || '/'
  if (clean === '/alle-spil') return '/alle-spil/new'
  if (clean === '/live-casino') return '/live-casino/new'
  if (clean === '/appswitch') return '/404'
  // /lobby prefixes the path a game opened on its own returns to (SPEC.md section 2): the path itself,
  // or home. Only a path on this site: '/lobby//elsewhere' is not another host.
  if (clean === '/lobby') return '/'
  if (clean.startsWith('/lobby/'))
    return resolveRoute(`/${clean.slice('/lobby/'.length).replace(/^\/+/, '')}`)
  const list = /^\/alle-spil\/([^/]+)$/.exec(clean)
  if (
    list &&
    !['spiludviklere', 'kategorier'].includes(list[1] ?? '') &&
    !(LIST_CATEGORIES as readonly string[]).includes(list[1] ?? '')
  )
    return '/404'
  const live = /^\/live-casino\/([^/]+)$/.exec(clean)
  if (live && !(LIVE_CATEGORIES as readonly string[]).includes(live[1] ?? '')) return '/404'
  return clean
}
