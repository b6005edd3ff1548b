import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, signIn } from './accounts'
import { runFromPalette, tabTo, typeInto } from './keyboard'

test('related accounts by keyboard: create a child account, switch into it and back; each sees only its own lists', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const account = await newAccount(baseURL!, 'related', { first: 'Ada', last: 'Parent' })
  const parentList = await apiAs(baseURL!, account, 'POST', '/api/campaigns', { name: 'Parent prospects', type: 'people', search: { location: { country: 'US', state: 'CA' }, limit: 3 } })
  expect(parentList.status, JSON.stringify(parentList.body)).toBeLessThan(300)
  await signIn(page, account)
  const indicator = page.getByTestId('account-indicator')
  await expect(indicator).toContainText('Acting as Ada Parent')

  // The palette's command opens the related accounts page with the form's first field focused.
  await runFromPalette(page, 'Create a related account')
  await expect(page).toHaveURL(/\/settings\/related-accounts\?create$/)
  await expect(page.getByRole('heading', { name: 'Related accounts', level: 2 })).toBeVisible()
  await expect(page.getByText('Your plan allows 3 related accounts; 0 in use.')).toBeVisible()
  const name = page.getByLabel('Account name')
  await expect(name).toBeFocused()
  await expectAccessible(page, 'related accounts, none yet')

  // Submitting with no access option says why, on the options.
  const create = page.getByRole('form', { name: 'Create a related account' })
  for (const option of ['Lead search', 'AI', 'Wallet']) {
    const box = create.getByRole('checkbox', { name: option })
    await expect(box).toBeChecked()
    await tabTo(page, box)
    await page.keyboard.press('Space')
    await expect(box).not.toBeChecked()
  }
  await typeInto(page, name, 'Berlin branch')
  await page.keyboard.press('Enter')
  await expect(create.getByText('Please select at least one access option.')).toBeVisible()
  await expectAccessible(page, 'related account form with an error')

  const leads = create.getByRole('checkbox', { name: 'Lead search' })
  await tabTo(page, leads)
  await page.keyboard.press('Space')
  await tabTo(page, create.getByRole('button', { name: 'Create related account' }))
  await page.keyboard.press('Enter')
  const table = page.getByRole('table', { name: 'Related accounts of this account' })
  const row = table.getByRole('row').filter({ hasText: 'Berlin branch' })
  await expect(row).toContainText('Active')
  await expect(row).toContainText('Lead search')
  await expect(page.getByText('Your plan allows 3 related accounts; 1 in use.')).toBeVisible()
  await expectAccessible(page, 'related accounts with one')

  // Into the child from its row: the session acts as it, with only the access it was given.
  await tabTo(page, row.getByRole('button', { name: 'Switch to Berlin branch' }))
  await page.keyboard.press('Enter')
  await expect(indicator).toContainText('Acting as Berlin branch')
  await expect(indicator).toContainText('Related account of Ada Parent')
  await runFromPalette(page, 'Go to Saved lists')
  await expect(page).toHaveURL(/\/lead-search\/saved-lists$/)
  await expect(page.getByText('Parent prospects')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Wallet' })).toHaveCount(0)
  await expectAccessible(page, 'acting as the related account')

  // Back through the top bar's indicator, always on screen.
  await tabTo(page, indicator)
  await page.keyboard.press('Enter')
  await expect(indicator).toHaveAttribute('aria-expanded', 'true')
  await tabTo(page, page.getByRole('button', { name: 'Back to the parent account' }))
  await page.keyboard.press('Enter')
  await expect(indicator).toContainText('Acting as Ada Parent')
  await expect(indicator).not.toContainText('Related account of')
  await runFromPalette(page, 'Go to Saved lists')
  await expect(page.getByText('Parent prospects')).toBeVisible()

  // And in again from the palette, choosing the account.
  await runFromPalette(page, 'Switch account', 'Berlin branch')
  await expect(indicator).toContainText('Acting as Berlin branch')

  // The open account list is accessible too. Checked last: the checker's run takes the focus from the page, and
  // focus leaving the list closes it.
  await tabTo(page, indicator)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Accounts you can act as' })).toContainText('Berlin branch (Current)')
  await expectAccessible(page, 'account list open')
})
