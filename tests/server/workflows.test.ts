import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { workflowRuns, workflowVersions } from '../../src/server/db/schema'
import { creditBalance } from '../../src/server/modules/credits/credit-ledger'
import type { WorkflowGraph } from '../../src/shared/automation/workflow-nodes'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
})
afterAll(() => server?.close())

const pos = { x: 0, y: 0 }
const trigger = { id: 't', type: 'trigger' as const, data: { event: 'manual' }, position: pos }
const labels = (id: string) => ({ id, type: 'custom_labels' as const, data: { label_ids: [1] }, position: pos })
const edge = (source: string, target: string) => ({ id: `${source}-${target}`, source, target })

async function workflowWith(token: string, draft: WorkflowGraph) {
  const created = await server.request('POST', '/api/workflows', { token, body: { name: 'Flow' } })
  expect(created.status).toBe(201)
  const saved = await server.request('PUT', `/api/workflows/${created.body.data.id}`, { token, body: { draft, draft_revision: created.body.data.draft_revision } })
  expect(saved.status).toBe(200)
  return saved.body.data as { id: number; draft_revision: number }
}
const publish = (token: string, wf: { id: number; draft_revision: number }) => server.request('POST', `/api/workflows/${wf.id}/publish`, { token, body: { draft_revision: wf.draft_revision } })

describe('workflow drafts', () => {
  it('creates an empty workflow with a trigger, and one from a template', async () => {
    const { token } = await signedInAccount(server, 'wf-create')
    const empty = await server.request('POST', '/api/workflows', { token, body: { name: 'Empty' } })
    expect(empty.status).toBe(201)
    expect(empty.body.data).toMatchObject({ name: 'Empty', description: '', campaign_id: null, draft_revision: 1, published: null, trigger: { event: 'manual' } })
    expect(empty.body.data.draft.nodes.map((n: { type: string }) => n.type)).toEqual(['trigger'])
    const templates = await server.request('GET', '/api/workflow-templates?lang=de', { token })
    expect(templates.status).toBe(200)
    expect(templates.body.data[0]).toMatchObject({ key: 'enrich-and-deliver', name: 'Anreichern und zustellen' })
    const fromTemplate = await server.request('POST', '/api/workflows', { token, body: { name: 'T', template: 'enrich-and-deliver' } })
    expect(fromTemplate.body.data.draft.nodes.map((n: { type: string }) => n.type)).toEqual(['trigger', 'filters', 'enrichment', 'connection'])
    const unknown = await server.request('POST', '/api/workflows', { token, body: { name: 'T', template: 'nope' } })
    expect(unknown.status).toBe(422)
    expect(unknown.body.field_codes.template[0].code).toBe('automation.workflow_template_unknown')
    const list = await server.request('GET', '/api/workflows', { token })
    expect(list.body.data).toHaveLength(2)
    expect(list.body.data[0]).toMatchObject({ status: 'draft', published_version: null, draft_changed: true, runs: { total: 0, last_at: null } })
  })

  it('refuses a stale draft revision with 409 and a bad graph with 422', async () => {
    const { token } = await signedInAccount(server, 'wf-rev')
    const wf = await workflowWith(token, { nodes: [trigger], edges: [] })
    const stale = await server.request('PUT', `/api/workflows/${wf.id}`, { token, body: { name: 'Other', draft_revision: wf.draft_revision - 1 } })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('automation.workflow_conflict')
    const bad = await server.request('PUT', `/api/workflows/${wf.id}`, { token, body: { draft: { nodes: [{ id: 'x', type: 'rocket', data: {}, position: pos }], edges: [] }, draft_revision: wf.draft_revision } })
    expect(bad.status).toBe(422)
    const other = await signedInAccount(server, 'wf-other')
    expect((await server.request('GET', `/api/workflows/${wf.id}`, { token: other.token })).status).toBe(404)
    expect((await server.request('DELETE', `/api/workflows/${wf.id}`, { token: other.token })).status).toBe(404)
    const deleted = await server.request('DELETE', `/api/workflows/${wf.id}`, { token })
    expect(deleted.body).toEqual({ message: 'Workflow deleted.', id: wf.id })
    expect((await server.request('GET', `/api/workflows/${wf.id}`, { token })).status).toBe(404)
  })
})

describe('publishing', () => {
  const cases: [string, WorkflowGraph, string, string | undefined][] = [
    ['an orphan node', { nodes: [trigger, labels('a'), labels('orphan')], edges: [edge('t', 'a')] }, 'automation.workflow_not_connected', 'orphan'],
    ['an unreachable node', { nodes: [trigger, labels('a'), labels('b'), labels('c')], edges: [edge('t', 'a'), edge('b', 'c')] }, 'automation.workflow_not_connected', 'b'],
    ['a cycle', { nodes: [trigger, labels('a'), labels('b')], edges: [edge('t', 'a'), edge('a', 'b'), edge('b', 'a')] }, 'automation.workflow_cycle', undefined],
    ['two triggers', { nodes: [trigger, { ...trigger, id: 't2' }, labels('a')], edges: [edge('t', 'a'), edge('t2', 'a')] }, 'automation.workflow_trigger_count', undefined],
    ['an invalid node', { nodes: [trigger, { id: 'e', type: 'enrichment', data: { kind: 'teleport' }, position: pos }], edges: [edge('t', 'e')] }, 'automation.workflow_node_invalid', 'e'],
  ]
  for (const [name, graph, code, nodeId] of cases) {
    it(`is refused with ${name}`, async () => {
      const { token } = await signedInAccount(server, 'wf-pub')
      const wf = await workflowWith(token, graph)
      const res = await publish(token, wf)
      expect(res.status).toBe(422)
      expect(res.body.problems).toContainEqual(expect.objectContaining({ code, ...(nodeId && { node_id: nodeId }) }))
      const after = await server.request('GET', `/api/workflows/${wf.id}`, { token })
      expect(after.body.data.published).toBeNull()
    })
  }

  it('answers the exact wording for an unconnected node', async () => {
    const { token } = await signedInAccount(server, 'wf-words')
    const wf = await workflowWith(token, cases[0][1])
    const res = await publish(token, wf)
    expect(res.body.message).toBe('Please connect all nodes before proceeding.')
    expect(res.body.code).toBe('automation.workflow_not_connected')
  })

  it('refuses a step naming a prompt or webhook that was deleted or is another account\'s, on its field, in the builder\'s words', async () => {
    const { token } = await signedInAccount(server, 'wf-refs')
    const stranger = await signedInAccount(server, 'wf-refs-other')
    const prompt = (who: string) => server.request('POST', '/api/prompts', { token: who, body: { type: 'industry', prompt_type: 'first_line', text: 'Open with {{name}}' } })
    const hook = (who: string) => server.request('POST', '/api/integrations/webhooks', { token: who, body: { name: 'Hook', url: 'https://example.com/h', events: ['lead.found'] } })
    const kept = { prompt: (await prompt(token)).body.id as number, hook: (await hook(token)).body.webhook.id as number }
    const deleted = { prompt: (await prompt(token)).body.id as number, hook: (await hook(token)).body.webhook.id as number }
    const foreign = { prompt: (await prompt(stranger.token)).body.id as number, hook: (await hook(stranger.token)).body.webhook.id as number }
    expect((await server.request('DELETE', `/api/prompts/${deleted.prompt}`, { token })).status).toBe(200)
    expect((await server.request('DELETE', `/api/integrations/webhooks/${deleted.hook}`, { token })).status).toBe(200)
    const steps = (refs: { prompt: number; hook: number }): WorkflowGraph => ({
      nodes: [
        trigger,
        { id: 'c', type: 'content_creation', data: { prompt_id: refs.prompt }, position: pos },
        { id: 'w', type: 'connection', data: { target: 'webhook', webhook_id: refs.hook }, position: pos },
      ],
      edges: [edge('t', 'c'), edge('c', 'w')],
    })
    for (const refs of [deleted, foreign]) {
      const wf = await workflowWith(token, steps(refs))
      const res = await publish(token, wf)
      expect(res.status).toBe(422)
      expect(res.body.code).toBe('automation.workflow_node_invalid')
      expect(res.body.problems).toEqual([
        { code: 'automation.workflow_node_invalid', node_id: 'c', field_codes: { prompt_id: [{ code: 'automation.workflow_prompt_missing' }] } },
        { code: 'automation.workflow_node_invalid', node_id: 'w', field_codes: { webhook_id: [{ code: 'automation.workflow_webhook_missing' }] } },
      ])
      expect((await server.request('GET', `/api/workflows/${wf.id}`, { token })).body.data.published).toBeNull()
    }
    const fine = await publish(token, await workflowWith(token, steps(kept)))
    expect(fine.status).toBe(200)
    expect(fine.body.data.published).toMatchObject({ version: 1 })
  })

  it('publishes versions that never change, and a stale revision is a 409', async () => {
    const { token } = await signedInAccount(server, 'wf-versions')
    const wf = await workflowWith(token, { nodes: [trigger, labels('a')], edges: [edge('t', 'a')] })
    expect((await publish(token, { ...wf, draft_revision: wf.draft_revision - 1 })).status).toBe(409)
    const v1 = await publish(token, wf)
    expect(v1.status).toBe(200)
    expect(v1.body.data.published).toMatchObject({ version: 1 })
    // The draft moves on; version 1 stays as it was published.
    const edited = await server.request('PUT', `/api/workflows/${wf.id}`, { token, body: { draft: { nodes: [trigger, labels('a'), labels('b')], edges: [edge('t', 'a'), edge('a', 'b')] }, draft_revision: wf.draft_revision } })
    expect(edited.status).toBe(200)
    const list = await server.request('GET', '/api/workflows', { token })
    expect(list.body.data[0]).toMatchObject({ status: 'published', published_version: 1, draft_changed: true })
    const v2 = await publish(token, edited.body.data)
    expect(v2.body.data.published.version).toBe(2)
    const versions = await server.db.select().from(workflowVersions).where(eq(workflowVersions.workflowId, wf.id)).orderBy(workflowVersions.version)
    expect(versions.map((v) => [v.version, v.published, v.graph.nodes.length])).toEqual([[0, false, 3], [1, true, 2], [2, true, 3]])
    // The database itself refuses to rewrite a published version.
    await expect(server.db.execute(sql`update workflow_versions set graph = '{"nodes":[],"edges":[]}'::jsonb where id = ${versions[1].id}`)).rejects.toThrow()
    const [kept] = await server.db.select().from(workflowVersions).where(eq(workflowVersions.id, versions[1].id))
    expect(kept.graph.nodes).toHaveLength(2)
  })

  it('runs pin the version they started on', async () => {
    const { token } = await signedInAccount(server, 'wf-pin')
    const listId = await createList(server, token, 'industry')
    const wf = await workflowWith(token, { nodes: [trigger], edges: [] })
    const notYet = await server.request('POST', `/api/workflows/${wf.id}/runs`, { token, body: { campaign_id: listId } })
    expect(notYet.status).toBe(422)
    expect(notYet.body.code).toBe('automation.workflow_not_published')
    await publish(token, wf)
    const noList = await server.request('POST', `/api/workflows/${wf.id}/runs`, { token, body: {} })
    expect(noList.status).toBe(422)
    const first = await server.request('POST', `/api/workflows/${wf.id}/runs`, { token, body: { campaign_id: listId } })
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({ version: 1, leads: { total: 0 } })
    const current = (await server.request('GET', `/api/workflows/${wf.id}`, { token })).body.data
    await publish(token, current)
    const second = await server.request('POST', `/api/workflows/${wf.id}/runs`, { token, body: { campaign_id: listId } })
    expect(second.body.data.version).toBe(2)
    const runs = await server.request('GET', `/api/workflows/${wf.id}/runs`, { token })
    expect(runs.body.data.map((r: { version: number }) => r.version)).toEqual([2, 1])
    expect(runs.body.next_cursor).toBeNull()
  })

  it('fails a run whose step cannot start, with the step\'s words, spending nothing', async () => {
    const { token, accountId } = await signedInAccount(server, 'wf-fatal')
    const listId = await createList(server, token, 'industry')
    await seedResults(server, accountId, listId, 'industry', [{ name: 'one' }, { name: 'two' }])
    const graph = {
      nodes: [trigger, { id: 'w', type: 'connection' as const, data: { target: 'webhook' }, position: pos }, { id: 'e', type: 'enrichment' as const, data: { kind: 'find-emails' }, position: pos }],
      edges: [edge('t', 'w'), edge('w', 'e')],
    }
    const wf = await workflowWith(token, graph)
    await publish(token, wf)
    const before = await creditBalance(server.db, accountId, new Date())
    const started = await server.request('POST', `/api/workflows/${wf.id}/runs`, { token, body: { campaign_id: listId } })
    expect(started.status).toBe(201)
    let run = started.body.data
    for (let i = 0; i < 400 && ['queued', 'running'].includes(run.status); i++) {
      await new Promise((r) => setTimeout(r, 50))
      ;[run] = await server.db.select().from(workflowRuns).where(eq(workflowRuns.id, started.body.data.id))
    }
    expect(run).toMatchObject({ status: 'failed', error: "Selected list doesn't have webhook, please setup before continue.", credits: 0 })
    expect(await creditBalance(server.db, accountId, new Date())).toBe(before)
  })
})
