import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/client'
import { autopilots } from '../../src/server/db/schema'
import { tickAutopilots } from '../../src/server/modules/autopilots/autopilot-tick'
import { startTestServer, type TestServer } from './harness'
import { pagedLeadProviders } from './fakes/paged-lead-provider'
import { autopilotAccount, runsOf } from './autopilot-helpers'

/** The scheduler under a simulated clock: each test moves the server's clock forward and ticks by hand. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox', leadProviders: pagedLeadProviders({ total: 3, pageSize: 3 }) })
})
afterAll(() => server?.close())

const tick = () => tickAutopilots(server.deps)
const advance = (ms: number) => server.clock.advance(ms)
const advanceTo = (iso: string) => server.clock.advance(Date.parse(iso) - server.clock.now().getTime())
const rowOf = async (id: number) => (await server.db.select().from(autopilots).where(eq(autopilots.id, id)))[0]
const MIN = 60_000
const DAY = 24 * 60 * MIN

describe('the autopilot tick', () => {
  it('runs a one-time autopilot once, within about two minutes of saving', async () => {
    const a = await autopilotAccount(server, 'once')
    const { id } = (await a.create({ repeat: 'once' })).body.data
    await tick()
    expect(await runsOf(server, id)).toHaveLength(0)
    advance(2 * MIN)
    await tick()
    await tick()
    advance(3 * DAY)
    await tick()
    const runs = await runsOf(server, id)
    expect(runs.map((r) => r.kind)).toEqual(['initial'])
    expect((await rowOf(id)).status).toBe('finished')
  })

  it('collapses a three-day outage into one catch-up run for the latest slot', async () => {
    const a = await autopilotAccount(server, 'outage')
    const { id } = (await a.create({ repeat: 'daily', time: '09:00', timezone: 'Europe/Berlin' })).body.data
    advance(2 * MIN)
    await tick()
    const before = await rowOf(id)
    expect((await runsOf(server, id)).map((r) => r.kind)).toEqual(['initial'])
    // Nothing ticks for three days past the next slot.
    advance(before.nextRunAt!.getTime() - server.clock.now().getTime() + 3 * DAY + MIN)
    await tick()
    const runs = await runsOf(server, id)
    expect(runs.map((r) => r.kind)).toEqual(['initial', 'catch_up'])
    const latest = new Date(before.nextRunAt!.getTime() + 3 * DAY)
    expect(runs[1].slotAt.toISOString()).toBe(latest.toISOString())
    const after = await rowOf(id)
    expect(after.nextRunAt!.getTime()).toBe(latest.getTime() + DAY)
    await server.request('DELETE', `/api/autopilots/${id}`, { token: a.token })
  })

  it('creates one run per slot when ticks run at once (on PostgreSQL on two connections)', async () => {
    const a = await autopilotAccount(server, 'race')
    const ids: number[] = []
    for (let i = 0; i < 6; i++) ids.push((await a.create({ name: `Race ${i}` })).body.data.id)
    advance(2 * MIN)
    // On PostgreSQL a second scheduler on its own connection pool, as another process would be.
    const other = server.config.databaseUrl ? await openDatabase({ databaseUrl: server.config.databaseUrl, pgliteDir: '' }) : null
    try {
      await Promise.all([tick(), tick(), tickAutopilots({ db: other?.db ?? server.db, now: server.deps.now })])
    } finally {
      await other?.close()
    }
    for (const id of ids) expect((await runsOf(server, id)).map((r) => r.kind)).toEqual(['initial'])
    // The same slot seen again (a tick that read next_run_at before another moved it) inserts nothing.
    await server.db.update(autopilots).set({ nextRunAt: (await runsOf(server, ids[0]))[0].slotAt, nextKind: 'initial' }).where(eq(autopilots.id, ids[0]))
    await tick()
    expect(await runsOf(server, ids[0])).toHaveLength(1)
    for (const id of ids) await server.request('DELETE', `/api/autopilots/${id}`, { token: a.token })
  })

  it('runs New York 02:30 once on the spring-forward day and 01:30 once on the fall-back day', async () => {
    const a = await autopilotAccount(server, 'dst')
    const spring = (await a.create({ repeat: 'daily', time: '02:30', timezone: 'America/New_York', start_date: '2027-03-14' })).body.data
    const fall = (await a.create({ repeat: 'daily', time: '01:30', timezone: 'America/New_York', start_date: '2027-11-07' })).body.data
    expect(spring.next_run_at).toBe('2027-03-14T07:30:00.000Z')
    expect(fall.next_run_at).toBe('2027-11-07T05:30:00.000Z')

    for (const at of ['2027-03-14T06:59:00Z', '2027-03-14T07:31:00Z', '2027-03-14T08:31:00Z', '2027-03-14T12:00:00Z']) {
      advanceTo(at)
      await tick()
    }
    expect((await runsOf(server, spring.id)).map((r) => r.slotAt.toISOString())).toEqual(['2027-03-14T07:30:00.000Z'])
    await server.request('POST', `/api/autopilots/${spring.id}/pause`, { token: a.token })

    // 01:31 EDT, then 01:31 EST an hour later: the repeated hour runs once.
    for (const at of ['2027-11-07T05:31:00Z', '2027-11-07T06:31:00Z', '2027-11-07T12:00:00Z']) {
      advanceTo(at)
      await tick()
    }
    expect((await runsOf(server, fall.id)).map((r) => r.slotAt.toISOString())).toEqual(['2027-11-07T05:30:00.000Z'])
    expect((await rowOf(fall.id)).nextRunAt!.toISOString()).toBe('2027-11-08T06:30:00.000Z')
  })
})
