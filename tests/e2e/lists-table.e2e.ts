import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, type Account } from './accounts'
import { palette } from './keyboard'

/*
 * The list page as a table, one behaviour per test at 1366x768: what shows without scrolling, the cursor at depth,
 * selecting with the mouse, the layout kept, the lead detail, deleting with undo, a list stopped for credits.
 */

const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4317'
test.use({ viewport: { width: 1366, height: 768 } })

let account: Account
let listId: number
const rows = 250

test.beforeAll(async () => {
  account = await newAccount(baseUrl, 'table')
  listId = (await apiAs(baseUrl, account, 'POST', '/api/campaigns', { name: 'Table practices', type: 'industry' })).body.id
  const records = Array.from({ length: rows }, (_, i) => ({
    website: `https://practice${i + 1}.example.com`,
    name: `Practice ${String(i + 1).padStart(3, '0')}`,
    ...(i % 2 === 0 ? { email: `office@practice${i + 1}.example.com` } : {}),
  }))
  const added = await apiAs(baseUrl, account, 'POST', `/api/campaigns/${listId}/manual-entry`, { records })
  expect(added.status, JSON.stringify(added.body)).toBe(201)
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript((token) => localStorage.setItem('access_token', token), account.token)
})

const grid = (page: Page) => page.getByRole('grid', { name: 'Results of Table practices' })
const scrollArea = (page: Page) => page.locator('[data-scroller]')
const status = (page: Page) => page.getByRole('status').filter({ hasText: /results?/ }).first()

async function openList(page: Page) {
  await page.goto(`/lead-search/saved-lists/industry-${listId}`)
  await expect(grid(page).getByRole('row', { name: /Practice 001/ })).toBeVisible()
}

test('the list page is named after the list and shows its first rows without scrolling', async ({ page }) => {
  await openList(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Table practices')
  await expect(page).toHaveTitle(/^Table practices · /)
  const firstRows = grid(page).getByRole('row').filter({ hasText: /Practice 00[1-8]/ })
  await expect(firstRows).toHaveCount(8)
  for (const box of await Promise.all((await firstRows.all()).map((row) => row.boundingBox()))) expect(box!.y + box!.height).toBeLessThanOrEqual(768)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expectAccessible(page, 'the list page')
})

test('the cursor row stays on screen when moved 200 rows down', async ({ page }) => {
  await openList(page)
  for (let i = 0; i < 200; i++) await page.keyboard.press('j')
  const cursor = page.locator('tr[data-focused]')
  await expect(cursor).toContainText('Practice 201')
  // Whole rows show between the sticky header and the table's bottom edge, and the table ends inside the window.
  const row = (await cursor.boundingBox())!
  const head = (await grid(page).locator('thead').boundingBox())!
  const scroller = (await scrollArea(page).boundingBox())!
  expect(row.y).toBeGreaterThanOrEqual(head.y + head.height - 1)
  expect(row.y + row.height).toBeLessThanOrEqual(scroller.y + scroller.height + 1)
  expect(scroller.y + scroller.height).toBeLessThanOrEqual(768)
  await expect(cursor.locator('td[data-pinned="first"]')).toBeInViewport({ ratio: 1 })
})

test('with the mouse: a checkbox, Shift+click for a range, then every result matching the filter', async ({ page }) => {
  await openList(page)
  await page.getByRole('checkbox', { name: 'Select Practice 001' }).click()
  await page.getByRole('checkbox', { name: 'Select Practice 005' }).click({ modifiers: ['Shift'] })
  await expect(status(page)).toHaveText(`${rows} results · 5 selected`)
  await page.getByRole('button', { name: `Select all ${rows} matching` }).click()
  await expect(status(page)).toHaveText(`${rows} results · all ${rows} matching results selected`)
  await expect(page.getByRole('checkbox', { name: 'Select all loaded rows' })).toBeChecked()
  await page.getByRole('button', { name: /Label the selected results/ }).click()
  const labels = page.getByRole('dialog', { name: `Labels for ${rows} selected results` })
  await labels.getByLabel('New label').fill('Every practice')
  await labels.getByRole('button', { name: 'Create and add' }).click()
  await expect.poll(async () => (await apiAs(baseUrl, account, 'GET', '/api/custom-labels')).body.find((l: { name: string }) => l.name === 'Every practice')?.results_count).toBe(rows)
  await expectAccessible(page, 'the labels dialog over a matching selection')
})

test('a filter change keeps the selection and says how many selected rows it hides', async ({ page }) => {
  await openList(page)
  await page.getByRole('checkbox', { name: 'Select Practice 001' }).click()
  await page.getByRole('checkbox', { name: 'Select Practice 004' }).click({ modifiers: ['Shift'] })
  await page.getByRole('search', { name: 'Result filters' }).getByLabel('E-mail', { exact: true }).selectOption({ label: 'Email found' })
  // Practices 2 and 4 have no e-mail: the filter hides them, the selection keeps all four.
  await expect(status(page)).toHaveText(`${rows / 2} results · 4 selected · 2 selected results hidden by this filter`)
  await expect(grid(page).getByRole('row', { selected: true })).toHaveCount(2)
})

test('columns hidden and resized stay that way for the list on the next visit', async ({ page }) => {
  await openList(page)
  const header = (name: string) => grid(page).getByRole('columnheader', { name })
  const before = (await header('Name').boundingBox())!.width
  const handle = page.getByRole('separator', { name: 'Resize Name' })
  const grip = (await handle.boundingBox())!
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2)
  await page.mouse.down()
  await page.mouse.move(grip.x + 80, grip.y + grip.height / 2, { steps: 4 })
  await page.mouse.up()
  await page.getByText('Columns', { exact: true }).click()
  await page.getByRole('group', { name: 'Columns' }).getByRole('checkbox', { name: 'CRM status' }).uncheck()
  await expect(header('CRM status')).toHaveCount(0)
  await page.reload()
  await expect(grid(page).getByRole('row', { name: /Practice 001/ })).toBeVisible()
  await expect(header('CRM status')).toHaveCount(0)
  expect((await header('Name').boundingBox())!.width).toBeGreaterThan(before + 60)
})

test('the table scrolls sideways under its pinned first column, and a column moved earlier stays there', async ({ page }) => {
  await openList(page)
  const headers = () => grid(page).getByRole('columnheader').allInnerTexts()
  const name = grid(page).getByRole('row', { name: /Practice 001/ }).locator('td[data-pinned="first"]')
  const pinned = (await name.boundingBox())!
  const email = grid(page).getByRole('columnheader').filter({ hasText: /^E-mail$/ })
  const emailBefore = (await email.boundingBox())!.x
  await scrollArea(page).evaluate((element) => (element.scrollLeft = 300))
  await expect.poll(async () => (await email.boundingBox())!.x).toBeLessThan(emailBefore - 250)
  expect((await name.boundingBox())!.x).toBe(pinned.x)
  // The pinned cell is drawn over the columns that scroll under it: it is what the mouse meets there.
  expect(await name.evaluate((cell) => {
    const box = cell.getBoundingClientRect()
    return cell.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
  })).toBe(true)

  await page.getByText('Columns', { exact: true }).click()
  const chooser = page.getByRole('group', { name: 'Columns' })
  for (let i = 0; i < 4; i++) await chooser.getByRole('button', { name: 'Move E-mail earlier' }).click()
  const moved = await headers()
  expect(moved.indexOf('E-mail')).toBeLessThan(moved.indexOf('Category'))
  await page.reload()
  await expect(grid(page).getByRole('row', { name: /Practice 001/ })).toBeVisible()
  expect(await headers()).toEqual(moved)
})

test('the lead detail shows labels and dates in words, no field codes or ISO timestamps', async ({ page }) => {
  await openList(page)
  await grid(page).getByRole('row', { name: /Practice 001/ }).dblclick()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Practice 001')
  await expect(page.getByText('Added', { exact: true })).toBeVisible()
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/)
  expect(text).not.toMatch(/campaign_name|category_id|created_at|_url\b/)
  await expectAccessible(page, 'the lead detail')
})

test('deleting a list from its page leaves it, says so once with undo, and u brings it back', async ({ page }) => {
  const doomed = (await apiAs(baseUrl, account, 'POST', '/api/campaigns', { name: 'Undo me', type: 'industry' })).body.id
  await page.goto(`/lead-search/saved-lists/industry-${doomed}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Undo me')
  await page.keyboard.press('Shift+D')
  await page.getByRole('dialog').getByRole('button', { name: /delete/i }).click()
  await expect(page).toHaveURL(/\/lead-search\/saved-lists$/)
  await expect(page.getByText('List “Undo me” deleted.')).toHaveCount(1)
  await expect(page.getByText('Not found.')).toHaveCount(0)
  await page.keyboard.press('u')
  await expect(page.getByText('1 list is back.')).toBeVisible()
  await expect(page.getByRole('option', { name: /Undo me/ })).toBeVisible()
  expect((await apiAs(baseUrl, account, 'GET', `/api/campaigns/${doomed}`)).status).toBe(200)
})

test('a list stopped because the credits ran out says so and offers to buy credits and resume', async ({ page }) => {
  const poor = await newAccount(baseUrl, 'poor')
  await page.addInitScript((token) => localStorage.setItem('access_token', token), poor.token)
  const created = await apiAs(baseUrl, poor, 'POST', '/api/campaigns', { name: 'Too many people', type: 'people', search: { location: { country: 'US' }, limit: 500 } })
  await expect.poll(async () => (await apiAs(baseUrl, poor, 'GET', `/api/campaigns/${created.body.id}`)).body.stop_reason, { timeout: 60_000 }).toBe('credits')
  await page.goto(`/lead-search/saved-lists/people-${created.body.id}`)
  await expect(page.getByText('Stopped: out of credits', { exact: true })).toBeVisible()
  await expect(page.getByText(/^The search stopped because the credits ran out/)).toBeVisible()
  await expectAccessible(page, 'a list stopped for credits')
  await page.getByRole('button', { name: /Resume the search/ }).click()
  await expect(page.getByText(/^Resuming needs at least 3 credits; the balance is \d\. Buy credits first\.$/)).toBeVisible()
  await page.getByRole('button', { name: /Buy credits to resume/ }).click()
  await expect(page).toHaveURL(/\/settings\/wallet$/)
  await expect(palette(page).getByRole('option').first()).toContainText('credits')
})
