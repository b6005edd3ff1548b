import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import {
  wlSubscriptionActionsSlot,
  wlSubscriptionsSelectionSlot,
  wlSubscriptionTargetSlot,
  type SubscriptionScope,
  type WlSubscriptionActions,
  type WlSubscriptionsSelection,
} from '../../commands/whitelabel-subscriptions'
import { createQueryClient } from '../../src/client/app'
import { parseCsv } from '../../src/client/features/whitelabel/subscriptions/bulk-job-rows'
import { serverFilter } from '../../src/client/features/whitelabel/subscriptions/subscriptions-page'
import { useSubscriptions, type SubscriptionsSort } from '../../src/client/features/whitelabel/subscriptions/use-subscriptions'
import type { SubscriptionFilter } from '../../src/shared/whitelabel/subscription-schemas'
import { stubFetch } from './client-harness'
import { commandContext, withSlots } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const sub = (id: number) => ({
  id,
  customer_account_id: 1000 + id,
  customer: `Customer ${id}`,
  email: `c${id}@example.test`,
  username: `C ${id}`,
  package_id: 3,
  package: 'Gold',
  status: 'active',
  provider: 'manual',
  fee_cents: 4900,
  currency: 'usd',
  started_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2027-01-01T00:00:00.000Z',
  trial_ends_at: null,
  canceled_at: null,
  managed_manually: false,
})

/** 250 subscriptions served 100 at a time: the cursor the server gives is the only way to the next page. */
function pagedServer() {
  return stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://x')
    if (pathname !== '/api/wl/subscriptions') return { status: 404, body: { message: 'Not found.', code: 'error.not_found' } }
    const from = searchParams.get('cursor') === null ? 0 : Number(searchParams.get('cursor')!.slice('after-'.length))
    const limit = Number(searchParams.get('limit'))
    const rows = Array.from({ length: Math.min(limit, 250 - from) }, (_, i) => sub(250 - from - i))
    return { body: { data: rows, next_cursor: from + limit < 250 ? `after-${from + limit}` : null, total: 250 } }
  })
}

function renderList(filter: SubscriptionFilter, sort: SubscriptionsSort) {
  const api = pagedServer()
  vi.stubGlobal('fetch', api.fetchStub)
  const client = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  const hook = renderHook((props: { filter: SubscriptionFilter; sort: SubscriptionsSort }) => useSubscriptions(props.filter, props.sort), { wrapper, initialProps: { filter, sort } })
  const params = () => api.calls.map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams))
  return { hook, params }
}

describe('the subscriptions page reads the table a keyset page at a time', () => {
  it('sends the filter and sort to the server and appends each next page by its cursor until the last', async () => {
    const filter = serverFilter({ status: 'active', package: '3' }, '  ada ')
    expect(filter).toEqual({ q: 'ada', status: 'active', package_id: 3 })
    const { hook, params } = renderList(filter, { field: 'end', dir: 'asc' })
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(100))
    expect(hook.result.current.total).toBe(250)
    act(() => hook.result.current.loadMore())
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(200))
    act(() => hook.result.current.loadMore())
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(250))
    // No page after the last one, and every row once, in the server's order.
    act(() => hook.result.current.loadMore())
    expect(hook.result.current.ids).toEqual(Array.from({ length: 250 }, (_, i) => 250 - i))
    expect(params()).toEqual([
      { q: 'ada', status: 'active', package_id: '3', sort: 'end', dir: 'asc', limit: '100' },
      { q: 'ada', status: 'active', package_id: '3', sort: 'end', dir: 'asc', limit: '100', cursor: 'after-100' },
      { q: 'ada', status: 'active', package_id: '3', sort: 'end', dir: 'asc', limit: '100', cursor: 'after-200' },
    ])
  })

  it('starts again from the first page when the order changes', async () => {
    const { hook, params } = renderList({}, { field: 'start', dir: 'desc' })
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(100))
    act(() => hook.result.current.loadMore())
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(200))
    hook.rerender({ filter: {}, sort: { field: 'fee', dir: 'asc' } })
    await waitFor(() => expect(params().at(-1)).toEqual({ sort: 'fee', dir: 'asc', limit: '100' }))
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(100))
  })
})

type Recorded = { dryRuns: unknown[]; started: unknown[]; ran: string[] }

function subscriptionsTable(scope: SubscriptionScope | null, count: number): WlSubscriptionsSelection & { cleared: number } {
  const table = { scope, count, total: 1204, sort: { field: 'start' as const, dir: 'desc' as const }, setSort: () => undefined, selectMatching: () => undefined, cleared: 0, clear: () => void table.cleared++ }
  return table
}

function actions(): { value: WlSubscriptionActions; recorded: Recorded } {
  const recorded: Recorded = { dryRuns: [], started: [], ran: [] }
  const value: WlSubscriptionActions = {
    run: async (id, action) => void recorded.ran.push(`${action}:${id}`),
    dryRun: async (scope, action, values) => {
      recorded.dryRuns.push({ scope, action, values })
      return { matched: 50, applicable: 48, skipped: 2 }
    },
    startBulk: async (scope, action, values) => {
      recorded.started.push({ scope, action, values })
      return { repeated: false }
    },
    exportCsv: async () => undefined,
    downloadErrors: null,
    packages: [{ id: 3, name: 'Gold' }],
  }
  return { value, recorded }
}

const onSubscriptionsPage = (scope: SubscriptionScope | null, count: number) => {
  const act = actions()
  const table = subscriptionsTable(scope, count)
  const base = commandContext({ modules: ['whitelabel'] })
  const ctx = withSlots({ ...base, route: { name: 'whitelabel.subscriptions', path: '/whitelabel/subscriptions', params: {} } }, [wlSubscriptionActionsSlot, act.value], [wlSubscriptionsSelectionSlot, table])
  return { ctx, act, table }
}

describe('the bulk subscription commands', () => {
  const ids = Array.from({ length: 50 }, (_, i) => i + 1)

  it('counts with a dry run first, asks with that count and the safe default, and starts the job only when confirmed', async () => {
    const { ctx, act, table } = onSubscriptionsPage({ ids }, 50)
    ctx.answers.push(false)
    await executeCommand(appRegistry, 'whitelabel.subscriptions.extend', 30, 'palette', ctx)
    expect(act.recorded.dryRuns).toEqual([{ scope: { ids }, action: 'extend', values: { days: 30 } }])
    expect(ctx.confirms[0].title).toBe('Extend 48 subscriptions by 30 days?')
    expect(ctx.confirms[0].message).toContain('Chosen: 50. It applies to 48; 2 are skipped')
    expect(ctx.confirms[0].cancelLabel).toBe('Keep as it is')
    expect(act.recorded.started).toEqual([])

    await executeCommand(appRegistry, 'whitelabel.subscriptions.extend', 30, 'palette', ctx)
    expect(act.recorded.started).toEqual([{ scope: { ids }, action: 'extend', values: { days: 30 } }])
    expect(table.cleared).toBe(1)
    expect(ctx.calls.at(-1)).toBe('notify:info:Working on 50 subscriptions: the progress shows above the table.')
  })

  it('acts on every matching subscription by the filter, and asks which package in the palette when none is named', async () => {
    const { ctx, act } = onSubscriptionsPage({ filter: { status: 'active' } }, 1204)
    await executeCommand(appRegistry, 'whitelabel.subscriptions.changePackage', undefined, 'button', ctx)
    expect(ctx.calls).toContain('openPalette:{"commandId":"whitelabel.subscriptions.changePackage"}')
    expect(act.recorded.dryRuns).toEqual([])
    ctx.answers.push(true)
    await executeCommand(appRegistry, 'whitelabel.subscriptions.changePackage', 3, 'palette', ctx)
    expect(ctx.confirms.at(-1)!.title).toBe('Move 48 subscriptions to the package Gold?')
    expect(act.recorded.started).toEqual([{ scope: { filter: { status: 'active' } }, action: 'change_package', values: { package_id: 3 } }])
  })

  it('is unavailable without a selection, and a row action only where the status allows it', () => {
    const { ctx } = onSubscriptionsPage(null, 0)
    const extend = appRegistry.get('whitelabel.subscriptions.extend')!
    expect(availability(extend, ctx)).toEqual({ available: false, reason: 'wlSubs.reason.noSelection' })
    const onRow = withSlots(ctx, [wlSubscriptionTargetSlot, { subscription: { id: 9, name: 'Ada', status: 'paused' } }])
    expect(availability(appRegistry.get('whitelabel.subscription.resume')!, onRow).available).toBe(true)
    expect(availability(appRegistry.get('whitelabel.subscription.pause')!, onRow)).toEqual({ available: false, reason: 'wlSubs.reason.status' })
  })
})

describe('the row commands', () => {
  it('ask before a refund, with the safe default, and refund only when confirmed; resume runs at once', async () => {
    const { ctx, act } = onSubscriptionsPage(null, 0)
    const onRow = withSlots(ctx, [wlSubscriptionTargetSlot, { subscription: { id: 9, name: 'Ada Byron', status: 'active' } }])
    onRow.answers.push(false)
    await executeCommand(appRegistry, 'whitelabel.subscription.refund', undefined, 'palette', onRow)
    expect(onRow.confirms[0]).toMatchObject({ title: 'Refund Ada Byron and end the subscription now?', tone: 'spend', cancelLabel: 'Keep as it is' })
    expect(act.recorded.ran).toEqual([])
    onRow.answers.push(true)
    await executeCommand(appRegistry, 'whitelabel.subscription.refund', undefined, 'palette', onRow)
    expect(act.recorded.ran).toEqual(['refund:9'])
    expect(onRow.calls.at(-1)).toBe('notify:info:Ada Byron was refunded; the subscription has ended.')

    const asked = onRow.confirms.length
    const paused = withSlots(ctx, [wlSubscriptionTargetSlot, { subscription: { id: 9, name: 'Ada Byron', status: 'paused' } }])
    await executeCommand(appRegistry, 'whitelabel.subscription.resume', undefined, 'palette', paused)
    expect(paused.confirms).toHaveLength(asked)
    expect(act.recorded.ran).toEqual(['refund:9', 'resume:9'])
  })
})

describe("a bulk job's rows not changed", () => {
  it('reads the error CSV cell by cell: quoted commas, doubled quotes and CRLF line ends', () => {
    const text = 'subscription_id,email,customer,status,outcome,reason\r\n7,a@x.test,"Acme, Inc.",paused,skipped,not_allowed\r\n9,b@x.test,"The ""Best"" Co",active,failed,provider_unavailable\r\n'
    expect(parseCsv(text)).toEqual([
      ['subscription_id', 'email', 'customer', 'status', 'outcome', 'reason'],
      ['7', 'a@x.test', 'Acme, Inc.', 'paused', 'skipped', 'not_allowed'],
      ['9', 'b@x.test', 'The "Best" Co', 'active', 'failed', 'provider_unavailable'],
    ])
  })
})
