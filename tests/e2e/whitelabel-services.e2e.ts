import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, signIn, type Account } from './accounts'
import { e2eAdmin } from './global-setup'
import { confirmByKeyboard, runFromPalette, tabTo, typeInto } from './keyboard'

/** A fresh account that the admin gives the white-label module: a reseller. */
async function newReseller(baseURL: string): Promise<Account> {
  const reseller = await newAccount(baseURL, 'wl-services')
  const admin = await newAdminSession(baseURL)
  const me = await apiAs(baseURL, reseller, 'GET', '/api/me')
  const granted = await apiAs(baseURL, admin, 'PUT', `/api/admin/users/${me.body.id}`, { modules: ['leads', 'ai_suggest', 'wallet', 'whitelabel'] })
  expect(granted.status, JSON.stringify(granted.body)).toBe(200)
  return reseller
}

async function newAdminSession(baseURL: string): Promise<Account> {
  const res = await fetch(`${baseURL}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(e2eAdmin) })
  return { ...e2eAdmin, token: (await res.json()).authorisation.token }
}

const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible()

test('reseller services by keyboard: SMTP details, the webhook and its secret, an e-mail template, partners', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const reseller = await newReseller(baseURL!)
  await signIn(page, reseller)

  await page.goto('/whitelabel/smtp')
  await expect(page.getByRole('heading', { level: 2, name: 'SMTP' })).toBeVisible()
  await expect(page.getByText('SMTP is unavailable without SMTP details.')).toBeVisible()
  await expectAccessible(page, 'SMTP settings')
  await typeInto(page, page.getByLabel('SMTP host', { exact: true }), 'smtp.reseller.example')
  await typeInto(page, page.getByLabel('Port', { exact: true }), '587')
  await typeInto(page, page.getByLabel('Username', { exact: true }), 'mailer@reseller.example')
  await typeInto(page, page.getByLabel('App password', { exact: true }), 'too short')
  await typeInto(page, page.getByLabel('Support e-mail', { exact: true }), 'help@reseller.example')
  await typeInto(page, page.getByLabel('Sender e-mail', { exact: true }), 'hello@reseller.example')
  await page.keyboard.press('Enter')
  await expect(page.getByText('An SMTP app password is 16 characters.')).toBeVisible()
  await typeInto(page, page.getByLabel('App password', { exact: true }), 'abcd efgh ijkl mnop')
  await page.keyboard.press('Enter')
  await notice(page, 'SMTP details saved.')
  await expect(page.getByRole('button', { name: 'Send a test e-mail' })).toBeVisible()
  await expectAccessible(page, 'SMTP settings saved')

  await page.goto('/whitelabel/webhook')
  await expect(page.getByRole('heading', { level: 2, name: 'Subscription webhooks' })).toBeVisible()
  await typeInto(page, page.getByLabel('Endpoint URL', { exact: true }), 'https://hooks.reseller.example/subscriptions')
  for (const event of ['subscription.create', 'subscription.cancel']) {
    await tabTo(page, page.getByLabel(event, { exact: true }))
    await page.keyboard.press('Space')
  }
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('wl-webhook-secret')).toContainText('whsec_')
  await expect(page.getByText(/Signing secret ending in/)).toBeVisible()
  await expectAccessible(page, 'webhook settings with the secret shown once')
  await runFromPalette(page, 'Make a new signing secret')
  await confirmByKeyboard(page, 'Make a new signing secret?', 'Make a new signing secret', { safeLabel: 'Keep' })
  await notice(page, 'Webhook saved.')

  await page.goto('/whitelabel/email-templates')
  await expect(page.getByRole('heading', { level: 2, name: 'E-mail templates' })).toBeVisible()
  await expectAccessible(page, 'e-mail templates')
  await typeInto(page, page.getByLabel('Subject', { exact: true }), 'Welcome aboard, {{customer_name}}')
  await runFromPalette(page, 'Preview the e-mail')
  await expect(page.getByTestId('wl-preview-subject')).toHaveText('Welcome aboard, Ada Lovelace')
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }))
  await page.keyboard.press('Enter')
  await notice(page, 'E-mail template saved.')
  await expect(page.getByLabel('Template', { exact: true })).toContainText('Welcome · Your wording')
  await runFromPalette(page, 'Reset to the default wording')
  await confirmByKeyboard(page, /Reset the Welcome template/, 'Reset to the default wording', { safeLabel: 'Keep' })
  await notice(page, 'E-mail template back to its default wording.')
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Welcome to {{business_name}}')

  await page.goto('/whitelabel/partners')
  await expect(page.getByText('No partners yet.')).toBeVisible()
  await expectAccessible(page, 'reseller partners, empty')
  await runFromPalette(page, 'New reseller partner')
  await expect(page).toHaveURL(/\/whitelabel\/partners\/create$/)
  await typeInto(page, page.getByLabel('Name', { exact: true }), 'Agency North')
  await typeInto(page, page.getByLabel('Commission (%)', { exact: true }), '150')
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Commission (%)', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await typeInto(page, page.getByLabel('Commission (%)', { exact: true }), '15')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/whitelabel\/partners$/)
  await expect(page.getByRole('rowheader', { name: 'Agency North' })).toBeVisible()
  await expectAccessible(page, 'reseller partners with one')
  await runFromPalette(page, 'Delete a reseller partner', 'Agency North')
  await confirmByKeyboard(page, /Delete Agency North/, 'Delete Agency North', { safeLabel: 'Keep' })
  await expect(page.getByText('No partners yet.')).toBeVisible()
})
