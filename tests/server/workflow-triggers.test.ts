import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq, isNotNull } from 'drizzle-orm'
import { workflowLeadRuns, workflowRuns } from '../../src/server/db/schema'
import { fireNewLeads } from '../../src/server/modules/workflows/workflow-triggers'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'
import { fourNodeGraph, workflowFakes } from './workflow-fakes'

let server: TestServer
const fakes = workflowFakes()
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox', config: { leadJobRetrySeconds: 0 } })
  server.deps.leadJobProcessors['find-emails'] = fakes.enrich
  server.deps.leadJobProcessors['send-webhook'] = fakes.send
})
afterAll(() => server?.close())

const onNewLeads = {
  ...fourNodeGraph,
  nodes: fourNodeGraph.nodes.map((n) => (n.type === 'trigger' ? { ...n, data: { event: 'new_leads' } } : n)),
}

async function publish(token: string, listId: number, name: string, graph: typeof fourNodeGraph) {
  const created = await server.request('POST', '/api/workflows', { token, body: { name, campaign_id: listId } })
  const saved = await server.request('PUT', `/api/workflows/${created.body.data.id}`, { token, body: { draft: graph, draft_revision: 1 } })
  const published = await server.request('POST', `/api/workflows/${created.body.data.id}/publish`, { token, body: { draft_revision: saved.body.data.draft_revision } })
  expect(published.status).toBe(200)
  return created.body.data.id as number
}

const runsOf = (workflowId: number) => server.db.select().from(workflowRuns).where(eq(workflowRuns.workflowId, workflowId)).orderBy(asc(workflowRuns.id))
const leadsOfRun = async (runId: number) =>
  (await server.db.select().from(workflowLeadRuns).where(eq(workflowLeadRuns.runId, runId)).orderBy(asc(workflowLeadRuns.resultId))).map((l) => l.resultId)

/** Polls until the workflow has `count` runs, all ended (never a fixed sleep). */
async function endedRuns(workflowId: number, count: number) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const runs = await runsOf(workflowId)
    if (runs.length >= count && runs.every((r) => r.status !== 'queued' && r.status !== 'running')) return runs
    if (Date.now() > deadline) throw new Error(`Workflow ${workflowId}: ${JSON.stringify(runs.map((r) => r.status))}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe('the new_leads trigger', () => {
  it('runs the published version on exactly the leads an import or a search adds to its list, once each', async () => {
    const { token, accountId } = await signedInAccount(server, 'wf-trigger')
    const listId = await createList(server, token, 'industry')
    const before = await seedResults(server, accountId, listId, 'industry', [{ name: 'old-1' }, { name: 'old-2' }])
    const triggered = await publish(token, listId, 'On new leads', onNewLeads)
    const manual = await publish(token, listId, 'By hand', fourNodeGraph)

    const imported = await server.request('POST', `/api/campaigns/${listId}/manual-entry`, {
      token,
      body: { records: [{ name: 'new-1', website: 'https://new-1.example' }, { name: 'new-2', website: 'https://new-2.example' }] },
    })
    expect(imported.status).toBe(201)
    const [first] = await endedRuns(triggered, 1)
    expect(first).toMatchObject({ status: 'done', version: 1, total: 2 })
    expect(await leadsOfRun(first.id)).toEqual([...imported.body.ids].sort((a: number, b: number) => a - b))
    expect((await leadsOfRun(first.id)).some((id) => before.includes(id))).toBe(false)

    // A search saving results into the list: its new leads, and only those, start a second run.
    const search = await server.request('POST', `/api/campaigns/${listId}/search`, { token, body: { search: { category: 'Dentist', location: { country: 'DE' }, limit: 3 } } })
    expect(search.status).toBeLessThan(300)
    const runs = await endedRuns(triggered, 2)
    const searched = await leadsOfRun(runs[1].id)
    expect(searched).toHaveLength(3)
    expect(searched.some((id) => before.includes(id) || imported.body.ids.includes(id))).toBe(false)

    // Nothing new: another firing starts nothing; a manual-trigger workflow on the same list never fires.
    expect(await fireNewLeads(server.deps, listId)).toEqual([])
    expect(await runsOf(triggered)).toHaveLength(2)
    expect(await runsOf(manual)).toHaveLength(0)
  })

  it('starts each new lead once when two savers fire at the same time', async () => {
    const { token, accountId } = await signedInAccount(server, 'wf-trigger-race')
    const listId = await createList(server, token, 'industry')
    const workflowId = await publish(token, listId, 'Race', onNewLeads)
    const ids = await seedResults(server, accountId, listId, 'industry', Array.from({ length: 40 }, (_, i) => ({ name: `race-${i}` })))

    const started = (await Promise.all([fireNewLeads(server.deps, listId), fireNewLeads(server.deps, listId), fireNewLeads(server.deps, listId)])).flat()
    expect(started.length).toBeGreaterThanOrEqual(1)
    const triggered = await server.db.select().from(workflowLeadRuns).where(isNotNull(workflowLeadRuns.triggerVersionId))
    const mine = triggered.filter((l) => ids.includes(l.resultId))
    expect(mine).toHaveLength(40)
    expect(new Set(mine.map((l) => l.resultId)).size).toBe(40)
    const runs = await endedRuns(workflowId, started.length)
    // No empty run is left behind, and every lead went through.
    expect(runs.every((r) => r.total > 0 && r.status === 'done')).toBe(true)
    expect(runs.reduce((sum, r) => sum + r.total, 0)).toBe(40)
  })
})
