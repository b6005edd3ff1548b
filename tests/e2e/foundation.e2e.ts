import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { readCode } from './mailbox'
import { palette, runFromPalette, tabTo, typeInto } from './keyboard'

test('a new user registers, confirms by mail, signs in and drives the console from the keyboard', async ({ page }) => {
  const email = `ada.${Date.now()}@example.com`
  const password = 'lovelace-1815'

  await page.goto('/register')
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await expectAccessible(page, 'register')
  await typeInto(page, page.getByLabel('First name'), 'Ada')
  await typeInto(page, page.getByLabel('Last name'), 'Lovelace')
  await typeInto(page, page.getByLabel('E-mail'), email)
  await typeInto(page, page.getByLabel('Password', { exact: true }), password)
  await typeInto(page, page.getByLabel('Confirm password'), password)
  const terms = page.getByRole('checkbox')
  if (await terms.count()) {
    await tabTo(page, terms)
    await page.keyboard.press('Space')
  }
  await tabTo(page, page.getByRole('button', { name: 'Create account' }))
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/confirm-email/)
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible()
  await expectAccessible(page, 'confirm e-mail')
  const code = await readCode(email)
  await typeInto(page, page.getByLabel('Verification code'), code)
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/login/)
  await expectAccessible(page, 'login')
  const emailField = page.getByLabel('E-mail')
  if ((await emailField.inputValue()) !== email) await typeInto(page, emailField, email)
  await typeInto(page, page.getByLabel('Password'), password)
  await page.keyboard.press('Enter')

  // A new account holds the default plan's modules: lead search comes first in the sidebar.
  await expect(page).toHaveURL(/\/lead-search\/new-search$/)
  const nav = page.getByRole('navigation').first()
  await expect(nav.getByRole('link', { name: 'Lead search' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0)
  await expectAccessible(page, 'new search')

  await page.keyboard.press('Control+k')
  await expect(palette(page).getByRole('combobox')).toBeFocused()
  await page.keyboard.type('profile')
  await expect(palette(page).getByRole('option', { selected: true })).toContainText('Profile')
  await expectAccessible(page, 'palette')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/profile-settings\/profile$/)
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
  await expectAccessible(page, 'profile')

  await page.keyboard.press('g')
  await page.keyboard.press('l')
  await expect(page).toHaveURL(/\/lead-search\/saved-lists$/)
  await page.keyboard.press('g')
  await page.keyboard.press('s')
  await expect(page).toHaveURL(/\/settings\/business-profile$/)
  await expectAccessible(page, 'settings')

  // The admin area is not this user's: its navigation command is not offered as runnable.
  await page.keyboard.press('g')
  await page.keyboard.press('d')
  await expect(page).toHaveURL(/\/settings\/business-profile$/)

  await page.keyboard.press('Shift+?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
  await expectAccessible(page, 'cheat sheet')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await runFromPalette(page, 'Deutsch')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Einstellungen' })).toBeVisible()
  await expectAccessible(page, 'settings in German')

  await page.keyboard.press('Shift+Q')
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()
  await expectAccessible(page, 'login in German')
})
