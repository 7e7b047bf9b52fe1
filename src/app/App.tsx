import { Suspense, useEffect } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { ModalRoute } from '../features/auth/ModalRoute.tsx'
import { Home } from '../features/lobby/Home.tsx'
import { NotFound } from '../features/lobby/NotFound.tsx'
import { pushTracked } from '../lib/consent.ts'
import type { LIVE_CATEGORIES, ListCategoryRoute } from '../lib/constants.ts'
import { readPersisted } from '../lib/persisted.ts'
import { resolveRoute } from '../lib/routes.ts'
import { FirstScreenMark } from './first-screen-ready.ts'
import { Layout } from './Layout.tsx'
import { lazyNamed } from './lazy-named.ts'
import { type LazyScreen, lazyScreen } from './lazy-screen.ts'

// Only the home lobby is in the first bundle; list screens load when first visited.
const GameList = lazyScreen(() => import('../features/lobby/GameList.tsx').then((m) => m.GameList))
const AccountRoute = lazyNamed(() => import('../features/account/AccountRoute.tsx'), 'AccountRoute')
const Unsubscribe = lazyNamed(() => import('../features/account/Unsubscribe.tsx'), 'Unsubscribe')
const MitidVerify = lazyNamed(() => import('../features/signup/MitidVerify.tsx'), 'MitidVerify')
const NORMAL_LOGIN = { mode: 'normal' }
const LiveList = lazyScreen(() => import('../features/lobby/LiveList.tsx').then((m) => m.LiveList))
// The payment window's return pages (issue 4): they tell the deposit modal the result.
const DepositReturn = lazyNamed(() => import('../features/wallet/DepositReturn.tsx'), 'DepositReturn')
const DEPOSIT_RETURNS: Record<string, 'success' | 'error'> = {
  '/deposit/success': 'success',
  '/deposit/error': 'error',
}
// Discovery and content (issue 5), each loaded when first visited.
const Landing = lazyScreen(() => import('../features/content/Landing.tsx').then((m) => m.Landing))
const BrandBook = lazyNamed(() => import('../features/content/BrandBook.tsx'), 'BrandBook')
const Campaigns = lazyScreen(() => import('../features/campaigns/Campaigns.tsx').then((m) => m.Campaigns))
const GoRoute = lazyNamed(() => import('../features/campaigns/GoRoute.tsx'), 'GoRoute')
const Providers = lazyScreen(() => import('../features/lobby/Providers.tsx').then((m) => m.Providers))
const ProviderPage = lazyScreen(() =>
  import('../features/lobby/ProviderPage.tsx').then((m) => m.ProviderPage),
)
const Categories = lazyScreen(() => import('../features/lobby/Categories.tsx').then((m) => m.Categories))
const CategoryDetail = lazyScreen(() =>
  import('../features/lobby/CategoryDetail.tsx').then((m) => m.CategoryDetail),
)

// The game page and the info popup (issue 12), loaded when first visited.
const GamePage = lazyNamed(() => import('../features/game/GamePage.tsx'), 'GamePage')
const GameInfoRoute = lazyNamed(() => import('../features/game/GameInfoRoute.tsx'), 'GameInfoRoute')

/**
 * The screen a server-rendered page shows, by the same paths as the routes below (the first that
 * matches): src/main.tsx loads it before hydrating, so the hydration does not wait on its chunk.
 */
// biome-ignore lint/suspicious/noExplicitAny: screens of any props
const SERVER_RENDERED: [RegExp, LazyScreen<any>][] = [
  [/^\/(velkommen|lp)$/, Landing],
  [/^\/aktuelt(\/[^/]+)?$/, Campaigns],
  [/^\/alle-spil\/spiludviklere$/, Providers],
  [/^\/(alle-spil\/spiludviklere|providers)\/[^/]+$/, ProviderPage],
  [/^\/alle-spil\/kategorier$/, Categories],
  [/^\/alle-spil\/kategorier\/sort$/, CategoryDetail],
  [/^\/alle-spil\/[^/]+$/, GameList],
  [/^\/live-casino\/[^/]+$/, LiveList],
]
export const preloadScreen = (path: string): Promise<unknown> =>
  SERVER_RENDERED.find(([re]) => re.test(path))?.[1].preload() ?? Promise.resolve()

export function App() {
  const [path] = useLocation()
  useEffect(() => {
    // The stored user id (set at login, cleared at logout) is known before the session check answers.
    const userId = readPersisted('userId')
    pushTracked({ event: 'page_view', page_path: path, ...(userId ? { user_id: userId } : {}) })
  }, [path])
  const target = resolveRoute(path)
  if (target !== path) return <Redirect to={target} replace />
  // The payment window's return pages are blank: framed in the deposit modal, no header may show.
  const depositReturn = DEPOSIT_RETURNS[path]
  if (depositReturn)
    return (
      <Suspense fallback={null}>
        <DepositReturn status={depositReturn} />
      </Suspense>
    )
  return (
    <Layout>
      <Suspense fallback={null}>
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/404" component={NotFound} />
          <Route path="/log-ind">{() => <ModalRoute modal="LOGIN" />}</Route>
          <Route path="/testing/log-ind">{() => <ModalRoute modal="LOGIN" props={NORMAL_LOGIN} />}</Route>
          <Route path="/opret-konto">{() => <ModalRoute modal="SIGN_UP" />}</Route>
          <Route path="/afmeld-nyhedsbrev" component={Unsubscribe} />
          <Route path="/konto">{() => <AccountRoute />}</Route>
          <Route path="/konto/:item">{(p) => <AccountRoute item={p.item} />}</Route>
          <Route path="/konto/:item/:sub">{(p) => <AccountRoute item={p.item} sub={p.sub} />}</Route>
          <Route path="/mitid-verify/error">{() => <MitidVerify action="error" />}</Route>
          <Route path="/mitid-verify/forgotpassword">{() => <MitidVerify action="forgotpassword" />}</Route>
          <Route path="/mitid-verify/:action/:type">
            {(p) => <MitidVerify action={p.action} type={p.type} />}
          </Route>
          <Route path="/velkommen" component={Landing} />
          <Route path="/lp" component={Landing} />
          <Route path="/brand-book" component={BrandBook} />
          <Route path="/go" component={GoRoute} />
          <Route path="/aktuelt">{() => <Campaigns />}</Route>
          <Route path="/aktuelt/:campaign">{(p) => <Campaigns seoUrl={p.campaign} />}</Route>
          <Route path="/alle-spil/spiludviklere" component={Providers} />
          <Route path="/alle-spil/spiludviklere/:provider">{(p) => <ProviderPage name={p.provider} />}</Route>
          <Route path="/providers/:provider">{(p) => <ProviderPage name={p.provider} />}</Route>
          <Route path="/alle-spil/kategorier" component={Categories} />
          <Route path="/alle-spil/kategorier/sort" component={CategoryDetail} />
          <Route path="/deposit">
            <Redirect to="/konto/indbetaling" replace />
          </Route>
          <Route path="/spil/info/:id">{(p) => <GameInfoRoute id={p.id} />}</Route>
          <Route path="/spil/:id/:mode">{(p) => <GamePage gameId={p.id} mode={p.mode} />}</Route>
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
        <FirstScreenMark />
      </Suspense>
    </Layout>
  )
}
