import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { sessionImplementations, sessionMachine, type SessionDeps } from '../../machines/session.machine'
import type { ListType, LoginResponse, Topic, User } from '../../src/shared/types'

const user: User = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  created_at: '2024-01-01T00:00:00.000Z',
  hash: 'h',
  role: 'user',
  modules: [{ id: 1, slug: 'leads' }],
  email_verified_at: '2024-01-01T00:00:00.000Z',
  terms_accepted_at: null,
  terms_version: 1,
  terms_required: false,
  language: null,
  license_time: null,
  last_reset: null,
  additional_query_count: 0,
  referral_partner: null,
  parent_id: null,
  is_child: false,
  has_google_api_key: false,
  is_partner: false,
  is_referral_partner: false,
  account: { id: 1, name: "Ada's account", role: 'user', access: 'owner', modules: [{ id: 1, slug: 'leads' }], parent_id: null, parent_name: null, is_child: false, status: 'active', plan: null, current: true },
}
const listTypes: ListType[] = [{ id: 1, name: 'People' }]
const topics: Topic[] = [{ id: 1, title: 'Welcome', description: 'Start here', position: 1 }]

/** Fake dependencies that record every side effect in order. */
function recordingDeps(overrides: Partial<SessionDeps['api']> = {}) {
  const calls: string[] = []
  const deps: SessionDeps = {
    api: {
      login: async ({ email }) => {
        calls.push(`api.login:${email}`)
        return { authorisation: { token: 'tok-1', type: 'bearer' }, user } satisfies LoginResponse
      },
      me: async () => (calls.push('api.me'), user),
      listTypes: async () => (calls.push('api.listTypes'), listTypes),
      topics: async () => (calls.push('api.topics'), topics),
      logout: async () => calls.push('api.logout'),
      ...overrides,
    },
    storage: { setToken: (token) => calls.push(`setToken:${token}`), clearToken: () => calls.push('clearToken') },
    dom: { removeChatWidget: () => calls.push('removeChatWidget'), removeInjectedScripts: () => calls.push('removeInjectedScripts') },
    navigate: (to) => calls.push(`navigate:${to}`),
  }
  return { deps, calls }
}

function start(token: string | null, deps: SessionDeps) {
  const actor = createActor(sessionMachine.provide(sessionImplementations(deps)), { input: { token } })
  actor.start()
  return actor
}

describe('session machine', () => {
  it('starts logged out without a stored token', () => {
    const { deps, calls } = recordingDeps()
    const actor = start(null, deps)
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(calls).toEqual([])
  })

  it('stores the token on login, then loads list types and topics', async () => {
    const { deps, calls } = recordingDeps()
    const actor = start(null, deps)
    actor.send({ type: 'LOGIN', email: 'ada@example.com', password: 'secret1' })
    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(snapshot.context).toMatchObject({ token: 'tok-1', user, listTypes, topics, error: null })
    expect(calls.slice(0, 2)).toEqual(['api.login:ada@example.com', 'setToken:tok-1'])
    expect(calls).toContain('api.listTypes')
    expect(calls).toContain('api.topics')
  })

  it('clears user and token when the login fails', async () => {
    const { deps, calls } = recordingDeps({ login: () => Promise.reject(Object.assign(new Error('x'), { data: { message: 'Wrong e-mail or password' } })) })
    const actor = start(null, deps)
    actor.send({ type: 'LOGIN', email: 'ada@example.com', password: 'bad' })
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut') && s.context.error !== null)
    expect(snapshot.context).toMatchObject({ token: null, user: null, error: 'Wrong e-mail or password' })
    expect(calls).toEqual(['clearToken'])
    expect(snapshot.context.token).toBeNull()
  })

  it('restores the session from a stored token', async () => {
    const { deps, calls } = recordingDeps()
    const actor = start('stored', deps)
    expect(actor.getSnapshot().value).toBe('restoring')
    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(snapshot.context).toMatchObject({ token: 'stored', user, listTypes, topics })
    expect(calls[0]).toBe('api.me')
  })

  it('clears user and token when the stored token no longer works', async () => {
    const { deps, calls } = recordingDeps({ me: () => Promise.reject(new Error('Unauthenticated')) })
    const actor = start('expired', deps)
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'))
    expect(snapshot.context).toMatchObject({ token: null, user: null, error: 'Unauthenticated' })
    expect(calls).toEqual(['clearToken'])
  })

  it('is logged in with empty lists when the session data fails to load', async () => {
    const { deps } = recordingDeps({ topics: () => Promise.reject(new Error('down')) })
    const actor = start('stored', deps)
    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(snapshot.context).toMatchObject({ user, listTypes: [], topics: [] })
  })

  it('accepts a token obtained elsewhere (social sign-in)', async () => {
    const { deps, calls } = recordingDeps()
    const actor = start(null, deps)
    actor.send({ type: 'AUTHENTICATED', token: 'social', user })
    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(snapshot.context.token).toBe('social')
    expect(calls[0]).toBe('setToken:social')
  })

  it('logs out with its side effects in order, clearing the user last', async () => {
    const { deps, calls } = recordingDeps()
    const actor = start('stored', deps)
    await waitFor(actor, (s) => s.matches('loggedIn'))
    calls.length = 0
    actor.send({ type: 'LOGOUT' })
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'))
    expect(calls).toEqual(['api.logout', 'removeChatWidget', 'removeInjectedScripts', 'clearToken', 'navigate:/login'])
    expect(snapshot.context).toMatchObject({ token: null, user: null, listTypes: [], topics: [] })
  })

  it('still logs out locally when the logout call fails', async () => {
    const { deps, calls } = recordingDeps({ logout: () => Promise.reject(new Error('offline')) })
    const actor = start('stored', deps)
    await waitFor(actor, (s) => s.matches('loggedIn'))
    calls.length = 0
    actor.send({ type: 'LOGOUT' })
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'))
    expect(calls).toEqual(['removeChatWidget', 'removeInjectedScripts', 'clearToken', 'navigate:/login'])
    expect(snapshot.context.user).toBeNull()
  })

  it('replaces the user on USER_UPDATED', async () => {
    const { deps } = recordingDeps()
    const actor = start('stored', deps)
    await waitFor(actor, (s) => s.matches('loggedIn'))
    actor.send({ type: 'USER_UPDATED', user: { ...user, first_name: 'Augusta' } })
    expect(actor.getSnapshot().context.user?.first_name).toBe('Augusta')
  })

  it('ignores LOGOUT while logged out and LOGIN while logged in', async () => {
    const { deps } = recordingDeps()
    const actor = start(null, deps)
    expect(actor.getSnapshot().can({ type: 'LOGOUT' })).toBe(false)
    actor.send({ type: 'AUTHENTICATED', token: 't', user })
    await waitFor(actor, (s) => s.matches('loggedIn'))
    expect(actor.getSnapshot().can({ type: 'LOGIN', email: 'a@b.c', password: 'x' })).toBe(false)
  })
})
