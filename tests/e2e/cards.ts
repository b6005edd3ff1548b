import { expect, type Page } from '@playwright/test'
import { confirmByKeyboard, runFromPalette, typeInto } from './keyboard'

export type TestCard = { number: string; month: string; yearsAhead: number; cvc: string }

/**
 * Adds a card with the local test provider by keyboard: "Add a card" from the palette, the number typed where the
 * focus lands, expiry and CVC, Enter, then the $1 validation charge confirmed; waits until the dialog has closed. `beforeSubmit` runs with the form filled in
 * (an accessibility check of the dialog).
 */
export async function addCardByKeyboard(page: Page, card: TestCard, beforeSubmit?: () => Promise<void>) {
  await runFromPalette(page, 'Add a card')
  const dialog = page.getByRole('dialog', { name: 'Add a card' })
  await expect(dialog.getByLabel('Card number')).toBeFocused()
  await page.keyboard.type(card.number)
  await typeInto(page, dialog.getByLabel('Expiry month (MM)'), card.month)
  await typeInto(page, dialog.getByLabel('Expiry year (YYYY)'), String(new Date().getFullYear() + card.yearsAhead))
  await typeInto(page, dialog.getByLabel('CVC'), card.cvc)
  await beforeSubmit?.()
  await page.keyboard.press('Enter')
  // Adding a card charges $1 to validate it: the charge is named and confirmed first.
  await confirmByKeyboard(page, 'Add this card?', 'Add card and pay $1.00')
  await expect(dialog).toBeHidden()
}
