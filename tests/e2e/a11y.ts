import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Waits for the page's finite animations (a toast fading in or out, a dialog opening) to end, so axe reads the colours a
 * user reads rather than a frame half-way through a fade. Infinite animations (spinners) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => {
      const end = a.effect?.getComputedTiming().endTime
      return typeof end === 'number' && Number.isFinite(end)
    })
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 3000))])
  })
}

/**
 * Fails the test with the violations' ids and targets when axe finds any on the page once its animations have ended.
 * An animation can start while axe reads the page (a toast's time ends and it fades out: CI run of 26 November, 2.09:1
 * on a half-faded toast), so a page with violations is read once more after it has settled again: a real violation is
 * found twice, a frame of a fade is not.
 */
export async function expectAccessible(page: Page, where: string) {
  let found: string[] = []
  for (let read = 0; read < 2; read++) {
    await settleAnimations(page)
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ") + " " + n.html.slice(0, 160) + " — " + (n.failureSummary ?? "").replace(/\s+/g, " ")).join(" | ")}`)
    if (found.length === 0) break
  }
  expect(found, `axe violations on ${where}`).toEqual([])
}
