import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, signIn } from './accounts'
import { runFromPalette, tabTo, typeInto } from './keyboard'

/** Chooses an option of a select by keyboard: focus, then the option's first letters. */
async function chooseIn(page: Page, label: string, option: string) {
  const select = page.getByLabel(label, { exact: true })
  await tabTo(page, select)
  await page.keyboard.type(option)
  await expect(select.locator('option:checked')).toHaveText(option)
}

async function next(page: Page, step: string) {
  await tabTo(page, page.getByRole('button', { name: 'Next step' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 3, name: new RegExp(`: ${step}$`) })).toBeVisible()
}

test('autopilots by keyboard: a daily local autopilot through the wizard, run now, its run with counts', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const owner = await newAccount(baseURL!, 'autopilot-owner')
  const list = await apiAs(baseURL!, owner, 'POST', '/api/campaigns', { name: 'Berlin cafes', type: 'industry' })
  expect(list.status, JSON.stringify(list.body)).toBeLessThan(300)
  // 120 newer lists: the target is not among the first 100 (nor the first page of 50) unless searched for.
  for (let batch = 0; batch < 12; batch++) {
    const made = await Promise.all(Array.from({ length: 10 }, (_, i) => apiAs(baseURL!, owner, 'POST', '/api/campaigns', { name: `Filler ${batch * 10 + i}`, type: 'industry' })))
    expect(made.every((r) => r.status === 201)).toBe(true)
  }
  await signIn(page, owner)
  await expect(page.getByTestId('account-indicator')).toContainText('Acting as')

  await runFromPalette(page, 'New autopilot')
  await expect(page).toHaveURL(/\/lead-search\/autopilot\/create$/)
  await expect(page.getByRole('heading', { level: 3, name: /Type and setup$/ })).toBeVisible()
  await expectAccessible(page, 'autopilot wizard, first step')

  // Next is refused until the kind of search is chosen.
  await tabTo(page, page.getByRole('button', { name: 'Next step' }))
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('What to search', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('heading', { level: 3, name: /Type and setup$/ })).toBeVisible()
  await chooseIn(page, 'What to search', 'Local businesses')
  await next(page, 'Details')

  await typeInto(page, page.getByLabel('Name', { exact: true }), 'Berlin cafes daily')
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible()
  await typeInto(page, page.getByLabel('Business category'), 'Cafe')
  await typeInto(page, page.getByLabel('Country code'), 'DE')
  await typeInto(page, page.getByLabel('City'), 'Berlin')
  await typeInto(page, page.getByLabel('Results per run'), '3')
  await expect(page.getByLabel('Repeat')).toHaveValue('daily')
  await expect(page.getByRole('heading', { name: /^Next runs \(/ })).toBeVisible()
  await expect(page.getByTestId('autopilot-preview').getByRole('listitem')).toHaveCount(5)
  await expectAccessible(page, 'autopilot wizard, details with the schedule preview')

  await next(page, 'Nearby districts')
  await next(page, 'Local filters')
  await next(page, 'List selection')
  const found = page.getByRole('status').filter({ hasText: /lists? shown/ })
  await expect(found).toHaveText('50 of 121 lists shown.')
  await expect(page.getByLabel('Target list', { exact: true }).locator('option', { hasText: 'Berlin cafes' })).toHaveCount(0)
  await typeInto(page, page.getByLabel('Find a list', { exact: true }), 'berlin')
  await expect(found).toHaveText('1 of 1 list shown.')
  await chooseIn(page, 'Target list', 'Berlin cafes')
  await expectAccessible(page, 'autopilot wizard, a list found by its name')
  await next(page, 'Enrichment')
  await next(page, 'AI prompts')
  await next(page, 'CRM and phones')
  await next(page, 'Save')
  await expectAccessible(page, 'autopilot wizard, save step')
  await tabTo(page, page.getByRole('button', { name: 'Save and start the autopilot' }))
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/lead-search\/autopilot$/)
  const table = page.getByRole('table', { name: 'Autopilots of this account' })
  const row = table.getByRole('row').filter({ hasText: 'Berlin cafes daily' })
  await expect(row).toContainText('Active')
  await expect(row).toContainText('Daily at 09:00')
  await expectAccessible(page, 'autopilot list')

  // Run now on the row with focus, by its shortcut.
  await tabTo(page, row.getByRole('link', { name: 'Berlin cafes daily' }))
  await page.keyboard.press('o')
  await page.keyboard.press('g')
  await expect(page.getByText('Autopilot Berlin cafes daily runs now.')).toBeVisible()

  // Its edit page shows the run with its counts once it is done.
  await tabTo(page, row.getByRole('link', { name: 'Berlin cafes daily' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/lead-search\/autopilot\/basic-\d+\/edit$/)
  const runs = page.getByRole('table', { name: 'Runs of Berlin cafes daily' })
  const manual = runs.getByRole('row').filter({ hasText: 'Run now' })
  await expect(manual).toContainText('Done', { timeout: 90_000 })
  await expect(manual).toContainText(/\d+ found · \d+ added/)
  await expectAccessible(page, 'autopilot edit page with its runs')
})

test('a webhook autopilot refuses a list without a webhook, in the words of the product', async ({ page, baseURL }) => {
  const owner = await newAccount(baseURL!, 'autopilot-webhook')
  const list = await apiAs(baseURL!, owner, 'POST', '/api/campaigns', { name: 'Hookless cafes', type: 'industry' })
  expect(list.status, JSON.stringify(list.body)).toBeLessThan(300)
  await signIn(page, owner)
  await expect(page.getByTestId('account-indicator')).toContainText('Acting as')
  await runFromPalette(page, 'New autopilot')
  await chooseIn(page, 'Autopilot type', 'Webhook')
  await chooseIn(page, 'What to search', 'Local businesses')
  await next(page, 'Details')
  await typeInto(page, page.getByLabel('Name', { exact: true }), 'Hooked cafes')
  await typeInto(page, page.getByLabel('Business category'), 'Cafe')
  await typeInto(page, page.getByLabel('Country code'), 'DE')
  await next(page, 'Nearby districts')
  await next(page, 'Local filters')
  await next(page, 'List selection')
  await chooseIn(page, 'Target list', 'Hookless cafes')
  await expect(page.getByText("Selected list doesn't have webhook, please setup before continue.")).toBeVisible()
  await expect(page.getByRole('link', { name: 'Set up the webhook of Hookless cafes' })).toBeVisible()
  await expectAccessible(page, 'autopilot wizard, list without a webhook')
  await tabTo(page, page.getByRole('button', { name: 'Next step' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 3, name: /: List selection$/ })).toBeVisible()
  // The steps of a webhook autopilot have no CRM step.
  await expect(page.getByRole('navigation', { name: 'Autopilot steps' }).getByRole('button')).toHaveCount(8)
})
