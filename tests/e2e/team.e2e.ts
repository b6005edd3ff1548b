import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, signIn } from './accounts'
import { readInvitationPath } from './mailbox'
import { palette, runFromPalette, tabTo, typeInto } from './keyboard'

test('team by keyboard: invite a member, who accepts in another browser and sees only the chosen modules', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000)
  const owner = await newAccount(baseURL!, 'team-owner', { first: 'Ada', last: 'Owner' })
  const ownerList = await apiAs(baseURL!, owner, 'POST', '/api/campaigns', { name: 'Owner prospects', type: 'people', search: { location: { country: 'US', state: 'CA' }, limit: 3 } })
  expect(ownerList.status, JSON.stringify(ownerList.body)).toBeLessThan(300)
  await signIn(page, owner)
  await expect(page.getByTestId('account-indicator')).toContainText('Acting as Ada Owner')

  // The palette's command opens the team page with the invitation's address focused.
  await runFromPalette(page, 'Invite a team member')
  await expect(page).toHaveURL(/\/manage-team\?invite$/)
  await expect(page.getByRole('heading', { name: 'Team', level: 2 })).toBeVisible()
  const email = page.getByLabel('E-mail address')
  await expect(email).toBeFocused()
  await expectAccessible(page, 'team page with the owner alone')

  const invitee = `team-member.${Date.now()}@example.com`
  const form = page.getByRole('form', { name: 'Invite a team member' })
  await typeInto(page, email, invitee)
  await page.keyboard.press('Enter')
  await expect(form.getByText('Please select at least one access option.')).toBeVisible()
  await expectAccessible(page, 'invitation form with an error')
  await tabTo(page, form.getByRole('checkbox', { name: 'Lead search' }))
  await page.keyboard.press('Space')
  await tabTo(page, form.getByRole('button', { name: 'Send invitation' }))
  await page.keyboard.press('Enter')
  const table = page.getByRole('table', { name: 'Team members of this account' })
  const row = table.getByRole('row').filter({ hasText: invitee })
  await expect(row).toContainText('Invited')
  await expect(row).toContainText('Lead search')

  // The invitee opens the mailed link in a browser of their own and creates a login.
  const other = await browser.newContext({ baseURL })
  const member = await other.newPage()
  await member.goto(await readInvitationPath(invitee))
  await expect(member.getByRole('heading', { name: 'Join a team' })).toBeVisible()
  await typeInto(member, member.getByLabel('First name'), 'Grace')
  await typeInto(member, member.getByLabel('Last name'), 'Member')
  await typeInto(member, member.getByLabel('Password'), 'member-pass-2025')
  await member.keyboard.press('Tab')
  await member.keyboard.press('Space')
  await expect(member.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked()
  await expectAccessible(member, 'accept invitation')
  await member.keyboard.press('Enter')
  await expect(member).toHaveURL(/\/lead-search\/new-search$/)
  await expect(member.getByTestId('account-indicator')).toContainText('Acting as Ada Owner')

  // Within the chosen module only: the owner's lists, no wallet and no AI in the sidebar or the palette.
  await expect(member.getByRole('link', { name: 'Lead search' })).toBeVisible()
  await expect(member.getByRole('link', { name: 'Wallet' })).toHaveCount(0)
  await expect(member.getByRole('link', { name: 'AI', exact: true })).toHaveCount(0)
  await runFromPalette(member, 'Go to Saved lists')
  await expect(member.getByText('Owner prospects')).toBeVisible()
  await member.keyboard.press('Control+k')
  await member.keyboard.type('Go to Wallet')
  await expect(palette(member).getByRole('option', { name: /Go to Wallet/, disabled: false })).toHaveCount(0)
  await member.keyboard.press('Escape')
  await expectAccessible(member, 'member in the owner account')

  // The owner sees the member joined.
  await page.reload()
  await expect(page.getByRole('table', { name: 'Team members of this account' }).getByRole('row').filter({ hasText: invitee })).toContainText('Member')
  await other.close()
})
