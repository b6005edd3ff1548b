import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, signIn, type Account } from './accounts'
import { e2eAdmin } from './global-setup'
import { confirmByKeyboard, runFromPalette, tabTo, typeInto } from './keyboard'

/** A fresh account that the admin gives the white-label module: a reseller. */
async function newReseller(baseURL: string): Promise<Account> {
  const reseller = await newAccount(baseURL, 'wl-pages')
  const res = await fetch(`${baseURL}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(e2eAdmin) })
  const admin = { ...e2eAdmin, token: (await res.json()).authorisation.token }
  const me = await apiAs(baseURL, reseller, 'GET', '/api/me')
  const granted = await apiAs(baseURL, admin, 'PUT', `/api/admin/users/${me.body.id}`, { modules: ['leads', 'ai_suggest', 'wallet', 'whitelabel'] })
  expect(granted.status, JSON.stringify(granted.body)).toBe(200)
  return reseller
}

const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible()

test('a user without the white-label module lands on the upgrade page, with an upgrade link', async ({ page, baseURL }) => {
  const user = await newAccount(baseURL!, 'wl-upgrade')
  await signIn(page, user)
  await page.goto('/whitelabel/custom-links')
  await expect(page).toHaveURL(/\/whitelabel\/upgrade$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Upgrade to white-label' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'You do not have permission to use the white-label console.' })).toBeVisible()
  const upgrade = page.getByRole('link', { name: 'Upgrade your plan' })
  await expect(upgrade).toHaveAttribute('href', '/billing-portal')
  await tabTo(page, upgrade)
  await expectAccessible(page, 'white-label upgrade')
})

test('reseller pages by keyboard: payment provider, Stripe return, custom links and resources', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const reseller = await newReseller(baseURL!)
  await signIn(page, reseller)

  await page.goto('/whitelabel/stripe')
  await expect(page.getByRole('heading', { level: 2, name: 'Payment provider' })).toBeVisible()
  await expect(page.getByText('Stripe Connect is not set up on this server.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Connect Stripe' })).toHaveCount(0)
  await expectAccessible(page, 'payment provider')
  const provider = page.getByRole('combobox', { name: 'Payment provider', exact: true })
  await tabTo(page, provider)
  await provider.selectOption('paykickstart')
  await runFromPalette(page, 'Save the payment provider')
  // PayKickStart needs its IPN secret first: the server's message lands under the provider.
  await expect(page.getByText('Set your PayKickStart secret before choosing PayKickStart.').first()).toBeVisible()
  await typeInto(page, page.getByLabel('IPN secret', { exact: true }), 'pks-secret-123')
  await page.keyboard.press('Enter')
  await notice(page, 'Payment provider saved.')
  await expect(page.getByLabel('IPN secret', { exact: true })).toHaveValue('')
  await expect(page.getByText('Saved. It is never shown; leave the field blank to keep it.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Payment provider', exact: true })).toHaveValue('paykickstart')
  await expectAccessible(page, 'payment provider with PayKickStart')

  // A return link Stripe did not make (or already used) is refused and said so.
  await page.goto('/whitelabel/stripe/callback?code=ac_fake&state=not-ours')
  await expect(page.getByRole('alert').filter({ hasText: 'The Stripe account was not connected.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the payment provider' })).toBeVisible()
  await expectAccessible(page, 'Stripe return refused')
  await page.goto('/whitelabel/stripe/callback?error=access_denied&error_description=The+user+denied+your+request')
  await expect(page.getByRole('alert')).toContainText('Stripe said: The user denied your request')

  await page.goto('/whitelabel/resources')
  await expect(page.getByRole('heading', { level: 2, name: 'Resources' })).toBeVisible()
  await expect(page.getByText('No links yet.')).toBeVisible()
  await expectAccessible(page, 'resources, none yet')

  await page.goto('/whitelabel/custom-links')
  await expect(page.getByRole('heading', { level: 2, name: 'Custom links' })).toBeVisible()
  await expectAccessible(page, 'custom links')
  await typeInto(page, page.getByLabel('Setup guide', { exact: true }), 'not a link')
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Setup guide', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await typeInto(page, page.getByLabel('Setup guide', { exact: true }), 'https://setup.reseller.example/start')
  await typeInto(page, page.getByLabel('Roadmap', { exact: true }), 'https://roadmap.reseller.example')
  await runFromPalette(page, 'Save the custom links')
  await notice(page, 'Links saved.')

  await page.goto('/whitelabel/resources')
  const list = page.getByRole('list', { name: 'Resources' })
  await expect(list.getByRole('link')).toHaveCount(2)
  await expect(list.getByRole('link', { name: /Setup guide/ })).toHaveAttribute('href', 'https://setup.reseller.example/start')
  await expect(list.getByRole('link', { name: /Roadmap/ })).toHaveAttribute('target', '_blank')
  await expectAccessible(page, 'resources with links')
})

test('reseller training content by keyboard: a course, a page of it, deleting the page', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const reseller = await newReseller(baseURL!)
  await signIn(page, reseller)

  await page.goto('/whitelabel/training-content')
  await expect(page.getByRole('heading', { level: 2, name: 'Client training content' })).toBeVisible()
  await expect(page.getByText('No courses yet.')).toBeVisible()
  await expectAccessible(page, 'training content, empty')
  await typeInto(page, page.getByLabel('Title', { exact: true }), 'Getting started')
  await typeInto(page, page.getByLabel('Description', { exact: true }), 'The first steps')
  await page.keyboard.press('Enter')
  await notice(page, 'Course “Getting started” saved.')
  await expect(page.getByRole('rowheader', { name: 'Getting started' })).toBeVisible()
  await expectAccessible(page, 'training content with a course')

  const open = page.getByRole('link', { name: 'Open Getting started' })
  await tabTo(page, open)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible()
  await expect(page.getByText('No pages yet.')).toBeVisible()
  await expectAccessible(page, 'a training course')
  await tabTo(page, page.getByRole('link', { name: 'New page' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'New course page' })).toBeVisible()
  await typeInto(page, page.getByLabel('Title', { exact: true }), 'Your first list')
  await typeInto(page, page.getByLabel('Page content (HTML)', { exact: true }), '<p>Make a list.</p><script>alert(1)</script>')
  await typeInto(page, page.getByLabel('Video URL', { exact: true }), 'ftp://nope')
  await expectAccessible(page, 'a course page form')
  await runFromPalette(page, 'Save the course page')
  await expect(page.getByLabel('Video URL', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await typeInto(page, page.getByLabel('Video URL', { exact: true }), 'https://video.reseller.example/1')
  await runFromPalette(page, 'Save the course page')
  await notice(page, 'Page “Your first list” saved.')
  await expect(page.getByRole('list', { name: 'Pages' }).getByRole('link', { name: 'Edit Your first list' })).toBeVisible()

  await tabTo(page, page.getByRole('link', { name: 'Edit Your first list' }))
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Page content (HTML)', { exact: true })).toHaveValue('<p>Make a list.</p>')
  await page.goBack()
  await runFromPalette(page, 'Delete a course page', 'Your first list')
  await confirmByKeyboard(page, /Delete Your first list/, 'Delete Your first list', { safeLabel: 'Keep' })
  await expect(page.getByText('No pages yet.')).toBeVisible()
})
