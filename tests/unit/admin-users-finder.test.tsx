import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminUserActionsSlot, type AdminUserActions } from '../../commands/admin-users'
import { appRegistry } from '../../commands/index'
import { userFinderSource } from '../../src/client/features/admin-users/user-finder-source'
import { Palette } from '../../src/client/ui/palette/palette'
import { entitySearchDelay } from '../../src/client/ui/palette/use-entity-search'
import type { AdminUserRow } from '../../src/shared/admin-users/types'
import { stubFetch, type StubAnswer } from './client-harness'
import { commandContext, withSlots } from './support/command-context'

const row = (id: number, first: string, last: string, extra: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@example.com`,
  role: 'user',
  status: 'active',
  account_id: id + 100,
  plan: null,
  modules: ['leads'],
  credits: 0,
  created_at: '2026-01-02T10:00:00.000Z',
  last_login_at: null,
  ...extra,
})
const page = (...rows: AdminUserRow[]): StubAnswer => ({ body: { data: rows, next_cursor: null, total: rows.length } })

/** The server's answers, held per search until the test releases them, in any order. */
function heldByQuery() {
  const held = new Map<string, (answer: StubAnswer) => void>()
  const stub = stubFetch((url) => new Promise<StubAnswer>((resolve) => held.set(new URL(url, 'http://x').searchParams.get('q') ?? '', resolve)))
  return {
    ...stub,
    asked: () => stub.calls.map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams)),
    release: (q: string, answer: StubAnswer) => act(async () => held.get(q)!(answer)),
  }
}

function fakeActions(): AdminUserActions & { done: string[] } {
  const done: string[] = []
  const record = (name: string) => async (id: number) => void done.push(`${name}:${id}`)
  return {
    done,
    remove: record('remove'),
    restore: record('restore'),
    resetLimits: record('resetLimits'),
    deleteExtraRequests: record('deleteExtraRequests'),
    impersonate: record('impersonate'),
    grantCredits: async (id, amount) => void done.push(`grant:${id}:${amount}`),
    bulk: async () => 0,
    askAmount: async () => 50,
    plans: [],
  }
}

function openFinder(callerRole = 'super_admin') {
  const server = heldByQuery()
  vi.stubGlobal('fetch', server.fetchStub)
  const actions = fakeActions()
  const ctx = withSlots(commandContext({ modules: ['admin'] }), [adminUserActionsSlot, actions])
  const source = userFinderSource(ctx.t, callerRole)
  render(<Palette open onClose={() => undefined} ctx={ctx} registry={appRegistry} entitySources={[source]} />)
  const input = screen.getByRole('combobox')
  const type = (text: string) => fireEvent.change(input, { target: { value: text } })
  const pause = (ms = entitySearchDelay) => act(async () => void vi.advanceTimersByTime(ms))
  const enter = () => fireEvent.keyDown(input, { key: 'Enter' })
  return { server, actions, ctx, input, type, pause, enter }
}

const optionTexts = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '')

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the palette's user finder (admin.user.find)", () => {
  it('asks the server only from three letters, once typing pauses, for eight users', async () => {
    const { server, type, pause } = openFinder()
    type('ad')
    await pause()
    expect(server.calls).toEqual([])
    type('ada')
    await pause(entitySearchDelay - 1)
    type('adal')
    await pause(entitySearchDelay - 1)
    expect(server.calls).toEqual([])
    await pause(1)
    expect(server.asked()).toEqual([{ q: 'adal', limit: '8' }])
  })

  it('drops an answer that arrives after a newer search was sent', async () => {
    const { server, type, pause } = openFinder()
    type('ada')
    await pause()
    type('adam')
    await pause()
    expect(server.asked().map((query) => query.q)).toEqual(['ada', 'adam'])
    await server.release('adam', page(row(2, 'Adam', 'Smith')))
    expect(optionTexts().some((text) => text.includes('Adam Smith'))).toBe(true)
    await server.release('ada', page(row(1, 'Ada', 'Lovelace')))
    expect(optionTexts().some((text) => text.includes('Ada Lovelace'))).toBe(false)
    expect(optionTexts().some((text) => text.includes('Adam Smith'))).toBe(true)
  })

  it('shows each user with name and e-mail in the render that follows the answer, and Enter, Enter edits the first', async () => {
    const { server, ctx, type, pause, enter } = openFinder()
    type('ada')
    await pause()
    await server.release('ada', page(row(12, 'Ada', 'Lovelace'), row(13, 'Adalbert', 'Stifter')))
    const first = screen.getAllByRole('option').find((option) => option.textContent?.includes('Ada Lovelace'))!
    expect(first.textContent).toContain('ada@example.com')
    enter()
    // The second page: the user's actions, the first chosen.
    expect(optionTexts()[0]).toContain('Edit Ada Lovelace')
    expect(optionTexts().some((text) => text.includes('Log in as Ada Lovelace'))).toBe(true)
    enter()
    await vi.waitFor(() => expect(ctx.calls).toEqual(['navigate:/admin/users/12/edit']))
  })

  it('puts a user found by the start of their name before commands that only contain the letters', async () => {
    const { server, type, pause } = openFinder()
    type('gre')
    await pause()
    await server.release('gre', page(row(21, 'Greta', 'Garbo')))
    const texts = optionTexts()
    expect(texts.some((text) => text.includes('Go to Related accounts'))).toBe(true)
    expect(texts[0]).toContain('Greta Garbo')
  })

  it('logs in as the user after the confirmation, from its second page', async () => {
    const { server, ctx, actions, type, pause, enter } = openFinder()
    type('ada')
    await pause()
    await server.release('ada', page(row(12, 'Ada', 'Lovelace')))
    enter()
    type('log in')
    enter()
    await vi.waitFor(() => expect(actions.done).toEqual(['impersonate:12']))
    expect(ctx.confirms[0].title).toBe('Log in as Ada Lovelace?')
    expect(ctx.calls.at(-1)).toBe('navigate:/')
  })

  it('offers only what fits the user: restore for a deleted one, no log in as a super admin', async () => {
    const { server, type, pause, enter, input } = openFinder('admin')
    type('ada')
    await pause()
    await server.release('ada', page(row(12, 'Ada', 'Lovelace', { status: 'deleted' })))
    expect(optionTexts()[0]).toContain('Deleted')
    enter()
    const actionsOfDeleted = optionTexts()
    expect(actionsOfDeleted.some((text) => text.includes('Restore Ada Lovelace'))).toBe(true)
    expect(actionsOfDeleted.some((text) => text.includes('Delete Ada Lovelace'))).toBe(false)
    expect(actionsOfDeleted.some((text) => text.includes('Log in as'))).toBe(false)

    fireEvent.keyDown(input, { key: 'Backspace' })
    type('hpq')
    await pause()
    await server.release('hpq', page(row(14, 'Grace', 'Hopper', { role: 'super_admin' }), row(15, 'Grant', 'Admin', { role: 'admin' })))
    enter()
    expect(optionTexts()[0]).toContain('Edit Grace Hopper')
    expect(optionTexts().some((text) => text.includes('Log in as'))).toBe(false)
  })
})
