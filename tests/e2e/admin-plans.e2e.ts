import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { adminSession, apiAs, newAccount } from './accounts'
import { e2eAdmin } from './global-setup'
import { confirmByKeyboard, runFromPalette, tabTo, typeInto } from './keyboard'

async function signInAsAdmin(page: Page) {
  await page.goto('/login')
  await typeInto(page, page.getByLabel('E-mail'), e2eAdmin.email)
  await typeInto(page, page.getByLabel('Password'), e2eAdmin.password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'New search' })).toBeVisible()
}

test('plans by keyboard: create a plan, fail to delete it while an account is on it, read its history and the audit log', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const name = `Growth ${Date.now()}`
  await signInAsAdmin(page)

  await runFromPalette(page, 'New plan')
  await expect(page).toHaveURL(/\/admin\/plans\/create$/)
  const form = page.getByRole('form', { name: 'New plan' })
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page, 'new plan form')

  // Enter in an empty form: the name's own message, from the same check the server runs.
  await tabTo(page, form.getByLabel('Name'))
  await page.keyboard.press('Enter')
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Name is required')).toBeVisible()
  await expectAccessible(page, 'new plan form with an error')

  await typeInto(page, form.getByLabel('Name'), name)
  await typeInto(page, form.getByLabel('Price', { exact: true }), '19,90')
  await tabTo(page, form.getByLabel('Currency'))
  await page.keyboard.press('e')
  await expect(form.getByLabel('Currency')).toHaveValue('eur')
  await typeInto(page, form.getByLabel('Credits each month'), '750')
  await typeInto(page, form.getByLabel('Searches each month'), '25')
  await tabTo(page, form.getByRole('checkbox', { name: 'Wallet' }))
  await page.keyboard.press('Space')
  await typeInto(page, form.getByLabel('GHL plan ID'), 'ghl-growth')
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/admin\/plans$/)
  const table = page.getByRole('table', { name: /plans?$/ })
  const row = table.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('19.90')
  await expect(row).toContainText('750')
  await expect(row).toContainText('Lead search, Wallet')
  await expectAccessible(page, 'plans table')

  // An account on the plan, arranged through the admin users API (PUT /api/admin/users/{id}, part A of this issue),
  // then a delete by keyboard is refused with the reason.
  const admin = await adminSession(baseURL!)
  const plans = await apiAs<{ data: { id: number; name: string }[] }>(baseURL!, admin, 'GET', '/api/admin/plans')
  const plan = plans.body.data.find((p) => p.name === name)!
  const user = await newAccount(baseURL!, 'plan-holder')
  const me = await apiAs<{ id: number }>(baseURL!, user, 'GET', '/api/me')
  const assigned = await apiAs(baseURL!, admin, 'PUT', `/api/admin/users/${me.body.id}`, { plan_id: plan.id })
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200)
  await page.reload()
  await expect(row.getByRole('cell').nth(5)).toHaveText('1')

  await tabTo(page, row.getByRole('button', { name: `Delete ${name}` }))
  await page.keyboard.press('Enter')
  await confirmByKeyboard(page, `Delete ${name}?`, 'Delete', { safeLabel: 'Keep' })
  await expect(page.getByText('A plan cannot be deleted while in use.')).toBeVisible()
  await expect(row).toBeVisible()

  // Edit by keyboard: the change shows in the plan's history, field by field.
  await tabTo(page, row.getByRole('link', { name: `Edit ${name}` }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/admin/plans/${plan.id}/edit$`))
  const edit = page.getByRole('form', { name: `Edit ${name}` })
  await expect(edit.getByLabel('Searches each month')).toHaveValue('25')
  await expectAccessible(page, 'edit plan form')
  await typeInto(page, edit.getByLabel('Searches each month'), '40')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/plans$/)

  await tabTo(page, page.getByRole('button', { name: 'History' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/plans\/history$/)
  const change = page.getByRole('listitem').filter({ hasText: 'Plan changed' }).first()
  await expect(change).toContainText(`By ${e2eAdmin.email}`)
  const changed = change.getByRole('row').filter({ hasText: 'Searches each month' })
  await expect(changed.getByRole('cell').nth(0)).toHaveText('25')
  await expect(changed.getByRole('cell').nth(1)).toHaveText('40')
  await expect(page.getByRole('listitem').filter({ hasText: 'Plan created' }).first()).toContainText('€19.90')
  await expectAccessible(page, 'plans history')

  // The audit log, reached from the admin section navigation, filtered to plans.
  await tabTo(page, page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Audit log' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/audit$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible()
  await tabTo(page, page.getByLabel('About'))
  await page.keyboard.press('p')
  await expect(page.getByLabel('About')).toHaveValue('plan')
  await expect(page.getByRole('listitem').filter({ hasText: 'Plan changed' }).first()).toContainText(`#${plan.id}`)
  await expectAccessible(page, 'audit log')
})
