import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { adminSession, apiAs, signIn } from './accounts'
import { tabTo, typeInto } from './keyboard'
import { mailsTo, newReseller, publishedPackage, resellerColours, saveBusinessAccount, uploadLogo } from './resellers'

/** `#0B5D1E` -> `rgb(11, 93, 30)`, as getComputedStyle answers a colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

test('a visitor buys on a reseller’s sales page by keyboard and becomes its customer: subscription listed, welcome mailed', async ({ browser, page, baseURL }) => {
  test.setTimeout(90_000)
  const admin = await adminSession(baseURL!)
  const reseller = await newReseller(baseURL!, 'wl-sales', admin)
  const business = `Tidewater Leads ${Date.now().toString(36)}`
  await saveBusinessAccount(baseURL!, reseller, business)
  const logo = await uploadLogo(baseURL!, reseller)
  const packageId = await publishedPackage(baseURL!, admin, reseller, 'Harbour Pro', 5900)
  const slug = `harbour-pro-${Date.now().toString(36)}`
  const settings = await apiAs(baseURL!, reseller, 'PUT', `/api/wl/packages/${packageId}/sales-settings`, { slug, title: 'Harbour Pro for agencies', description: 'Leads every morning.', enabled: true })
  expect(settings.status, JSON.stringify(settings.body)).toBe(200)

  // The visitor: nobody signed in, on the reseller's page in the reseller's look.
  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`/sales/${slug}`)
  const heading = visitor.getByRole('heading', { level: 2, name: 'Harbour Pro for agencies' })
  await expect(heading).toBeVisible()
  await expect(heading).toHaveCSS('color', rgb(resellerColours.heading_color))
  const shownLogo = visitor.getByRole('img', { name: business })
  await expect(shownLogo).toHaveAttribute('src', logo)
  // The reseller's from edge to edge, on the product's own host: its logo beside the card, its page colour, its name
  // in the tab, and the product's name nowhere.
  await expect(visitor.getByRole('banner').getByRole('img', { name: business })).toBeVisible()
  await expect(visitor.getByRole('banner').locator('..')).toHaveCSS('background-color', rgb(resellerColours.login_page_bg_color))
  await expect(visitor).toHaveTitle(new RegExp(` · ${business}$`))
  await expect(visitor.getByText('Lead Console')).toHaveCount(0)
  await expect(visitor.getByText('$59.00 per period, 300 credits')).toBeVisible()
  const buy = visitor.getByRole('button', { name: 'Buy now', exact: true })
  await expect(buy).toHaveCSS('background-color', rgb(resellerColours.button_color))
  await expectAccessible(visitor, 'the sales page')

  const email = `wl-sales-buyer.${Date.now()}@example.com`
  const form = visitor.getByRole('form', { name: 'Your order' })
  await typeInto(visitor, form.getByLabel('First name'), 'Marisol')
  await typeInto(visitor, form.getByLabel('Last name'), 'Quay')
  await typeInto(visitor, form.getByLabel('E-mail'), email)
  await tabTo(visitor, buy)
  await visitor.keyboard.press('Enter')
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you! Your account is ready: check your e-mail to sign in.' })).toBeVisible()
  await expect(form).toHaveCount(0)
  await expectAccessible(visitor, 'the sales page after the purchase')
  await visitor.context().close()

  // The welcome e-mail, in the reseller's name, sends the new customer to choose a password.
  await expect.poll(async () => (await mailsTo(email)).map((m) => m.subject), { timeout: 15_000 }).toEqual([`Welcome to ${business}`])
  const [welcome] = await mailsTo(email)
  expect(welcome.text).toContain('Your Harbour Pro account is ready.')
  expect(welcome.text).toContain(`${baseURL}/forgot-password`)

  // The reseller finds the new customer among its subscriptions.
  await signIn(page, reseller)
  await page.goto('/whitelabel/subscriptions')
  await expect(page.getByRole('heading', { level: 2, name: 'Subscriptions' })).toBeVisible()
  await expect(page.getByText('1 subscription', { exact: true })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Marisol Quay')
  await expect(row).toContainText('Harbour Pro')
  await expect(row).toContainText('$59.00')
  await expect(row).toContainText('Active')
  await expectAccessible(page, 'the reseller’s subscriptions with the new customer')

  // Sold through the local provider, the subscription is live at once.
  const subs = await apiAs(baseURL!, reseller, 'GET', `/api/wl/subscriptions?q=${encodeURIComponent(email)}`)
  expect(subs.body.data).toHaveLength(1)
  expect(subs.body.data[0]).toMatchObject({ email, status: 'active', provider: 'local' })
})
