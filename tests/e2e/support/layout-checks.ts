import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Nothing is wider than the screen: not the page (a phone would zoom out to fit it) and not an open
 * modal (its content would run off behind its edge, as the history's table did).
 */
export async function expectNoHorizontalOverflow(page: Page, where: string) {
  const width = page.viewportSize()?.width
  const size = await page.evaluate(() => ({
    inner: window.innerWidth,
    page: document.documentElement.scrollWidth,
    dialogs: [...document.querySelectorAll('dialog:modal')].map((d) => {
      const r = d.getBoundingClientRect()
      return {
        name: d.getAttribute('aria-labelledby')
          ? document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent
          : d.className,
        scroll: d.scrollWidth,
        client: d.clientWidth,
        left: r.left,
        right: r.right,
      }
    }),
  }))
  expect(size.inner, `${where}: the layout viewport was widened`).toBe(width)
  expect(size.page, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(size.inner)
  for (const d of size.dialogs) {
    expect(d.scroll, `${where}: the dialog '${d.name}' scrolls sideways`).toBeLessThanOrEqual(d.client)
    expect(d.left, `${where}: the dialog '${d.name}' starts off screen`).toBeGreaterThanOrEqual(-0.5)
    expect(d.right, `${where}: the dialog '${d.name}' ends off screen`).toBeLessThanOrEqual(size.inner + 0.5)
  }
}

/**
 * Every control a player can tap (in the open modal, or else on the page: top bar, header, main,
 * footer, the login bar) is brought into view the way the browser does it, at the top and at the
 * bottom of the screen, and must then be the element under its own centre: no fixed bar, banner or
 * panel lies over it. A toast or the last-login notice may stand over a control for its few seconds
 * (SPEC.md section 4); those are not counted. Answers the controls that were covered.
 */
export async function coveredControls(page: Page, scope?: Locator): Promise<string[]> {
  const root = scope ? await scope.elementHandle() : null
  return page.evaluate((scopeEl) => {
    const modal = document.querySelector('dialog:modal')
    const roots: Element[] = scopeEl
      ? [scopeEl]
      : modal
        ? [modal]
        : ['.topbar', 'header', 'main', 'footer', '.bottombar']
            .map((s) => document.querySelector(s))
            .filter((e): e is Element => e !== null)
    const controls: HTMLElement[] = []
    for (const r of roots)
      controls.push(
        ...r.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, summary, [role="button"]',
        ),
      )
    const visible = controls.filter((el) => {
      if (el.closest('.carousel, [inert], [aria-hidden="true"], .notice-layer')) return false
      // Not rendered: hidden, or inside a closed <details> (its content is content-visibility: hidden).
      if (!el.checkVisibility({ visibilityProperty: true })) return false
      const r = el.getBoundingClientRect()
      return r.width >= 2 && r.height >= 2
    })
    // A long list is sampled: the first, the last and evenly between, at most 60.
    const step = Math.max(1, Math.ceil(visible.length / 60))
    const sample = visible.filter((_, i) => i % step === 0 || i === visible.length - 1)
    const covered: string[] = []
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label')}"`
    for (const el of sample)
      for (const block of ['start', 'end'] as const) {
        el.scrollIntoView({ block, inline: 'nearest' })
        // A link wrapped over two lines is tapped on its first line, not in its box's middle.
        const r = el.getClientRects()[0] ?? el.getBoundingClientRect()
        const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1)
        const y = Math.min(Math.max(r.top + Math.min(r.height / 2, 20), 0), window.innerHeight - 1)
        const hit = document.elementFromPoint(x, y)
        if (hit && (el === hit || el.contains(hit) || hit.closest('.notice-layer'))) continue
        covered.push(`${nameOf(el)} (${block}) under ${hit ? nameOf(hit) : 'nothing'}`)
        break
      }
    window.scrollTo(0, 0)
    return covered
  }, root)
}

/**
 * A notice (toast or the last-login notice) lies wholly inside the screen and above everything, and
 * inside the topmost open modal, so a screen reader announces it (the rest of the page is inert).
 */
export async function expectNoticeOnTop(notice: Locator, what: string) {
  await expect(notice, what).toBeVisible()
  const handle = await notice.elementHandle()
  // Measured in the page, in the first frame where no panel is still sliding in (what is fixed inside a
  // sliding panel moves with it): the last-login notice is gone after 5 s, so a separate round trip
  // per step on a busy box could meet it gone.
  type At = { gone: boolean; inside?: boolean; onTop?: boolean; inModal?: boolean; under?: string }
  const at = (await (
    await notice.page().waitForFunction((el): At | false => {
      if (!el?.isConnected) return { gone: true }
      const sliding = document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && (a.effect as KeyframeEffect | null)?.target?.matches('dialog'),
        )
      if (sliding) return false
      const box = (el.closest('.toast, .last-login') ?? el) as HTMLElement
      const r = box.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      const modal = [...document.querySelectorAll('dialog:modal')].at(-1)
      return {
        gone: false,
        inside: r.left >= 0 && r.top >= 0 && r.right <= window.innerWidth && r.bottom <= window.innerHeight,
        onTop: hit !== null && box.contains(hit),
        inModal: !modal || modal.contains(box),
        under: hit ? `${hit.tagName} ${hit.className}` : 'nothing',
      }
    }, handle)
  ).jsonValue()) as At
  expect(at.gone, `${what} went before the panel under it stood still`).toBe(false)
  expect(at.inside, `${what} lies outside the screen`).toBe(true)
  expect(at.onTop, `${what} is under ${at.under}`).toBe(true)
  expect(at.inModal, `${what} is outside the open modal, where a screen reader does not reach`).toBe(true)
}
