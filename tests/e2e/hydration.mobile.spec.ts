import { expectHydratedAsSent, SERVER_RENDERED } from './support/hydration.ts'
import { test } from './support/test.ts'

for (const route of SERVER_RENDERED) {
  test(`${route.name} rendered by the server is hydrated as sent on a phone`, async ({ page }) => {
    await expectHydratedAsSent(page, route, 'mobile')
  })
}
