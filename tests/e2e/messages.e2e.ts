import { expect, test } from '@playwright/test'
import { newAccount } from './accounts'
import { typeInto } from './keyboard'

/** The interface language a visitor chose before (the stored choice the app starts in). */
const speak = (locale: string) => (page: import('@playwright/test').Page) => page.addInitScript((l) => localStorage.setItem('locale', l), locale)
/** The toasts on screen (react-hot-toast renders each as a polite status). */
const toasts = (page: import('@playwright/test').Page, text: string) => page.locator('[role="status"][aria-live="polite"]').filter({ hasText: text })

test('a refused sign-in says why once, in Spanish, and under the e-mail field', async ({ page, baseURL }) => {
  const account = await newAccount(baseURL!, 'refused')
  await speak('es')(page)
  await page.goto('/login')
  await typeInto(page, page.getByLabel('Correo electrónico'), account.email)
  await typeInto(page, page.getByLabel('Contraseña'), 'not-the-password')
  await page.keyboard.press('Enter')
  const said = 'Estas credenciales no coinciden con nuestros registros.'
  await expect(page.getByLabel('Correo electrónico')).toHaveAccessibleDescription(said)
  await expect(toasts(page, said)).toHaveCount(1)
  await expect(page.getByText('These credentials do not match our records.')).toHaveCount(0)
})

test('a saved profile says so once, in German', async ({ page, baseURL }) => {
  const account = await newAccount(baseURL!, 'saved')
  await speak('de')(page)
  await page.goto('/login')
  await typeInto(page, page.getByLabel('E-Mail-Adresse'), account.email)
  await typeInto(page, page.getByLabel('Passwort'), account.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/lead-search\/new-search$/)
  await page.goto('/profile-settings/profile')
  await typeInto(page, page.getByLabel('Vorname'), 'Grace')
  await page.keyboard.press('Enter')
  await expect(toasts(page, 'Ihr Profil wurde aktualisiert.')).toHaveCount(1)
  await expect(page.getByText('Your profile has been updated.')).toHaveCount(0)
})
