import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, type Account } from './accounts'
import { runFromPalette } from './keyboard'

/*
 * Forms, words and the actions that were buttons only: one behaviour per test, as a signed-in user at 1366x768.
 */

const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4317'
let account: Account

test.use({ viewport: { width: 1366, height: 768 } })

test.beforeAll(async () => {
  account = await newAccount(baseUrl, 'forms-words')
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript((token) => localStorage.setItem('access_token', token), account.token)
})

async function open(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible()
}

test('the sidebar shows an icon and the shortcut of every module entry', async ({ page }) => {
  await open(page, '/profile-settings/profile', 'Profile')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const lead = nav.getByRole('link', { name: 'Lead search' })
  await expect(lead.locator('svg')).toHaveCount(1)
  await expect(lead.locator('kbd')).toHaveText(['G', 'N'])
  await expect(nav.getByRole('link', { name: 'Settings' }).locator('kbd')).toHaveText(['G', 'S'])
  await expectAccessible(page, 'profile with the sidebar')
})

test('a refused profile save focuses the field; correcting it drops the message; Enter saves', async ({ page }) => {
  await open(page, '/profile-settings/profile', 'Profile')
  const first = page.getByLabel('First name')
  await first.fill('')
  await page.getByLabel('Last name').press('Enter')
  await expect(first).toBeFocused()
  await expect(first).toHaveAttribute('aria-invalid', 'true')
  await first.fill('Ada')
  await expect(first).not.toHaveAttribute('aria-invalid', 'true')
  await first.press('Enter')
  await expect(page.getByText('Your profile has been updated.').first()).toBeVisible()
  await expectAccessible(page, 'profile after a save')
})

test('a label is created with Enter and renamed through its command', async ({ page }) => {
  await open(page, '/lead-search/custom-labels', 'Custom labels')
  await page.getByLabel('Label name').fill('Hot lead')
  await page.getByLabel('Label name').press('Enter')
  const list = page.getByRole('list', { name: 'Custom labels' })
  await expect(list.getByRole('textbox').first()).toHaveValue('Hot lead')
  await runFromPalette(page, 'rename label', 'Rename label: Hot lead', 'Rename a label…')
  await expect(list.getByRole('textbox').first()).toBeFocused()
  await expectAccessible(page, 'custom labels')
})

test('a webhook is edited in a dialog; Escape leaves the field, the next Escape closes', async ({ page }) => {
  const created = await apiAs(baseUrl, account, 'POST', '/api/integrations/webhooks', { name: 'Edit me', url: 'https://example.com/hook', events: ['lead.sent'] })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  await open(page, '/settings/integration/webhook/list', 'Webhooks')
  await page.getByRole('button', { name: 'Edit webhook: Edit me' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Edit me' })
  const name = dialog.getByLabel('Name')
  await expect(name).toHaveValue('Edit me')
  await name.fill('Edited')
  await expectAccessible(page, 'webhook edit dialog')
  await name.press('Escape')
  await expect(dialog).toBeVisible()
  await expect(name).not.toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  await page.getByRole('button', { name: 'Edit webhook: Edit me' }).click()
  await dialog.getByLabel('Name').fill('Edited')
  await dialog.getByLabel('Name').press('Enter')
  await expect(page.getByRole('rowheader', { name: 'Edited', exact: true })).toBeVisible()
  expect((await apiAs(baseUrl, account, 'GET', `/api/integrations/webhooks/${created.body.webhook.id}`)).body.name).toBe('Edited')
})

test('counts and key caps read right in Spanish', async ({ page }) => {
  const created = await apiAs(baseUrl, account, 'POST', '/api/campaigns', { name: 'Uno', type: 'industry', search: { category: 'dentist', location: { country: 'US', state: 'CA', city: 'Fresno' }, limit: 5 } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  await open(page, '/lead-search/saved-lists', 'Saved lists')
  await expect(page.getByText(/^1 list, 0 selected$/)).toBeVisible()
  await runFromPalette(page, 'language', 'Español', 'Change language')
  await expect(page.getByText(/^1 lista, seleccionadas: 0$/)).toBeVisible()
  await page.keyboard.press('Shift+?')
  await expect(page.getByRole('dialog')).toContainText('Mayús')
  await page.keyboard.press('Escape')
  await runFromPalette(page, 'idioma', 'English', 'Cambiar idioma')
  await expect(page.getByRole('heading', { name: 'Saved lists', level: 1 })).toBeVisible()
})
