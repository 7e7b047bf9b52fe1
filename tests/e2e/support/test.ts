import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * What React says when the server's page and the app's first render differ: the app's own report
 * (src/main.tsx, onRecoverableError), a development build's warnings, and a production build's error
 * codes (418 hydration failed, 419 server boundary, 421/422/423 boundary updated or failed, 425 text).
 */
const HYDRATION_ERROR = /hydrat|react\.dev\/errors\/4(18|19|2[1-5])\b|React error #4(18|19|2[1-5])\b/i

/** Starts listening on every page a context opens, and answers what React reported on them. */
function watchHydration(context: { pages(): Page[]; on(event: 'page', f: (p: Page) => void): void }) {
  const reports: string[] = []
  const watch = (page: Page) => {
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION_ERROR.test(m.text()))
        reports.push(`${page.url()}: ${m.text()}`)
    })
    page.on('pageerror', (e) => {
      if (HYDRATION_ERROR.test(`${e.message}\n${e.stack ?? ''}`)) reports.push(`${page.url()}: ${e.message}`)
    })
  }
  for (const page of context.pages()) watch(page)
  context.on('page', watch)
  return reports
}

/**
 * The suite's `test`: every story fails when React reports a hydration mismatch on any page of its
 * context (issue 28: the server's render and the browser's must agree on every route).
 */
export const test = base.extend<{ noHydrationMismatch: undefined }>({
  noHydrationMismatch: [
    async ({ context }, use) => {
      const reports = watchHydration(context)
      await use(undefined)
      base.expect(reports, 'React reported a hydration mismatch').toEqual([])
    },
    { auto: true },
  ],
})
