import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, signIn, type Account } from './accounts'
import { readCode } from './mailbox'
import { runFromPalette, tabTo } from './keyboard'

/** A confirmed account whose owner never accepted the terms (the agreement was not ticked at sign-up). */
async function accountWithoutTerms(baseURL: string): Promise<Account> {
  const email = `terms.${Date.now()}@example.com`
  const password = 'terms-pass-2025'
  const post = (path: string, body: unknown) => fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
  const registered = await post('/auth/register', { first_name: 'Tess', last_name: 'Terms', email, password, password_confirmation: password, terms: false })
  expect(registered.ok, await registered.clone().text()).toBe(true)
  expect((await post('/auth/confirm-email', { email, code: await readCode(email) })).ok).toBe(true)
  const login = await post('/auth/login', { email, password })
  return { email, password, token: (await login.json()).authorisation.token }
}

/** Every CSP violation the page reports from now on. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = [])
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

test('by keyboard: accept the terms, open the local billing portal and come back, the chat widget loaded then gone at logout', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const account = await accountWithoutTerms(baseURL!)
  const me = await apiAs(baseURL!, account, 'GET', '/api/me')
  expect(me.body).toMatchObject({ terms_required: true, terms_version: null })
  const card = await apiAs(baseURL!, account, 'POST', '/api/wallet/cards', { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' })
  expect(card.status).toBe(201)
  const violations = await watchPolicy(page)

  // Signed in, the terms come before anything else: a dialog that Escape does not close.
  await signIn(page, account)
  const terms = page.getByRole('dialog', { name: 'Terms of service' })
  await expect(terms).toBeVisible()
  await expect(terms.getByRole('region', { name: 'The terms of service, version 1' })).toContainText('Acceptable use')
  await expectAccessible(page, 'the terms dialog')
  await page.keyboard.press('Escape')
  await expect(terms).toBeVisible()
  await tabTo(page, terms.getByRole('button', { name: /Accept the terms/ }))
  await page.keyboard.press('Enter')
  await expect(terms).toBeHidden()
  expect((await apiAs(baseURL!, account, 'GET', '/api/me')).body).toMatchObject({ terms_required: false, terms_version: 1 })

  // The chat widget of this installation loaded with the user's verified identity, and reached its server.
  const loader = page.locator('script[data-lc-chat-widget]')
  await expect(loader).toHaveAttribute('src', process.env.E2E_CHAT_WIDGET_URL!)
  await expect(loader).toHaveAttribute('data-user-hash', me.body.hash)
  await expect(loader).toHaveAttribute('data-user-email', account.email)
  await expect.poll(() => page.evaluate(() => (window as unknown as { E2EChatWidget?: { connected: boolean; userHash: string } }).E2EChatWidget)).toEqual(
    expect.objectContaining({ connected: true, userHash: me.body.hash, appId: 'e2e-widget' }),
  )

  // Open billing portal: the local test provider's own page, with the card and its validation payment.
  await runFromPalette(page, 'Open billing portal')
  await expect(page).toHaveURL(/\/billing-portal\/local\?state=[\w-]+$/)
  await expect(page.getByRole('heading', { name: 'Billing portal: local test provider' })).toBeVisible()
  await expect(page.getByText('no real money moves')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Cards' })).toContainText('Visa ending in 4242')
  await expect(page.getByRole('table', { name: 'Every payment of this account, newest first' })).toContainText('Card validation')
  await expectAccessible(page, 'the local billing portal')

  // Back to the console through /callback, which spends the visit's state.
  await tabTo(page, page.getByRole('link', { name: 'Back to the console' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/callback\?kind=billing_portal&state=/)
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back from the billing portal' })).toBeVisible()
  await expectAccessible(page, 'the return from the billing portal')
  // The same return again is refused with its reason.
  await page.reload()
  await expect(page.getByRole('alert')).toHaveText('This return link has already been used. Please start again from the console.')

  // Logout takes the widget out: its script, its element and its global.
  await runFromPalette(page, 'Log out')
  await expect(page).toHaveURL(/\/login$/)
  await expect(loader).toHaveCount(0)
  await expect(page.locator('[data-chat-widget]')).toHaveCount(0)
  expect(await page.evaluate(() => 'E2EChatWidget' in window)).toBe(false)
  expect(await violations()).toEqual([])
})
