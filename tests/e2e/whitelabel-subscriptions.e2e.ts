import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, signIn, type Account } from './accounts'
import { resellerWithPackage } from './resellers'
import { confirmByKeyboard, runFromPalette, typeInto } from './keyboard'

type Sub = { id: number; email: string; ends_at: string; status: string }

async function addAccounts(baseURL: string, reseller: Account, packageId: number, firstName: string, count: number): Promise<Sub[]> {
  const made: Sub[] = []
  for (let i = 0; i < count; i++) {
    const res = await apiAs(baseURL, reseller, 'POST', '/api/wl/subscriptions', { package_id: packageId, email: `${firstName.toLowerCase()}.${i}.${Date.now()}@example.com`, first_name: firstName, last_name: `Customer ${i}`, expiry_days: 30 })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    made.push(res.body.data)
  }
  return made
}

test('select 50 subscriptions from the palette and extend them: counted first, then the job to the end; axe', async ({ page, baseURL }) => {
  test.setTimeout(240_000)
  const { reseller, packageId } = await resellerWithPackage(baseURL!, 'wl-subs-bulk')
  const tag = `Quenby${Date.now().toString(36)}`
  const chosen = await addAccounts(baseURL!, reseller, packageId, tag, 50)
  const others = await addAccounts(baseURL!, reseller, packageId, 'Other', 2)
  await signIn(page, reseller)

  await page.goto('/whitelabel/subscriptions')
  await expect(page.getByRole('heading', { level: 2, name: 'Subscriptions' })).toBeVisible()
  await expect(page.getByText('52 subscriptions', { exact: true })).toBeVisible()
  await expectAccessible(page, 'subscriptions')
  await typeInto(page, page.getByLabel('Search subscriptions'), tag)
  await expect(page.getByText('50 subscriptions', { exact: true })).toBeVisible()

  await runFromPalette(page, 'Select all matching subscriptions')
  await expect(page.getByText('All 50 matching subscriptions are selected')).toBeVisible()
  await runFromPalette(page, 'Extend the selected subscriptions', 'By 30 days')
  await confirmByKeyboard(page, 'Extend 50 subscriptions by 30 days?', 'Extend 50', {
    safeLabel: 'Keep as it is',
    beforeAnswer: () => expectAccessible(page, 'the bulk question with its count'),
  })
  const job = page.getByTestId('wl-bulk-job')
  await expect(job).toHaveAttribute('data-status', 'done', { timeout: 60_000 })
  await expect(job).toContainText('Extend: 50 of 50')
  await expect(job).toContainText('Changed 50 · skipped 0 · failed 0')
  await expectAccessible(page, 'subscriptions with a finished bulk job')

  const day = 24 * 60 * 60 * 1000
  const after = await apiAs<{ data: Sub[] }>(baseURL!, reseller, 'GET', '/api/wl/subscriptions?limit=100')
  const byId = new Map(after.body.data.map((s) => [s.id, s]))
  for (const s of chosen) expect(Date.parse(byId.get(s.id)!.ends_at) - Date.parse(s.ends_at)).toBe(30 * day)
  for (const s of others) expect(byId.get(s.id)!.ends_at).toBe(s.ends_at)
})

test('add an account by keyboard, cancel it at period end from its page, read its usage history; axe on each', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const { reseller } = await resellerWithPackage(baseURL!, 'wl-subs-one')
  await signIn(page, reseller)
  await page.goto('/whitelabel/subscriptions')
  await expect(page.getByText('No subscription matches.')).toBeVisible()
  await runFromPalette(page, 'Add an account')
  await expect(page).toHaveURL(/\/whitelabel\/subscriptions\/create$/)
  const form = page.getByRole('form', { name: 'Add an account' })
  await typeInto(page, form.getByLabel('E-mail address'), 'not an e-mail')
  await page.keyboard.press('Enter')
  // The first field refused takes the focus: the package, which is not chosen yet.
  await expect(form.getByLabel('Package')).toBeFocused()
  await expectAccessible(page, 'add an account with errors')
  await page.keyboard.press('ArrowDown')
  await typeInto(page, form.getByLabel('E-mail address'), `ulrika.${Date.now()}@example.com`)
  await typeInto(page, form.getByLabel('First name'), 'Ulrika')
  await typeInto(page, form.getByLabel('Last name'), 'Vance')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/whitelabel\/subscriptions\/\d+\/edit$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Edit subscription' })).toBeVisible()
  await expectAccessible(page, 'edit subscription')

  // The palette's one choice is the subscription on screen.
  await runFromPalette(page, 'Cancel the subscription at period end', 'Subscription of Ulrika Vance')
  await confirmByKeyboard(page, /Cancel the subscription of/, 'Cancel at period end', { safeLabel: 'Keep as it is' })
  await expect(page.getByText('Cancels at period end', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Undo the cancellation' })).toBeVisible()

  await runFromPalette(page, 'Usage history of the subscription', 'Subscription of Ulrika Vance')
  await expect(page.getByRole('heading', { level: 2, name: 'Usage history' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Cancelled at period end' })).toHaveCount(1)
  await expect(page.getByRole('row').filter({ hasText: 'Created' })).toHaveCount(1)
  await expectAccessible(page, 'usage history of one subscription')
})
