import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { workflowLeadRuns, workflowRuns, workflowVersions } from '../../src/server/db/schema'
import { LOG_LIMIT, RUNS_PAGE } from '../../src/server/modules/workflows/workflow-store'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'
import { fourNodeGraph } from './workflow-fakes'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
})
afterAll(() => server?.close())

type LogRow = { lead_id: number; node_id: string; status: string }

/** A published four-node workflow on a list of `leads` results, and a finished run of it written straight to the tables. */
async function workflowWithRun(label: string, leads: number, started: number) {
  const user = await signedInAccount(server, label)
  const listId = await createList(server, user.token, 'industry')
  const ids = await seedResults(server, user.accountId, listId, 'industry', Array.from({ length: leads }, (_, i) => ({ name: `lead ${i}` })))
  const created = await server.request('POST', '/api/workflows', { token: user.token, body: { name: 'Paged', campaign_id: listId } })
  const workflowId = created.body.data.id as number
  const saved = await server.request('PUT', `/api/workflows/${workflowId}`, { token: user.token, body: { draft: fourNodeGraph, draft_revision: 1 } })
  const published = await server.request('POST', `/api/workflows/${workflowId}/publish`, { token: user.token, body: { draft_revision: saved.body.data.draft_revision } })
  expect(published.status).toBe(200)
  const [version] = await server.db.select().from(workflowVersions).where(and(eq(workflowVersions.workflowId, workflowId), eq(workflowVersions.version, 1)))
  const [run] = await server.db
    .insert(workflowRuns)
    .values({ accountId: user.accountId, workflowId, versionId: version.id, version: 1, campaignId: listId, status: 'done' as const, total: leads })
    .returning()
  await server.db.insert(workflowLeadRuns).values(ids.map((resultId) => ({ runId: run.id, resultId, status: 'done' as const })))
  // Node rows written out of graph order (the log sorts them); the last `leads - started` leads have none yet.
  await server.db.execute(sql`
    insert into workflow_node_runs (lead_run_id, node_id, status, attempts)
    select lr.id, n.node_id, 'done', 1
      from workflow_lead_runs lr cross join (values ('w'), ('e'), ('f'), ('t')) as n(node_id)
     where lr.id in (select id from workflow_lead_runs where run_id = ${run.id} order by id limit ${started})`)
  return { ...user, workflowId, runId: run.id, ids, listId, versionId: version.id }
}

async function readAll(token: string, path: string) {
  const pages: { data: LogRow[]; next_cursor: string | null }[] = []
  let cursor: string | null = null
  do {
    const res: { status: number; body: { data: LogRow[]; next_cursor: string | null } } = await server.request('GET', cursor ? `${path}?cursor=${cursor}` : path, { token })
    expect(res.status).toBe(200)
    pages.push(res.body)
    cursor = res.body.next_cursor
  } while (cursor)
  return pages
}

describe('paging of a run log and of the runs', () => {
  it('pages the log by whole leads, at most LOG_LIMIT rows a page, each row once and in order', async () => {
    const { token, workflowId, runId, ids } = await workflowWithRun('wf-log-pages', 1_150, 1_100)
    const pages = await readAll(token, `/api/workflows/${workflowId}/runs/${runId}/log`)
    const perPage = LOG_LIMIT / fourNodeGraph.nodes.length
    expect(pages.map((p) => p.data.length)).toEqual([perPage * 4, perPage * 4, (1_100 - 2 * perPage) * 4])
    const rows = pages.flatMap((p) => p.data)
    // Every started lead once, in run order, with its nodes in graph order; the 50 not started have no rows yet.
    const leadsSeen = rows.filter((_, i) => i % 4 === 0).map((r) => r.lead_id)
    expect(leadsSeen).toEqual(ids.slice(0, 1_100))
    expect(rows.slice(0, 8).map((r) => r.node_id)).toEqual(['t', 'f', 'e', 'w', 't', 'f', 'e', 'w'])
    for (const page of pages) expect(new Set(page.data.map((r) => r.lead_id)).size * 4).toBe(page.data.length)
  })

  it('answers one page with a null cursor when the log fits, and an empty page for a run with no node rows', async () => {
    const small = await workflowWithRun('wf-log-small', 3, 3)
    const [page] = await readAll(small.token, `/api/workflows/${small.workflowId}/runs/${small.runId}/log`)
    expect(page.data).toHaveLength(12)
    expect(page.next_cursor).toBeNull()
    const idle = await workflowWithRun('wf-log-idle', 3, 0)
    const res = await server.request('GET', `/api/workflows/${idle.workflowId}/runs/${idle.runId}/log`, { token: idle.token })
    expect(res.body).toEqual({ data: [], next_cursor: null })
  })

  it('refuses a cursor that is not a row id with a 422 on cursor, and hides another account\'s log', async () => {
    const { token, workflowId, runId } = await workflowWithRun('wf-log-bad', 2, 2)
    for (const path of [`/api/workflows/${workflowId}/runs/${runId}/log`, `/api/workflows/${workflowId}/runs`]) {
      const bad = await server.request('GET', `${path}?cursor=abc`, { token })
      expect(bad.status).toBe(422)
      expect(bad.body.field_codes.cursor).toBeDefined()
    }
    const other = await signedInAccount(server, 'wf-log-other')
    const hidden = await server.request('GET', `/api/workflows/${workflowId}/runs/${runId}/log`, { token: other.token })
    expect(hidden.status).toBe(404)
  })

  it('pages the runs newest first, RUNS_PAGE a page, every run once', async () => {
    const { token, workflowId, accountId, listId, versionId } = await workflowWithRun('wf-runs-pages', 1, 1)
    const extra = RUNS_PAGE + 4
    await server.db.insert(workflowRuns).values(Array.from({ length: extra }, () => ({ accountId, workflowId, versionId, version: 1, campaignId: listId, status: 'done' as const, total: 0 })))
    const pages = await readAll(token, `/api/workflows/${workflowId}/runs`)
    expect(pages.map((p) => p.data.length)).toEqual([RUNS_PAGE, extra + 1 - RUNS_PAGE])
    const runIds = pages.flatMap((p) => p.data as unknown as { id: number }[]).map((r) => r.id)
    expect(runIds).toEqual([...runIds].sort((a, b) => b - a))
    expect(new Set(runIds).size).toBe(extra + 1)
  })
})
