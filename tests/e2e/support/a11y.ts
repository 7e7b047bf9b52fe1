import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** axe-core on the page (or one part of it): no serious or critical violations. */
export async function expectNoSeriousA11yIssues(page: Page, include?: string) {
  const builder = new AxeBuilder({ page })
  const result = await (include ? builder.include(include) : builder).analyze()
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}
