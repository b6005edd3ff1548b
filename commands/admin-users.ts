import { integer, object, optional, string } from 'superstruct'
import type { AdminUserSort, AdminUsersBulkAction, AdminUsersScope } from '../src/shared/admin-users/selection'
import { deletionRequest } from './confirm-request'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** A user a command acts on, named for its questions ("Delete Ada Lovelace?"). */
export type UserRef = { id: number; name: string }

/**
 * The admin's user actions, provided on every page for admins (the users feature's mounted bridge): each calls the
 * API and refreshes what shows the user. `askAmount` asks how many credits (null: the admin cancelled).
 */
export type AdminUserActions = {
  remove(id: number): Promise<void>
  restore(id: number): Promise<void>
  resetLimits(id: number): Promise<void>
  deleteExtraRequests(id: number): Promise<void>
  grantCredits(id: number, amount: number): Promise<void>
  impersonate(id: number): Promise<void>
  bulk(scope: AdminUsersScope, action: AdminUsersBulkAction): Promise<number>
  askAmount(title: string): Promise<number | null>
  /** The plans a user can be put on (null while they load). */
  plans: readonly { id: number; name: string }[] | null
}
export const adminUserActionsSlot = defineSlot<AdminUserActions>('adminUserActions')

/** The user on screen: the focused row of the users table, or the user of the edit page. */
export type AdminUserTargetSlot = { user: (UserRef & { status: string }) | null }
export const adminUserTargetSlot = defineSlot<AdminUserTargetSlot>('adminUserTarget', ['user'])

/** The users table's selection: rows picked by hand or every user its filter matches. */
export type AdminUsersSelectionSlot = {
  scope: AdminUsersScope | null
  count: number
  total: number
  sort: { field: AdminUserSort; dir: 'asc' | 'desc' }
  setSort(field: AdminUserSort, dir: 'asc' | 'desc'): void
  selectMatching(): void
  clear(): void
}
export const adminUsersSelectionSlot = defineSlot<AdminUsersSelectionSlot>('adminUsersSelection')

/** An impersonation in progress (mounted on every page): who is behind it and the way back. */
export type ImpersonationSlot = { impersonator: { email: string; name: string } | null; end(): Promise<void> }
export const impersonationSlot = defineSlot<ImpersonationSlot>('impersonation')

/** The user-form page's submit (create or edit). */
export type AdminUserFormSlot = { submit(): Promise<void> }
export const adminUserFormSlot = defineSlot<AdminUserFormSlot>('adminUserForm')

export const usersPath = '/admin/users'
export const userEditPath = (id: number) => `${usersPath}/${id}/edit`
export const userHistoryPath = (id: number) => `${userEditPath(id)}?tab=history`

const group = 'admin'
const isAdmin = (ctx: CommandContext): true | string => (ctx.modules.includes('admin') ? true : 'commands.reason.module.admin')
const actions = (ctx: CommandContext) => ctx.get(adminUserActionsSlot)
const userArgs = optional(object({ id: integer(), name: string() }))

export type UserCommandSpec = {
  id: string
  keywords: string[]
  /** The target's status this command makes sense for. */
  status?: (status: string) => boolean
  run(ctx: CommandContext, user: UserRef, act: AdminUserActions): void | Promise<void>
}

/** Which statuses of its user each user command makes sense for, by command id. */
const fits = new Map<string, (status: string) => boolean>()

/**
 * A command on one user: from the palette finder (its argument), or on the user on screen (the focused row, the
 * edit page), which the palette offers as its one choice.
 */
function userCommand(spec: UserCommandSpec) {
  fits.set(spec.id, spec.status ?? (() => true))
  return defineCommand<UserRef | undefined>({
    id: spec.id,
    title: `adminUsers.commands.${spec.id.split('.').pop()}`,
    group,
    // Listed where a user is on screen; the palette finder's entries run it for the user they found anywhere.
    scope: 'user',
    keywords: ['user', ...spec.keywords],
    when: (ctx) => {
      const allowed = isAdmin(ctx)
      if (allowed !== true) return allowed
      return actions(ctx) ? true : 'adminUsers.reason.loading'
    },
    args: userArgs,
    argChoices: (ctx) => {
      const user = ctx.get(adminUserTargetSlot)?.user
      return user && (!spec.status || spec.status(user.status)) ? [{ value: { id: user.id, name: user.name }, title: 'adminUsers.commands.userChoice', titleParams: { name: user.name } }] : []
    },
    run: async (ctx, args) => {
      const onScreen = ctx.get(adminUserTargetSlot)?.user
      const user = args ?? onScreen
      const act = actions(ctx)
      if (!user || !act) throw new Error(ctx.t('adminUsers.reason.noUser'))
      // A finder's entry offers only what fits its user's status; the user on screen is checked here.
      if (!args && onScreen && spec.status && !spec.status(onScreen.status)) throw new Error(ctx.t('adminUsers.reason.status'))
      await spec.run(ctx, { id: user.id, name: user.name }, act)
    },
  })
}

const notDeleted = (status: string) => status !== 'deleted'

export const editUser = userCommand({ id: 'admin.user.edit', keywords: ['edit', 'open', 'change'], run: (ctx, user) => ctx.navigate(userEditPath(user.id)) })
export const userHistory = userCommand({ id: 'admin.user.history', keywords: ['history', 'audit', 'changes'], run: (ctx, user) => ctx.navigate(userHistoryPath(user.id)) })

export const impersonateUser = userCommand({
  id: 'admin.user.impersonate',
  keywords: ['login', 'log in as', 'impersonate', 'view as'],
  status: (status) => status === 'active',
  run: async (ctx, user, act) => {
    const yes = await ctx.confirm({
      title: ctx.t('adminUsers.impersonate.title', { name: user.name }),
      message: ctx.t('adminUsers.impersonate.message'),
      confirmLabel: ctx.t('adminUsers.impersonate.yes', { name: user.name }),
      tone: 'danger',
    })
    if (!yes) return
    await act.impersonate(user.id)
    ctx.navigate('/')
  },
})

export const deleteUser = userCommand({
  id: 'admin.user.delete',
  keywords: ['delete', 'remove', 'disable'],
  status: notDeleted,
  run: async (ctx, user, act) => {
    const action = ctx.t('adminUsers.delete.action', { name: user.name })
    const yes = await ctx.confirm(deletionRequest(ctx.t, action, { message: ctx.t('adminUsers.delete.message'), confirmLabel: ctx.t('adminUsers.delete.yes') }))
    if (!yes) return
    await act.remove(user.id)
    ctx.notify(ctx.t('adminUsers.done.deleted', { name: user.name }))
  },
})

export const restoreUser = userCommand({
  id: 'admin.user.restore',
  keywords: ['restore', 'undelete', 'recover'],
  status: (status) => status === 'deleted',
  run: async (ctx, user, act) => {
    await act.restore(user.id)
    ctx.notify(ctx.t('adminUsers.done.restored', { name: user.name }))
  },
})

export const resetUserLimits = userCommand({
  id: 'admin.user.resetLimits',
  keywords: ['reset', 'limits', 'searches', 'period'],
  status: notDeleted,
  run: async (ctx, user, act) => {
    await act.resetLimits(user.id)
    ctx.notify(ctx.t('adminUsers.done.limits_reset', { name: user.name }))
  },
})

export const deleteExtraRequests = userCommand({
  id: 'admin.user.deleteExtraRequests',
  keywords: ['extra', 'requests', 'additional', 'queries'],
  status: notDeleted,
  run: async (ctx, user, act) => {
    await act.deleteExtraRequests(user.id)
    ctx.notify(ctx.t('adminUsers.done.extra_requests_deleted', { name: user.name }))
  },
})

export const grantUserCredits = userCommand({
  id: 'admin.user.grantCredits',
  keywords: ['credits', 'grant', 'give', 'wallet'],
  status: notDeleted,
  run: async (ctx, user, act) => {
    const amount = await act.askAmount(ctx.t('adminUsers.credits.askOne', { name: user.name }))
    if (amount === null) return
    const yes = await ctx.confirm({
      title: ctx.t('adminUsers.credits.confirmOne', { amount: amount.toLocaleString(ctx.locale), name: user.name }),
      message: ctx.t('adminUsers.credits.message'),
      confirmLabel: ctx.t('adminUsers.credits.yes'),
      tone: 'spend',
    })
    if (!yes) return
    await act.grantCredits(user.id, amount)
    ctx.notify(ctx.t('adminUsers.done.credits_granted', { count: amount, name: user.name }))
  },
})

/** Back to the admin's own session from an impersonation: the banner's button and the palette. */
export const endImpersonation = defineCommand({
  id: 'admin.impersonation.end',
  title: 'adminUsers.commands.endImpersonation',
  group,
  scope: 'global',
  keywords: ['return', 'admin', 'impersonation', 'stop', 'back'],
  when: (ctx) => (ctx.get(impersonationSlot)?.impersonator ? true : 'adminUsers.reason.notImpersonating'),
  run: async (ctx) => {
    await ctx.get(impersonationSlot)!.end()
    ctx.navigate(usersPath)
  },
})

/** The palette's user finder: opens the palette, where three letters of a name or e-mail find users on the server. */
export const findUser = defineCommand({
  id: 'admin.user.find',
  title: 'adminUsers.commands.find',
  group,
  scope: 'global',
  keywords: ['find', 'user', 'search', 'people', 'email'],
  when: isAdmin,
  run: (ctx) => ctx.openPalette(),
})

export const createUser = defineCommand({
  id: 'admin.user.create',
  title: 'adminUsers.commands.create',
  group,
  scope: 'global',
  keywords: ['new', 'user', 'create', 'add'],
  when: isAdmin,
  opens: () => `${usersPath}/create`,
  run: (ctx) => ctx.navigate(`${usersPath}/create`),
})

/** Submits the user form on screen (create or edit): Enter in a field, its button and the palette alike. */
export const saveUser = defineCommand({
  id: 'admin.user.save',
  title: 'adminUsers.commands.save',
  group,
  scope: 'global',
  keywords: ['save', 'submit', 'user'],
  when: (ctx) => (ctx.get(adminUserFormSlot) ? true : 'adminUsers.reason.noForm'),
  run: (ctx) => ctx.get(adminUserFormSlot)!.submit(),
})

/** The order a user's actions are offered in: the palette finder's second page, the edit page's buttons. */
const userActionOrder = [editUser, impersonateUser, grantUserCredits, resetUserLimits, deleteExtraRequests, userHistory, deleteUser, restoreUser]

/**
 * The ids of the commands that make sense for this user: by their status, and no impersonation of a super admin
 * (nor of an admin, by a plain admin), as the server refuses those.
 */
export function userActionIds(user: { status: string; role: string }, callerRole: string | undefined): string[] {
  const impersonable = user.role === 'user' || (user.role === 'admin' && callerRole === 'super_admin')
  return userActionOrder
    .filter((command) => fits.get(command.id)!(user.status))
    .filter((command) => command !== impersonateUser || impersonable)
    .map((command) => command.id)
}

export const adminUserCommands: AnyCommand[] = [findUser, createUser, saveUser, editUser, impersonateUser, grantUserCredits, resetUserLimits, deleteExtraRequests, userHistory, deleteUser, restoreUser, endImpersonation]
