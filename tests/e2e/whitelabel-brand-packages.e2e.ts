import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, signIn } from './accounts'
import { newReseller, planForResellers } from './resellers'
import { runFromPalette, tabTo, typeInto } from './keyboard'

const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible()

test('a reseller sets its brand, creates a package, publishes it and opens its sales page, all by keyboard; axe on each', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000)
  const reseller = await newReseller(baseURL!, 'wl-brand')
  const plan = await planForResellers(baseURL!, 'brand')
  const slug = `gold-${Date.now()}`
  await signIn(page, reseller)

  await page.goto('/whitelabel/business-account')
  await expect(page.getByRole('heading', { level: 2, name: 'Business account' })).toBeVisible()
  await expectAccessible(page, 'business account')
  await typeInto(page, page.getByLabel('Business name', { exact: true }), 'Northwind Leads')
  await typeInto(page, page.getByLabel('Login page text', { exact: true }), 'Leads for the north.')
  await typeInto(page, page.getByLabel('Login page background colour', { exact: true }), '#123456')
  await page.keyboard.press('Enter')
  await notice(page, 'Business account saved.')
  const saved = await apiAs(baseURL!, reseller, 'GET', '/api/wl/business-account')
  expect(saved.body.data).toMatchObject({ name: 'Northwind Leads', content: 'Leads for the north.', login_page_bg_color: '#123456' })

  await page.goto('/whitelabel/packages')
  await expect(page.getByText('There are no packages yet.')).toBeVisible()
  await expectAccessible(page, 'packages, none yet')
  await runFromPalette(page, 'New package')
  await expect(page).toHaveURL(/\/whitelabel\/packages\/create$/)
  await typeInto(page, page.getByLabel('Name', { exact: true }), 'Gold')
  await typeInto(page, page.getByLabel('Description', { exact: true }), 'Everything, every month')
  await tabTo(page, page.getByLabel('Platform plan', { exact: true }))
  await page.keyboard.type(plan.name)
  await expect(page.getByLabel('Platform plan', { exact: true })).toHaveValue(String(plan.id))
  await typeInto(page, page.getByLabel('Price per period', { exact: true }), '0.10')
  await typeInto(page, page.getByLabel('Credits per period', { exact: true }), '300')
  await page.keyboard.press('Enter')
  await expect(page.getByText('More than 12 cents per credit.').first()).toBeVisible()
  await expectAccessible(page, 'package form with a refused price')
  await typeInto(page, page.getByLabel('Price per period', { exact: true }), '49.00')
  await page.keyboard.press('Enter')
  await notice(page, 'Gold was created as a draft.')

  await page.goto('/whitelabel/packages')
  await expect(page.getByRole('cell', { name: 'Draft' })).toBeVisible()
  await runFromPalette(page, 'Publish a package', 'Gold')
  await notice(page, 'Gold is published.')
  await expect(page.getByRole('cell', { name: 'Published' })).toBeVisible()
  await expectAccessible(page, 'packages, one published')

  await runFromPalette(page, 'Package sales settings', 'Gold')
  await expect(page).toHaveURL(/\/sales-settings$/)
  await typeInto(page, page.getByLabel('Address (slug)', { exact: true }), 'not a slug!')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Letters, numbers and hyphens only.').first()).toBeVisible()
  await expectAccessible(page, 'sales settings with a refused slug')
  await typeInto(page, page.getByLabel('Address (slug)', { exact: true }), slug)
  await typeInto(page, page.getByLabel('Page title', { exact: true }), 'Gold, by Northwind')
  await page.keyboard.press('Enter')
  await notice(page, `The sales page is saved at /sales/${slug}.`)

  // A visitor, signed out, sees the page in the reseller's name with the package on sale.
  const visitor = await browser.newContext({ baseURL })
  const sales = await visitor.newPage()
  await sales.goto(`/sales/${slug}`)
  await expect(sales.getByRole('heading', { name: 'Gold, by Northwind' })).toBeVisible()
  await expect(sales.getByText('Northwind Leads').first()).toBeVisible()
  await expect(sales.getByRole('button', { name: 'Buy now' })).toBeVisible()
  await expectAccessible(sales, 'the public sales page')
  await visitor.close()
})
