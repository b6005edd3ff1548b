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

/** Fails the test with the violations' ids and targets when axe finds any on the page once its animations have ended. */
export async function expectAccessible(page: Page, where: string) {
  await settleAnimations(page)
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ") + " " + n.html.slice(0, 160) + " — " + (n.failureSummary ?? "").replace(/\s+/g, " ")).join(" | ")}`)
  expect(found, `axe violations on ${where}`).toEqual([])
}
