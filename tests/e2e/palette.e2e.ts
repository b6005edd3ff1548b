import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, type Account } from './accounts'
import { palette } from './keyboard'

/* The palette's behaviours, one per test: entities found on the server, the empty-query order, hidden commands,
 * "Open a list…", silent shortcuts, and screens that show without a Loading step once loaded. */

const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4317'
let account: Account
let listId: number
let lead: { id: number; name: string }

test.beforeAll(async () => {
  account = await newAccount(baseUrl, 'palette')
  const created = await apiAs(baseUrl, account, 'POST', '/api/campaigns', {
    name: 'Palette plumbers',
    type: 'industry',
    search: { category: 'plumber', location: { country: 'US', state: 'CA', city: 'Fresno' }, limit: 10 },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  listId = created.body.id
  await expect.poll(async () => (await apiAs(baseUrl, account, 'GET', `/api/campaigns/${listId}`)).body.state, { timeout: 60_000 }).toBe('Active')
  const results = await apiAs(baseUrl, account, 'POST', `/api/industry-results/${listId}`, { limit: 1 })
  lead = results.body.data[0]
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript((token) => localStorage.setItem('access_token', token), account.token)
})

async function open(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

const selected = (page: Page) => palette(page).getByRole('option', { selected: true })

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k')
  await expect(palette(page).getByRole('combobox')).toBeFocused()
}

test('a lead is found by name on the server and Enter opens its page', async ({ page }) => {
  await open(page, '/lead-search/new-search', 'New search')
  await openPalette(page)
  await page.keyboard.type(lead.name)
  const row = palette(page).getByRole('option').filter({ hasText: 'Palette plumbers' }).filter({ hasText: lead.name })
  await expect(row.first()).toBeVisible()
  await expectAccessible(page, 'palette with leads')
  await row.first().click()
  await expect(page).toHaveURL(new RegExp(`/lead-search/saved-lists/industry-${listId}/${lead.id}$`))
})

test("an empty query shows the screen's commands first and hides those that cannot run here", async ({ page }) => {
  await open(page, '/lead-search/saved-lists', 'Saved lists')
  await openPalette(page)
  // The page's own commands (rows, lists) come before any page to go to.
  await expect(selected(page)).toHaveAttribute('data-command', /^(rows|lists?)\./)
  await page.keyboard.type('switch grid')
  await expect(selected(page)).toContainText('Switch grid or list view')
  await page.keyboard.press('Escape')
  await open(page, '/lead-search/new-search', 'New search')
  await openPalette(page)
  await page.keyboard.type('grid view')
  await expect(palette(page).getByRole('option')).toHaveCount(0)
})

test('"Open a list…" offers the saved lists', async ({ page }) => {
  await open(page, '/lead-search/new-search', 'New search')
  await openPalette(page)
  await page.keyboard.type('open a list')
  await expect(selected(page)).toContainText('Open a list…')
  await page.keyboard.press('Enter')
  await expect(selected(page)).toContainText('Open list: Palette plumbers')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/lead-search/saved-lists/industry-${listId}$`))
})

test('a digit off the ICP suggestions does nothing and says nothing', async ({ page }) => {
  await open(page, '/lead-search/saved-lists', 'Saved lists')
  await page.keyboard.press('1')
  await expect(page.getByText('Only on ICP suggestions')).toHaveCount(0)
  await expect(page).toHaveURL(/\/lead-search\/saved-lists$/)
})

test('g-navigation to a screen loaded at idle shows no Loading step', async ({ page }) => {
  await open(page, '/lead-search/new-search', 'New search')
  await page.waitForLoadState('networkidle')
  // Every status region that says "Loading" while the next screen comes is recorded.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { loadingSeen: string[] }).loadingSeen = seen
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('main [role=status]')) if (status.textContent?.includes('Loading')) seen.push(status.textContent)
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/profile-page-/.test(r.name))), { timeout: 15_000 }).toBe(true)
  await page.keyboard.press('g')
  await page.keyboard.press('p')
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([])
})
