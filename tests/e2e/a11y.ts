import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Fails the test with the violations' ids and targets when axe finds any on the page as it is now. */
export async function expectAccessible(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ") + " " + n.html.slice(0, 160) + " — " + (n.failureSummary ?? "").replace(/\s+/g, " ")).join(" | ")}`)
  expect(found, `axe violations on ${where}`).toEqual([])
}
