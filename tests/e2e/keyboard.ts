import { expect, type Locator, type Page } from '@playwright/test'

/** Presses Tab until `target` has focus: proves it is reachable by keyboard, in tab order. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`could not reach ${target} with Tab`)
}

/** Tabs to a field and replaces its value by typing. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target)
  await page.keyboard.press('Control+a')
  await page.keyboard.type(text)
}

/** The open command palette. Unnamed on purpose: its name follows the interface language. */
export const palette = (page: Page) => page.getByRole('dialog')

/**
 * Opens the palette with Mod+K and runs the command whose row matches `query` (the selected row must contain
 * `expectRow`, default the query itself), then picks `choice` when the command asks for an argument.
 */
export async function runFromPalette(page: Page, query: string, choice?: string, expectRow: string = query) {
  await page.keyboard.press('Control+k')
  await expect(palette(page).getByRole('combobox')).toBeFocused()
  await page.keyboard.type(query)
  await expect(palette(page).getByRole('option', { selected: true })).toContainText(expectRow)
  await page.keyboard.press('Enter')
  if (choice === undefined) return
  await page.keyboard.type(choice)
  await expect(palette(page).getByRole('option', { selected: true })).toContainText(choice)
  await page.keyboard.press('Enter')
}

/**
 * Answers the confirm dialog titled `title` by keyboard: it opens with the safe button focused (`safeLabel`), so
 * Enter would keep; Tab moves to the button that names the action (`confirmLabel`) and Enter goes ahead.
 * `beforeAnswer` runs with the question on screen (an accessibility check).
 */
export async function confirmByKeyboard(page: Page, title: string | RegExp, confirmLabel: string, options: { safeLabel?: string; beforeAnswer?: () => Promise<void> } = {}) {
  const question = page.getByRole('dialog', { name: title })
  await expect(question).toBeVisible()
  await expect(question.getByRole('button', { name: options.safeLabel ?? 'Cancel', exact: true })).toBeFocused()
  await options.beforeAnswer?.()
  await page.keyboard.press('Tab')
  await expect(question.getByRole('button', { name: confirmLabel, exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(question).toBeHidden()
}
