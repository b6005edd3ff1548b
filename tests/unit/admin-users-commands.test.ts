import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { adminUserActionsSlot, adminUsersSelectionSlot, adminUserTargetSlot, impersonationSlot, type AdminUserActions, type AdminUsersSelectionSlot } from '../../commands/admin-users'
import { appRegistry } from '../../commands/index'
import { appliesHere, availability, executeCommand } from '../../commands/registry'
import { sessionImplementations, sessionMachine } from '../../machines/session.machine'
import type { AdminUsersScope } from '../../src/shared/admin-users/selection'
import { testUser } from './client-harness'
import { commandContext, withSlots } from './support/command-context'

type Bulked = { scope: AdminUsersScope; action: unknown }

function actions(amount: number | null = 50) {
  const done: string[] = []
  const bulked: Bulked[] = []
  const value: AdminUserActions = {
    remove: async (id) => void done.push(`remove:${id}`),
    restore: async (id) => void done.push(`restore:${id}`),
    resetLimits: async (id) => void done.push(`resetLimits:${id}`),
    deleteExtraRequests: async (id) => void done.push(`deleteExtraRequests:${id}`),
    impersonate: async (id) => void done.push(`impersonate:${id}`),
    grantCredits: async (id, credits) => void done.push(`grant:${id}:${credits}`),
    bulk: async (scope, action) => {
      bulked.push({ scope, action })
      return 'ids' in scope ? scope.ids.length : 1204
    },
    askAmount: async (title) => {
      done.push(`ask:${title}`)
      return amount
    },
    plans: [{ id: 3, name: 'Pro' }],
  }
  return { value, done, bulked }
}

function usersTable(scope: AdminUsersScope | null, count: number): AdminUsersSelectionSlot & { cleared: number } {
  const table = {
    scope,
    count,
    total: 1204,
    sort: { field: 'created_at' as const, dir: 'desc' as const },
    setSort: () => undefined,
    selectMatching: () => undefined,
    cleared: 0,
    clear: () => void table.cleared++,
  }
  return table
}

const onUsersPage = (scope: AdminUsersScope | null, count: number, amount: number | null = 50) => {
  const act = actions(amount)
  const table = usersTable(scope, count)
  const base = commandContext({ modules: ['admin'] })
  const ctx = withSlots({ ...base, route: { name: 'admin.users', path: '/admin/users', params: {} } }, [adminUserActionsSlot, act.value], [adminUsersSelectionSlot, table])
  return { ctx, act, table }
}

describe('the users console commands', () => {
  it('says the count before a bulk grant, with the safe button as the default, and grants only when confirmed', async () => {
    const { ctx, act, table } = onUsersPage({ filter: { q: 'ada' } }, 1204)
    ctx.answers.push(false)
    await executeCommand(appRegistry, 'admin.users.grantCredits', undefined, 'palette', ctx)
    expect(ctx.confirms[0].title).toBe('Grant 50 credits to 1,204 users?')
    expect(ctx.confirms[0].tone).toBe('spend')
    expect(act.bulked).toEqual([])

    await executeCommand(appRegistry, 'admin.users.grantCredits', undefined, 'palette', ctx)
    expect(act.bulked).toEqual([{ scope: { filter: { q: 'ada' } }, action: { action: 'grant_credits', amount: 50 } }])
    expect(table.cleared).toBe(1)
    expect(ctx.calls.at(-1)).toBe('notify:info:1,204 users changed.')
  })

  it('words a bulk question for one user in the singular, in every language', async () => {
    const { ctx } = onUsersPage({ ids: [7] }, 1)
    ctx.answers.push(false)
    await executeCommand(appRegistry, 'admin.users.disable', undefined, 'palette', ctx)
    expect(ctx.confirms[0].title).toBe('Disable 1 user?')
    const es = withSlots({ ...commandContext({ modules: ['admin'], locale: 'es' }), route: ctx.route }, [adminUserActionsSlot, actions().value], [adminUsersSelectionSlot, usersTable({ ids: [7, 8] }, 2)])
    es.answers.push(false)
    await executeCommand(appRegistry, 'admin.users.disable', undefined, 'palette', es)
    expect(es.confirms[0].title).toBe('¿Desactivar 2 usuarios?')
  })

  it('asks no question and changes nothing when the admin cancels the amount', async () => {
    const { ctx, act } = onUsersPage({ ids: [1, 2] }, 2, null)
    await executeCommand(appRegistry, 'admin.users.grantCredits', undefined, 'palette', ctx)
    expect(ctx.confirms).toEqual([])
    expect(act.bulked).toEqual([])
  })

  it('refuses the bulk commands with nothing selected, and offers the plans to change to', () => {
    const { ctx } = onUsersPage(null, 0)
    expect(availability(appRegistry.get('admin.users.disable')!, ctx)).toEqual({ available: false, reason: 'adminUsers.reason.noSelection' })
    const picked = onUsersPage({ ids: [1] }, 1).ctx
    expect(appRegistry.get('admin.users.changePlan')!.argChoices!(picked)).toEqual([{ value: 3, title: 'adminUsers.commands.planChoice', titleParams: { name: 'Pro' } }])
  })

  it('acts on the focused user when run without a user, and checks its status', async () => {
    const act = actions()
    const base = withSlots(commandContext({ modules: ['admin'] }), [adminUserActionsSlot, act.value])
    const deleted = withSlots(base, [adminUserTargetSlot, { user: { id: 9, name: 'Ada Lovelace', status: 'deleted' } }])
    expect(appliesHere(appRegistry.get('admin.user.restore')!, deleted)).toBe(true)
    expect(appliesHere(appRegistry.get('admin.user.restore')!, base)).toBe(false)
    await executeCommand(appRegistry, 'admin.user.restore', undefined, 'keyboard', deleted)
    const refused = await executeCommand(appRegistry, 'admin.user.delete', undefined, 'keyboard', deleted)
    expect(act.done).toEqual(['restore:9'])
    expect(refused).toMatchObject({ ok: false, error: 'failed' })
  })

  it('deletes a user only once confirmed, naming them', async () => {
    const act = actions()
    const ctx = withSlots(commandContext({ modules: ['admin'] }), [adminUserActionsSlot, act.value])
    ctx.answers.push(false)
    await executeCommand(appRegistry, 'admin.user.delete', { id: 4, name: 'Ada Lovelace' }, 'palette', ctx)
    expect(act.done).toEqual([])
    await executeCommand(appRegistry, 'admin.user.delete', { id: 4, name: 'Ada Lovelace' }, 'palette', ctx)
    expect(ctx.confirms.map((c) => [c.title, c.tone])).toEqual([['Delete Ada Lovelace?', 'danger'], ['Delete Ada Lovelace?', 'danger']])
    expect(act.done).toEqual(['remove:4'])
  })

  it('grants credits to one user after asking the amount and confirming it', async () => {
    const act = actions(1500)
    const ctx = withSlots(commandContext({ modules: ['admin'] }), [adminUserActionsSlot, act.value])
    await executeCommand(appRegistry, 'admin.user.grantCredits', { id: 4, name: 'Ada Lovelace' }, 'palette', ctx)
    expect(ctx.confirms[0].title).toBe('Grant 1,500 credits to Ada Lovelace?')
    expect(act.done).toEqual(['ask:Grant credits to Ada Lovelace', 'grant:4:1500'])
  })

  it('returns to admin only during an impersonation, then opens admin/users', async () => {
    const ctx = commandContext({ modules: ['leads'] })
    expect(availability(appRegistry.get('admin.impersonation.end')!, ctx).available).toBe(false)
    let ended = 0
    const during = withSlots(ctx, [impersonationSlot, { impersonator: { email: 'admin@example.com', name: 'Admin' }, end: async () => void ended++ }])
    await executeCommand(appRegistry, 'admin.impersonation.end', undefined, 'button', during)
    expect(ended).toBe(1)
    expect(during.calls).toEqual(['navigate:/admin/users'])
  })
})

describe('the session swaps tokens (impersonation and back)', () => {
  it('stores the new token and reads the user again with it', async () => {
    const stored: string[] = []
    let token = 'admin-token'
    const acting = { ...testUser, id: 12, first_name: 'Ada', impersonator: { id: 1, email: 'admin@example.com', name: 'Admin' } }
    const actor = createActor(
      sessionMachine.provide(
        sessionImplementations({
          api: { login: async () => Promise.reject(new Error('no')), me: async () => (token === 'user-token' ? acting : testUser), listTypes: async () => [], topics: async () => [], logout: async () => ({}) },
          storage: { setToken: (value) => void stored.push((token = value)), clearToken: () => undefined },
          dom: { removeChatWidget: () => undefined, removeInjectedScripts: () => undefined },
          navigate: () => undefined,
        }),
      ),
      { input: { token } },
    ).start()
    await waitFor(actor, (s) => s.matches('loggedIn'))
    actor.send({ type: 'SWITCHED', token: 'user-token' })
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(stored).toEqual(['user-token'])
    expect(actor.getSnapshot().context.user).toEqual(acting)
    expect(actor.getSnapshot().context.token).toBe('user-token')
  })
})
