import { expect, test, type Page } from '@playwright/test'
import { apiAs, newAccount, type Account } from './accounts'
import { palette, runFromPalette } from './keyboard'

/*
 * One behaviour per test, a few lines each, so a failure names what broke. The journeys in the other files walk a
 * whole task; these open one page as a signed-in user (the token is put where the client keeps it) and check one thing.
 */

const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4317'
let account: Account
let listPath: string

test.beforeAll(async () => {
  account = await newAccount(baseUrl, 'behaviour')
  const created = await apiAs(baseUrl, account, 'POST', '/api/campaigns', {
    name: 'Behaviour dentists',
    type: 'industry',
    search: { category: 'dentist', location: { country: 'US', state: 'CA', city: 'Fresno' }, limit: 30 },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  listPath = `/lead-search/saved-lists/industry-${created.body.id}`
  await expect.poll(async () => (await apiAs(baseUrl, account, 'GET', `/api/campaigns/${created.body.id}`)).body.state, { timeout: 60_000 }).toBe('Active')
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript((token) => localStorage.setItem('access_token', token), account.token)
})

async function open(page: Page, path: string, heading: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Results of Behaviour dentists' })

/** The list page with its first rows on screen. */
async function openList(page: Page) {
  await page.goto(listPath)
  await expect(grid(page)).toHaveAttribute('aria-rowcount', '31')
}

test('Ctrl+K opens the palette with its input focused; Escape closes it', async ({ page }) => {
  await open(page, '/lead-search/saved-lists', 'Saved lists')
  await page.keyboard.press('Control+k')
  await expect(palette(page).getByRole('combobox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette(page)).toHaveCount(0)
})

test('Enter in the palette runs the highlighted command', async ({ page }) => {
  await open(page, '/lead-search/saved-lists', 'Saved lists')
  await runFromPalette(page, 'go to new search', undefined, 'Go to New search')
  await expect(page).toHaveURL(/\/lead-search\/new-search$/)
})

test('? opens the cheat sheet of every shortcut', async ({ page }) => {
  await open(page, '/lead-search/saved-lists', 'Saved lists')
  await page.keyboard.press('Shift+?')
  const sheet = page.getByRole('dialog')
  await expect(sheet).toContainText('Ctrl')
  await expect(sheet).toContainText('Open the command palette')
  await page.keyboard.press('Escape')
  await expect(sheet).toHaveCount(0)
})

test('g then l opens the saved lists from anywhere', async ({ page }) => {
  await open(page, '/lead-search/new-search', 'New search')
  await page.keyboard.press('g')
  await page.keyboard.press('l')
  await expect(page).toHaveURL(/\/lead-search\/saved-lists$/)
})

test('a shortcut typed into a text field is text, not a command', async ({ page }) => {
  await open(page, '/profile-settings/profile', 'Profile')
  const field = page.getByLabel('First name')
  await field.fill('')
  await field.focus()
  await page.keyboard.type('gl')
  await expect(field).toHaveValue('gl')
  await expect(page).toHaveURL(/\/profile-settings\/profile$/)
})

test('Ctrl+B collapses the sidebar and brings it back', async ({ page }) => {
  await open(page, '/lead-search/saved-lists', 'Saved lists')
  const sidebarWidth = async () => (await page.locator('#lc-sidebar').boundingBox())?.width ?? 0
  const wide = await sidebarWidth()
  await page.keyboard.press('Control+b')
  await expect.poll(sidebarWidth).toBeLessThan(wide / 2)
  await page.keyboard.press('Control+b')
  await expect.poll(sidebarWidth).toBe(wide)
})

test('j moves the row cursor into the table and x selects that row', async ({ page }) => {
  await openList(page)
  await page.keyboard.press('j')
  await expect(grid(page)).toBeFocused()
  await page.keyboard.press('x')
  await expect(grid(page).getByRole('row', { selected: true })).toHaveCount(1)
  await expect(page.getByText(/· 1 selected$/)).toBeVisible()
})

test('Shift+X selects the range from the last selected row to the cursor', async ({ page }) => {
  await openList(page)
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  for (let i = 0; i < 4; i++) await page.keyboard.press('j')
  await page.keyboard.press('Shift+X')
  await expect(grid(page).getByRole('row', { selected: true })).toHaveCount(5)
})

test('Enter on the focused row opens that result', async ({ page }) => {
  await openList(page)
  await page.keyboard.press('j')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/lead-search\/saved-lists\/industry-\d+\/\d+$/)
})

test('the language command turns the screen into Spanish', async ({ page }) => {
  await open(page, '/lead-search/saved-lists', 'Saved lists')
  await runFromPalette(page, 'language', 'Español', 'Change language')
  await expect(page.getByRole('heading', { name: 'Listas guardadas', level: 1 })).toBeVisible()
  // Back to English for the tests after this one (the choice is kept with the account).
  await runFromPalette(page, 'idioma', 'English', 'Cambiar idioma')
  await expect(page.getByRole('heading', { name: 'Saved lists', level: 1 })).toBeVisible()
})

test('an unknown address shows the not-found page with a way back', async ({ page }) => {
  await page.goto('/lead-search/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page not found', level: 2 })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the start page' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/lead-search\/new-search$/)
})
