import { lazy, Suspense, useEffect } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { Home } from '../features/lobby/Home.tsx'
import { NotFound } from '../features/lobby/NotFound.tsx'
import { Pending } from '../features/lobby/Pending.tsx'
import { pushEvent } from '../lib/analytics.ts'
import type { LIVE_CATEGORIES, ListCategoryRoute } from '../lib/constants.ts'
import { resolveRoute } from '../lib/routes.ts'
import { Layout } from './Layout.tsx'

// Only the home lobby is in the first bundle; list screens load when first visited.
const GameList = lazy(() => import('../features/lobby/GameList.tsx').then((m) => ({ default: m.GameList })))
const LiveList = lazy(() => import('../features/lobby/LiveList.tsx').then((m) => ({ default: m.LiveList })))

// Routes of SPEC.md section 2 whose screens later issues build; routed, so they are not 404s.
const PENDING = [
  '/velkommen',
  '/lp',
  '/log-ind',
  '/testing/log-ind',
  '/opret-konto',
  '/afmeld-nyhedsbrev',
  '/brand-book',
  '/go',
  '/aktuelt',
  '/aktuelt/:campaign',
  '/alle-spil/spiludviklere',
  '/alle-spil/spiludviklere/:provider',
  '/providers/:provider',
  '/alle-spil/kategorier',
  '/alle-spil/kategorier/sort',
  '/spil/info/:id',
  '/spil/:id/:mode',
  '/konto',
  '/konto/:item',
  '/konto/:item/:sub',
  '/deposit',
  '/deposit/success',
  '/deposit/error',
  '/mitid-verify/confirm/:type',
  '/mitid-verify/success/:type',
  '/mitid-verify/forgotpassword',
  '/mitid-verify/error',
  '/lobby',
  '/lobby/*',
]

export function App() {
  const [path] = useLocation()
  useEffect(() => pushEvent({ event: 'page_view', page_path: path }), [path])
  const target = resolveRoute(path)
  if (target !== path) return <Redirect to={target} replace />
  return (
    <Layout>
      <Suspense fallback={null}>
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/404" component={NotFound} />
          {PENDING.map((p) => (
            <Route key={p} path={p} component={Pending} />
          ))}
          <Route path="/alle-spil/:category">
            {(params) => <GameList category={params.category as ListCategoryRoute} />}
          </Route>
          <Route path="/live-casino/:category">
            {(params) => <LiveList category={params.category as (typeof LIVE_CATEGORIES)[number]} />}
          </Route>
          <Route>
            <Redirect to="/404" replace />
          </Route>
        </Switch>
      </Suspense>
    </Layout>
  )
}
