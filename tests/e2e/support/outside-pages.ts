import type { BrowserContext } from '@playwright/test'

/**
 * StopSpillet's page, answered here: the outside world is not reachable from the test box, and the
 * stories only check that the casino's links open it.
 */
export const answerStopSpillet = (context: BrowserContext) =>
  context.route('https://www.stopspillet.dk/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<title>StopSpillet</title><h1>Test dit spil</h1>' }),
  )
