import { integer } from 'superstruct'
import type { AccountSummary } from '../src/shared/accounts/types'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** What the account switcher (mounted on every signed-in page) provides: the accounts the user may act as, and the switch. */
export type AccountsSlot = {
  /** null while they load. */
  accounts: readonly AccountSummary[] | null
  /** Re-points the session, then reloads what the new account shows. */
  switchTo(accountId: number): Promise<void>
}
export const accountsSlot = defineSlot<AccountsSlot>('accounts')

/** What the related accounts page provides while it is open. */
export type RelatedAccountsSlot = { openCreate(): void }
export const relatedAccountsSlot = defineSlot<RelatedAccountsSlot>('relatedAccounts')

export const relatedAccountsPath = '/settings/related-accounts'

const group = 'accounts'
const signedIn = (ctx: CommandContext) => (ctx.user ? true : 'commands.reason.signInRequired')
const others = (ctx: CommandContext) => (ctx.get(accountsSlot)?.accounts ?? []).filter((a) => !a.current)

/** Switches the session to another account; the palette asks which one. */
export const switchAccount = defineCommand<number>({
  id: 'account.switch',
  title: 'accounts.commands.switch',
  group,
  scope: 'global',
  shortcut: 'a s',
  keywords: ['account', 'switch', 'act as', 'related', 'child', 'parent', 'team'],
  when: (ctx) => {
    const base = signedIn(ctx)
    if (base !== true) return base
    const slot = ctx.get(accountsSlot)
    if (!slot?.accounts) return 'accounts.reason.loading'
    return others(ctx).length ? true : 'accounts.reason.noOther'
  },
  args: integer(),
  argChoices: (ctx) => others(ctx).map((a) => ({ value: a.id, title: 'accounts.commands.switchTo', titleParams: { name: a.name } })),
  run: (ctx, accountId) => ctx.get(accountsSlot)!.switchTo(accountId),
})

/** From a related account back to the account it belongs to. */
export const switchToParent = defineCommand({
  id: 'account.switchBack',
  title: 'accounts.commands.switchBack',
  group,
  scope: 'global',
  shortcut: 'a p',
  keywords: ['account', 'parent', 'back', 'return'],
  when: (ctx) => {
    const base = signedIn(ctx)
    if (base !== true) return base
    if (ctx.user?.account.parent_id == null) return 'accounts.reason.notChild'
    return ctx.get(accountsSlot) ? true : 'accounts.reason.loading'
  },
  run: (ctx) => ctx.get(accountsSlot)!.switchTo(ctx.user!.account.parent_id!),
})

/** Opens the form for a new related account (on its page, going there first). */
export const createChildAccount = defineCommand({
  id: 'account.createChild',
  title: 'accounts.commands.createChild',
  group,
  scope: 'global',
  shortcut: 'a n',
  keywords: ['account', 'related', 'child', 'sub-account', 'new', 'create'],
  when: (ctx) => {
    const base = signedIn(ctx)
    if (base !== true) return base
    const account = ctx.user!.account
    if (account.is_child) return 'accounts.reason.notAllowed'
    return account.access === 'owner' ? true : 'accounts.reason.ownerOnly'
  },
  run: (ctx) => {
    const page = ctx.get(relatedAccountsSlot)
    if (page) page.openCreate()
    else ctx.navigate(`${relatedAccountsPath}?create`)
  },
})

export const accountsCommands: AnyCommand[] = [switchAccount, switchToParent, createChildAccount]
