import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { adminSession, apiAs, newAccount, type Account } from './accounts'
import { e2eAdmin } from './global-setup'
import { confirmByKeyboard, palette, runFromPalette, tabTo, typeInto } from './keyboard'

/** The seeded super admin, signed in by keyboard; its token arranges and checks what the screens are not about. */
async function signInAdmin(page: Page, baseURL: string): Promise<Account> {
  await page.goto('/login')
  await typeInto(page, page.getByLabel('E-mail'), e2eAdmin.email)
  await typeInto(page, page.getByLabel('Password'), e2eAdmin.password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'New search' })).toBeVisible()
  return adminSession(baseURL)
}

type Row = { id: number; email: string; status: string; credits: number }
async function userByEmail(baseURL: string, admin: Account, email: string, status?: string): Promise<Row> {
  const found = await apiAs<{ data: Row[] }>(baseURL, admin, 'GET', `/api/admin/users?q=${encodeURIComponent(email)}${status ? `&status=${status}` : ''}`)
  expect(found.status).toBe(200)
  const row = found.body.data.find((r) => r.email === email)
  expect(row, email).toBeTruthy()
  return row!
}

/** Moves the palette's cursor down to the row that contains `text` (found users follow the commands that match). */
async function moveTo(page: Page, text: string | RegExp) {
  const selected = palette(page).getByRole('option', { selected: true })
  for (let i = 0; i < 30 && !(await selected.filter({ hasText: text }).count()); i++) await page.keyboard.press('ArrowDown')
  await expect(selected).toContainText(text)
}

/** The users table filtered by the search box, with the focus on the table. */
async function searchUsers(page: Page, text: string, rows: number) {
  await typeInto(page, page.getByLabel('Search users'), text)
  const grid = page.getByRole('grid', { name: 'Users' })
  await expect(grid.locator('tbody tr')).toHaveCount(rows)
  await tabTo(page, grid)
  return grid
}

test('Ctrl+K, three letters, Enter: log in as the user, see the banner, return to admin', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const target = await newAccount(baseURL!, 'xio', { first: 'Xiomara', last: 'Quell' })
  await signInAdmin(page, baseURL!)

  await page.keyboard.press('Control+k')
  await page.keyboard.type('xio')
  const found = palette(page).getByRole('option', { name: /Xiomara Quell/ })
  await expect(found).toContainText(target.email)
  await moveTo(page, 'Xiomara Quell')
  await page.keyboard.press('Enter')
  // The user's own page of actions, edit first.
  await expect(palette(page).getByRole('option', { selected: true })).toContainText('Edit Xiomara Quell')
  await page.keyboard.type('log in')
  await expect(palette(page).getByRole('option', { selected: true })).toContainText('Log in as Xiomara Quell')
  await page.keyboard.press('Enter')
  await confirmByKeyboard(page, 'Log in as Xiomara Quell?', 'Log in as Xiomara Quell')

  const banner = page.getByRole('complementary', { name: 'Logged in as another user' })
  await expect(banner.getByRole('status')).toHaveText(`You are viewing as Xiomara Quell (${target.email})`)
  await expect(page).toHaveURL(/\/lead-search\/new-search$/)
  await expect(page.getByTestId('account-indicator')).toContainText('Xiomara Quell')
  await expectAccessible(page, 'the impersonation banner')

  await runFromPalette(page, 'Return to admin')
  await expect(page).toHaveURL(/\/admin\/users$/)
  await expect(banner).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible()
})

test('reset limits, delete and restore a user from the users table, and read their history', async ({ page, baseURL }) => {
  test.setTimeout(150_000)
  const target = await newAccount(baseURL!, 'yor', { first: 'Yorick', last: 'Umber' })
  const admin = await signInAdmin(page, baseURL!)
  const id = (await userByEmail(baseURL!, admin, target.email)).id

  await runFromPalette(page, 'Go to Users')
  await expect(page).toHaveURL(/\/admin\/users$/)
  await searchUsers(page, 'Yorick', 1)
  await expectAccessible(page, 'admin/users')

  await runFromPalette(page, 'Reset user limits', 'Yorick Umber')
  await expect(page.getByText('Limits of Yorick Umber reset.')).toBeVisible()

  await runFromPalette(page, 'Delete user', 'Yorick Umber')
  await confirmByKeyboard(page, 'Delete Yorick Umber?', 'Delete user', { safeLabel: 'Keep' })
  await expect(page.getByText('Yorick Umber deleted.')).toBeVisible()
  await expect(page.getByRole('grid', { name: 'Users' }).locator('tbody tr')).toHaveCount(0)
  expect((await userByEmail(baseURL!, admin, target.email, 'deleted')).status).toBe('deleted')

  const status = page.getByLabel('Status', { exact: true })
  for (let i = 0; i < 20 && !(await status.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab')
  await expect(status).toBeFocused()
  await page.keyboard.press('End')
  await expect(status).toHaveValue('deleted')
  await tabTo(page, page.getByRole('grid', { name: 'Users' }))
  await expect(page.getByRole('grid', { name: 'Users' }).locator('tbody tr')).toContainText(['Deleted'])
  await runFromPalette(page, 'Restore user', 'Yorick Umber')
  await expect(page.getByText('Yorick Umber restored.')).toBeVisible()
  expect((await userByEmail(baseURL!, admin, target.email)).status).toBe('active')

  // The restored user left the "Deleted" filter's rows: the palette's finder reaches them anywhere.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('yor')
  await moveTo(page, 'Yorick Umber')
  await page.keyboard.press('Enter')
  await page.keyboard.type('history')
  await expect(palette(page).getByRole('option', { selected: true })).toContainText('History of Yorick Umber')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/admin/users/${id}/edit\\?tab=history$`))
  // The shared audit entry view: one list item per change, its action in words and who made it.
  const entry = (action: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${action} ·`) }) })
  await expect(entry('Limits of a user reset')).toHaveCount(1)
  await expect(entry('User deleted')).toHaveCount(1)
  await expect(entry('User restored')).toContainText(e2eAdmin.email)
  await expectAccessible(page, "a user's history")
})

test('bulk: grant credits to two selected users, counted before it runs', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const first = await newAccount(baseURL!, 'zeb', { first: 'Zebulon', last: 'Bulk' })
  const second = await newAccount(baseURL!, 'zeb', { first: 'Zebulon', last: 'Bulkley' })
  const admin = await signInAdmin(page, baseURL!)
  const before = await Promise.all([first, second].map((a) => userByEmail(baseURL!, admin, a.email)))

  await runFromPalette(page, 'Go to Users')
  await searchUsers(page, 'Zebulon', 2)
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await expect(page.getByText('2 selected')).toBeVisible()

  await runFromPalette(page, 'Grant credits to selected users')
  const ask = page.getByRole('dialog', { name: 'Grant credits to 2 users' })
  await expect(ask.getByLabel('Credits to grant')).toBeFocused()
  await page.keyboard.type('50')
  await page.keyboard.press('Enter')
  await confirmByKeyboard(page, 'Grant 50 credits to 2 users?', 'Grant credits')
  await expect(page.getByText('2 users changed.')).toBeVisible()
  const after = await Promise.all([first, second].map((a) => userByEmail(baseURL!, admin, a.email)))
  expect(after.map((row, i) => row.credits - before[i].credits)).toEqual([50, 50])
})

test('create a user by keyboard, with messages by field, then edit them; axe on create and edit', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  await signInAdmin(page, baseURL!)
  await runFromPalette(page, 'New user')
  await expect(page).toHaveURL(/\/admin\/users\/create$/)
  const form = page.getByRole('form', { name: 'New user' })
  await typeInto(page, form.getByLabel('First name'), 'Wilhelmina')
  await page.keyboard.press('Enter')
  await expect(form.getByText('Last name is required')).toBeVisible()
  await expectAccessible(page, 'users/create with errors')

  const email = `wilhelmina.${Date.now()}@example.com`
  await typeInto(page, form.getByLabel('Last name'), 'Keyes')
  await typeInto(page, form.getByLabel('E-mail address'), email)
  await typeInto(page, form.getByLabel('Password', { exact: true }), 'wilhelmina-pass-2025')
  await typeInto(page, form.getByLabel('Credits', { exact: true }), '25')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Wilhelmina Keyes' })).toBeVisible()
  await expect(page.getByText('25 credits', { exact: false })).toBeVisible()
  await expectAccessible(page, 'users/{id}/edit')

  const edit = page.getByRole('form', { name: 'Edit user' })
  await typeInto(page, edit.getByLabel('Referral partner'), 'Partner Co')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Wilhelmina Keyes saved.')).toBeVisible()

  await runFromPalette(page, 'Go to User history')
  const changed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^User changed ·/ }) })
  await expect(changed.first()).toContainText('Partner Co')
  await expectAccessible(page, 'users/history')
})
