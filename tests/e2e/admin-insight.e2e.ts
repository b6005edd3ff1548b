import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, signIn } from './accounts'
import { parseCsv } from './csv'
import { e2eAdmin } from './global-setup'
import { runFromPalette, tabTo } from './keyboard'

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })

test('admin insight by keyboard: the dashboard, a chart as a table, the CSV of credit usage, every insight screen accessible', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  // A customer who signed up, so the reports have someone to count.
  await newAccount(baseURL!, 'insight')
  await signIn(page, e2eAdmin)
  await expect(page.getByRole('heading', { level: 1, name: 'New search' })).toBeVisible()

  await runFromPalette(page, 'Go to Admin dashboard')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(heading(page, 'Admin dashboard')).toBeVisible()
  await expect(page.getByRole('definition').first()).not.toBeEmpty()
  await expectAccessible(page, 'the admin dashboard')

  // The users chart is reached by Tab; the arrows read its points out; Shift+T shows it as a table.
  const chart = page.getByRole('group', { name: 'Users: chart' })
  await tabTo(page, chart, 80)
  await page.keyboard.press('End')
  await expect(chart).toContainText(/: \d/)
  await page.keyboard.press('ArrowLeft')
  await expect(chart).toContainText(/: \d/)
  await page.keyboard.press('Shift+T')
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Users: chart' })).toHaveCount(0)
  await expectAccessible(page, 'the dashboard with a chart as a table')

  // Credit usage, then its CSV by the export command's shortcut.
  await runFromPalette(page, 'Go to Credit usage')
  await expect(page).toHaveURL(/\/admin\/user-analytics\/credit-usage$/)
  await expect(heading(page, 'Credit usage')).toBeVisible()
  await expect(page.getByRole('definition').first()).not.toBeEmpty()
  await expectAccessible(page, 'credit usage')
  const download = page.waitForEvent('download')
  await page.locator('body').press('Shift+O')
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^credit-usage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = parseCsv(readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, ''))
  expect(rows[0]).toEqual(['Account ID', 'Account', 'Owner e-mail', 'Spent', 'Refunded', 'Net spent'])
  await expect(page.getByText('The CSV file was downloaded.')).toBeVisible()

  // The user-analytics tabs are links in the tab order.
  const loginTab = page.getByRole('link', { name: 'Login activity' })
  await tabTo(page, loginTab, 80)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/user-analytics\/login-activity$/)
  await expect(heading(page, 'Login activity')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Today' })).toBeVisible()
  await expectAccessible(page, 'login activity')

  for (const [command, path, title] of [
    ['Go to Monthly credit usage', /monthly-credit-usage$/, 'Monthly credit usage'],
    ['Go to Searchers', /\/admin\/searchers$/, 'Searchers'],
    ['Go to Subscription report', /\/admin\/reports\/subscriptions$/, 'Subscription report'],
    ['Go to User referral report', /\/admin\/reports\/user-referrals$/, 'User referral report'],
  ] as const) {
    await runFromPalette(page, command)
    await expect(page).toHaveURL(path)
    await expect(heading(page, title)).toBeVisible()
    await expect(page.getByRole('definition').first()).not.toBeEmpty()
    await expectAccessible(page, title)
  }

  // A plain user is refused the reports.
  const customer = await newAccount(baseURL!, 'insight-plain')
  expect((await apiAs(baseURL!, customer, 'GET', '/api/admin/analytics/dashboard')).status).toBe(403)
})
