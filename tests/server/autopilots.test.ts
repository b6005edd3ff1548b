import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { autopilots } from '../../src/server/db/schema'
import { startTestServer, type TestServer } from './harness'
import { pagedLeadProviders, type PagedProviderOptions } from './fakes/paged-lead-provider'
import { autopilotAccount, industrySearch, runsOf, setListWebhook, waitForRuns } from './autopilot-helpers'

const provider: PagedProviderOptions = { total: 30, pageSize: 10 }
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox', leadProviders: pagedLeadProviders(provider) })
})
afterAll(() => server?.close())

describe('autopilot routes', () => {
  it('saves a draft with a name and a type, then turns it on with a PUT', async () => {
    const a = await autopilotAccount(server)
    const draft = await server.request('POST', '/api/autopilots', { token: a.token, body: { name: 'Half done', type: 'basic' } })
    expect(draft.status).toBe(201)
    expect(draft.body.data).toMatchObject({ name: 'Half done', status: 'draft', campaign_id: null, next_run_at: null, last_run: null })

    const saved = await server.request('PUT', `/api/autopilots/${draft.body.data.id}`, {
      token: a.token,
      body: { campaign_id: a.listId, search: { category: 'Dentist', location: { country: 'US' } }, repeat: 'weekly', time: '08:30', timezone: 'America/New_York', status: 'active' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ status: 'active', repeat: 'weekly', time: '08:30', campaign: { id: a.listId, type: 'industry' } })
    // The list type's search schema filled in its default limit; the first run comes within about two minutes.
    expect(saved.body.data.search.limit).toBe(100)
    const next = Date.parse(saved.body.data.next_run_at) - server.clock.now().getTime()
    expect(next).toBeGreaterThan(0)
    expect(next).toBeLessThanOrEqual(120_000)
  })

  it('refuses an active autopilot without its list or schedule, and a bad time or zone, field by field', async () => {
    const a = await autopilotAccount(server)
    const res = await server.request('POST', '/api/autopilots', { token: a.token, body: { name: 'Bad', type: 'basic', status: 'active' } })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors).sort()).toEqual(['campaign_id', 'repeat', 'time', 'timezone'])

    const bad = await a.create({ time: '25:00', timezone: 'Mars/Olympus' })
    expect(bad.status).toBe(422)
    expect(bad.body.field_codes.time[0].code).toBe('autopilots.time_invalid')
    expect(bad.body.field_codes.timezone[0].code).toBe('autopilots.timezone_invalid')

    const search = await a.create({ search: { location: { country: 'US' } } })
    expect(search.status).toBe(422)
    expect(Object.keys(search.body.errors)).toContain('search.category')
  })

  it('refuses a webhook autopilot on a list without a webhook, with the exact wording', async () => {
    const a = await autopilotAccount(server)
    const res = await a.create({ type: 'webhook' })
    expect(res.status).toBe(422)
    expect(res.body.errors.campaign_id).toEqual(["Selected list doesn't have webhook, please setup before continue."])
    await setListWebhook(server, a.listId, 'https://hooks.example.com/in')
    expect((await a.create({ type: 'webhook' })).status).toBe(201)
  })

  it('previews the next five runs in the zone, and one for a one-time rule', async () => {
    const a = await autopilotAccount(server)
    const res = await server.request('POST', '/api/autopilots/preview-schedule', {
      token: a.token,
      body: { repeat: 'monthly', time: '09:00', timezone: 'Europe/Berlin', start: '2031-01-31' },
    })
    expect(res.status).toBe(200)
    expect(res.body.runs).toEqual(['2031-01-31T08:00:00.000Z', '2031-02-28T08:00:00.000Z', '2031-03-31T07:00:00.000Z', '2031-04-30T07:00:00.000Z', '2031-05-31T07:00:00.000Z'])
    const once = await server.request('POST', '/api/autopilots/preview-schedule', { token: a.token, body: { repeat: 'once', time: '09:00', timezone: 'UTC', start: '2031-01-31' } })
    expect(once.body.runs).toEqual(['2031-01-31T09:00:00.000Z'])
    const bad = await server.request('POST', '/api/autopilots/preview-schedule', { token: a.token, body: { repeat: 'hourly', time: '9', timezone: 'UTC' } })
    expect(bad.status).toBe(422)
  })

  it('pauses, resumes, duplicates and deletes; another account reads it as missing', async () => {
    const a = await autopilotAccount(server)
    const created = (await a.create()).body.data
    const paused = await server.request('POST', `/api/autopilots/${created.id}/pause`, { token: a.token })
    expect(paused.body.data).toMatchObject({ status: 'paused', next_run_at: null })
    expect((await server.request('POST', `/api/autopilots/${created.id}/pause`, { token: a.token })).status).toBe(422)
    const resumed = await server.request('POST', `/api/autopilots/${created.id}/resume`, { token: a.token })
    expect(resumed.body.data.status).toBe('active')
    expect(resumed.body.data.next_run_at).not.toBeNull()

    const copy = await server.request('POST', `/api/autopilots/${created.id}/duplicate`, { token: a.token })
    expect(copy.status).toBe(201)
    expect(copy.body.data).toMatchObject({ name: 'Dentists daily (copy)', status: 'paused', search: created.search })

    const other = await autopilotAccount(server, 'other')
    expect((await server.request('GET', `/api/autopilots/${created.id}`, { token: other.token })).status).toBe(404)
    expect((await server.request('POST', `/api/autopilots/${created.id}/run-now`, { token: other.token })).status).toBe(404)
    const list = await server.request('GET', '/api/autopilots', { token: a.token })
    expect(list.body.data.map((x: { id: number }) => x.id)).toEqual([copy.body.data.id, created.id])

    // A one-time autopilot paused before its run still makes it once resumed.
    const once = (await a.create({ repeat: 'once' })).body.data
    await server.request('POST', `/api/autopilots/${once.id}/pause`, { token: a.token })
    const onceResumed = await server.request('POST', `/api/autopilots/${once.id}/resume`, { token: a.token })
    expect(onceResumed.body.data.status).toBe('active')
    expect(Date.parse(onceResumed.body.data.next_run_at) - server.clock.now().getTime()).toBeLessThanOrEqual(120_000)

    expect((await server.request('DELETE', `/api/autopilots/${created.id}`, { token: a.token })).status).toBe(200)
    expect((await server.request('GET', `/api/autopilots/${created.id}`, { token: a.token })).status).toBe(404)
  })
})

describe('an autopilot run', () => {
  it('runs now: the search into the list, deduped, then the lead jobs, with counts and credits in its history', async () => {
    Object.assign(provider, { total: 30, pageSize: 10 })
    const a = await autopilotAccount(server, 'runner')
    const created = (await a.create({ search: { ...industrySearch, limit: 10 }, enrichment: { enabled: true, kinds: ['find-emails'] } })).body.data
    const now = await server.request('POST', `/api/autopilots/${created.id}/run-now`, { token: a.token })
    expect(now.status).toBe(200)
    const [run] = await waitForRuns(server, created.id, 1)
    expect(run).toMatchObject({ kind: 'manual', status: 'done', error: null })
    expect(run.counts).toMatchObject({ found: 10, added: 10 })
    expect(run.credits).toBeGreaterThan(0)

    // The second run finds the same leads first: they are already in the list, so only new ones are added.
    await server.request('POST', `/api/autopilots/${created.id}/run-now`, { token: a.token })
    const runs = await waitForRuns(server, created.id, 2)
    expect(runs[1].counts).toMatchObject({ added: 10 })
    const page = await server.request('GET', `/api/autopilots/${created.id}/runs`, { token: a.token })
    expect(page.body.data.map((r: { id: number }) => r.id)).toEqual([runs[1].id, runs[0].id])
    expect(page.body.data[0]).toMatchObject({ kind: 'manual', status: 'done', counts: { added: 10 } })
    const detail = await server.request('GET', `/api/autopilots/${created.id}`, { token: a.token })
    expect(detail.body.data.last_run).toMatchObject({ id: runs[1].id, status: 'done' })
    const [row] = await server.db.select().from(autopilots).where(eq(autopilots.id, created.id))
    expect(row.status).toBe('active')
    expect((await runsOf(server, created.id)).length).toBe(2)
  })
})
