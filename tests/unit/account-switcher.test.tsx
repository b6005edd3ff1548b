import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { Route, Switch } from 'wouter'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountsSlot, relatedAccountsSlot, type AccountsSlot } from '../../commands/accounts'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import AccountSwitcher from '../../src/client/features/accounts/account-switcher'
import RelatedAccountsPage from '../../src/client/features/accounts/related-accounts-page'
import { AccountIndicator } from '../../src/client/layouts/account-indicator'
import { useSession } from '../../src/client/session/use-session'
import { CommandShell } from '../../src/client/ui/command-shell'
import type { AccountSummary } from '../../src/shared/accounts/types'
import type { User } from '../../src/shared/types'
import { renderAt, shownToasts, stubFetch, testUser, ToastList } from './client-harness'
import { commandContext, withSlots, type RecordedContext } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

const summary = (id: number, name: string, extra: Partial<AccountSummary> = {}): AccountSummary => ({
  id, name, role: 'user', access: 'owner', modules: [{ id: 1, slug: 'leads' }], parent_id: null, parent_name: null, is_child: false, status: 'active', plan: null, current: false, ...extra,
})
const own = summary(1, "Ada's account", { current: true })
const child = summary(2, 'Berlin branch', { access: 'parent', parent_id: 1, parent_name: "Ada's account", is_child: true })

/** The switcher's slot as the mounted switcher provides it, recording the switches asked of it. */
function switcher(accounts: AccountSummary[] | null) {
  const switched: number[] = []
  const slot: AccountsSlot = { accounts, switchTo: async (id) => void switched.push(id) }
  return { slot, switched }
}
const state = (id: string, ctx: RecordedContext) => availability(appRegistry.get(id)!, ctx)
/** A context acting as the related account (`child`) instead of the user's own. */
const inChild = (ctx: RecordedContext): RecordedContext => ({ ...ctx, user: { ...ctx.user!, account: { ...child, current: true } } })

describe('account commands', () => {
  it('switch: unavailable while the accounts load or when there is no other, saying why; offers only the other accounts', async () => {
    const ctx = commandContext({ modules: ['leads'] })
    expect(state('account.switch', commandContext({ signedIn: false }))).toEqual({ available: false, reason: 'commands.reason.signInRequired' })
    expect(state('account.switch', withSlots(ctx, [accountsSlot, switcher(null).slot]))).toEqual({ available: false, reason: 'accounts.reason.loading' })
    expect(state('account.switch', withSlots(ctx, [accountsSlot, switcher([own]).slot]))).toEqual({ available: false, reason: 'accounts.reason.noOther' })
    expect(ctx.t('accounts.reason.noOther')).toBe('There is no other account to act as')

    const { slot, switched } = switcher([own, child])
    const withBoth = withSlots(ctx, [accountsSlot, slot])
    expect(state('account.switch', withBoth)).toEqual({ available: true })
    const choices = appRegistry.get('account.switch')!.argChoices!(withBoth)
    expect(choices.map((c) => [c.value, withBoth.t(c.title, c.titleParams)])).toEqual([[2, 'Berlin branch']])
    expect(await executeCommand(appRegistry, 'account.switch', 2, 'palette', withBoth)).toEqual({ ok: true })
    expect(switched).toEqual([2])
  })

  it('switch back: only in a related account, to its parent', async () => {
    const { slot, switched } = switcher([own, child])
    const ctx = withSlots(commandContext({ modules: ['leads'] }), [accountsSlot, slot])
    expect(state('account.switchBack', ctx)).toEqual({ available: false, reason: 'accounts.reason.notChild' })
    expect(state('account.switchBack', inChild(ctx))).toEqual({ available: true })
    expect(await executeCommand(appRegistry, 'account.switchBack', undefined, 'palette', inChild(ctx))).toEqual({ ok: true })
    expect(switched).toEqual([1])
  })

  it('create a related account: for the owner of a top-level account; opens the form, going to its page first', async () => {
    const ctx = commandContext({ modules: ['leads'] })
    expect(state('account.createChild', inChild(ctx))).toEqual({ available: false, reason: 'accounts.reason.notAllowed' })
    const member = { ...ctx, user: { ...ctx.user!, account: { ...ctx.user!.account, access: 'member' as const } } }
    expect(state('account.createChild', member)).toEqual({ available: false, reason: 'accounts.reason.ownerOnly' })

    expect(await executeCommand(appRegistry, 'account.createChild', undefined, 'palette', ctx)).toEqual({ ok: true })
    expect(ctx.calls).toEqual(['navigate:/settings/related-accounts?create'])
    const opened: string[] = []
    const onPage = withSlots(ctx, [relatedAccountsSlot, { openCreate: () => void opened.push('form') }])
    expect(await executeCommand(appRegistry, 'account.createChild', undefined, 'palette', onPage)).toEqual({ ok: true })
    expect(opened).toEqual(['form'])
    expect(ctx.calls).toHaveLength(1)
  })
})

/** The top bar's indicator as the app renders it: for the session's user, with the switcher mounted. */
function TopBarIndicator() {
  const { user } = useSession()
  return user ? <AccountIndicator user={user} /> : null
}

/**
 * The server: the accounts of the user, a switch answering the user as the new account sees them, and the related
 * accounts, which a related account does not have (403 once the session acts as the child).
 */
function server() {
  const asChild: User = { ...testUser, modules: [{ id: 1, slug: 'leads' }], account: { ...child, current: true } }
  let acting = 1
  const stub = stubFetch((url, init) => {
    if (url === '/api/accounts/switch' && init.method === 'POST') return (acting = 2), { body: { message: 'Switched.', user: asChild } }
    if (url === '/api/accounts') return { body: { data: [own, child], current_account_id: acting } }
    if (url === '/api/accounts/children') {
      if (acting !== 1) return { status: 403, body: { message: 'A related account cannot have related accounts of its own.', code: 'accounts.no_grandchildren' } }
      const related = { id: 2, name: 'Berlin branch', status: 'active', plan: { id: 1, name: 'Starter' }, modules: ['leads'], created_at: '2026-01-01T00:00:00.000Z' }
      return { body: { data: [related], limit: { allowed: true, max: 3, used: 1 }, options: { modules: ['leads'], plans: [{ id: 1, name: 'Starter' }] } } }
    }
    return { body: {} }
  })
  vi.stubGlobal('fetch', stub.fetchStub)
  return stub
}

describe('the account indicator and the switcher', () => {
  it('shows the acting account, lists the others from the keyboard, and switches the session into one', async () => {
    const user = userEvent.setup()
    const api = server()
    const { openPalette: _p, openCheatSheet: _c, calls: _calls, ...base } = commandContext({ modules: ['leads'] })
    const { location } = renderAt(
      <CommandShell base={base}>
        <AccountSwitcher />
        <TopBarIndicator />
        <ToastList />
      </CommandShell>,
      { path: '/lead-search/saved-lists', token: 't' },
    )
    const toggle = await screen.findByRole('button', { name: "Acting as Ada's account" })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')

    await user.tab()
    expect(document.activeElement).toBe(toggle)
    await user.keyboard('{Enter}')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const list = screen.getByRole('list', { name: 'Accounts you can act as' })
    expect(list.textContent).toContain("Ada's account (Current)")
    await user.keyboard('{Escape}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)

    await user.keyboard('{Enter}')
    const switchTo = await screen.findByRole('button', { name: 'Switch to Berlin branch' })
    await user.tab()
    expect(document.activeElement).toBe(switchTo)
    await user.keyboard('{Enter}')

    await waitFor(() => expect(screen.getByRole('button', { name: /^Acting as Berlin branch/ })).toBeTruthy())
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ url: '/api/accounts/switch', body: { account_id: 2 } })])
    expect(screen.getByText("Related account of Ada's account")).toBeTruthy()
    expect(location.history.at(-1)).toBe('/')
    await waitFor(() => expect(shownToasts()).toContain('blank:You are now acting as Berlin branch.'))
  })

  it("switches from a related account's row on its page, leaving the page without asking the new account for it", async () => {
    const user = userEvent.setup()
    const api = server()
    const { openPalette: _p, openCheatSheet: _c, calls: _calls, ...base } = commandContext({ modules: ['leads'] })
    const { location } = renderAt(
      <CommandShell base={base}>
        <AccountSwitcher />
        <TopBarIndicator />
        <Switch>
          <Route path="/settings/related-accounts">
            <RelatedAccountsPage />
          </Route>
          <Route>Home</Route>
        </Switch>
        <ToastList />
      </CommandShell>,
      { path: '/settings/related-accounts', token: 't' },
    )
    const row = await screen.findByRole('row', { name: /Berlin branch/ })
    expect(row.textContent).toContain('Active')
    const switchTo = await screen.findByRole('button', { name: 'Switch to Berlin branch' })
    await waitFor(() => expect(switchTo.getAttribute('aria-disabled')).toBeNull())
    switchTo.focus()
    await user.keyboard('{Enter}')

    await waitFor(() => expect(screen.getByRole('button', { name: /^Acting as Berlin branch/ })).toBeTruthy())
    expect(location.history.at(-1)).toBe('/')
    await waitFor(() => expect(shownToasts()).toEqual(['blank:You are now acting as Berlin branch.']))
    expect(api.calls.filter((c) => c.url === '/api/accounts/children')).toHaveLength(1)
  })
})
