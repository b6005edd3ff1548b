import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { workflowPublishImplementations, workflowPublishMachine, workflowPublishTags, type PublishAnswer } from '../../machines/workflow-publish.machine'
import { failureOf } from '../../src/shared/api-failure'
import type { WorkflowGraph } from '../../src/shared/automation/workflow-nodes'

const node = (id: string, type: WorkflowGraph['nodes'][number]['type'], data: Record<string, unknown>) => ({ id, type, data, position: { x: 0, y: 0 } })
const edge = (source: string, target: string) => ({ id: `${source}-${target}`, source, target })
const connected: WorkflowGraph = {
  nodes: [node('trigger', 'trigger', { event: 'manual' }), node('emails', 'enrichment', { kind: 'find-emails' }), node('write', 'content_creation', {})],
  edges: [edge('trigger', 'emails'), edge('emails', 'write')],
}
const orphan: WorkflowGraph = { ...connected, edges: [edge('trigger', 'emails')] }
const answer = (version: number, revision: number): PublishAnswer => ({ draft_revision: revision, published: { version, published_at: '2026-03-01T10:00:00.000Z' } })
/** What the HTTP client rejects with when the server refuses. */
const refused = (status: number, body: Record<string, unknown>) => failureOf(status, { message: '', params: {}, ...body })

/** A publish call that waits until the test settles it, recording every call and every `published` action. */
function controlled() {
  const calls: { graph: WorkflowGraph; draftRevision: number }[] = []
  const published: (number | null)[] = []
  let settle: { resolve(answer: PublishAnswer): void; reject(error: unknown): void } | null = null
  const deps = {
    publish: (input: { graph: WorkflowGraph; draftRevision: number }) => {
      calls.push(input)
      return new Promise<PublishAnswer>((resolve, reject) => (settle = { resolve, reject }))
    },
    onPublished: (version: number | null) => published.push(version),
  }
  return { deps, calls, published, settle: () => settle! }
}

function start(graph: WorkflowGraph, deps = controlled().deps) {
  return createActor(workflowPublishMachine.provide(workflowPublishImplementations(deps)), {
    clock: new SimulatedClock(),
    input: { graph, draftRevision: 3, publishedVersion: null },
  }).start()
}

describe('workflow publish machine', () => {
  it('refuses an orphan node with "not connected" and publishes nothing', () => {
    const api = controlled()
    const actor = start(orphan, api.deps)
    actor.send({ type: 'PUBLISH' })
    expect(actor.getSnapshot().value).toBe('invalid')
    expect(actor.getSnapshot().context.problems).toEqual([{ code: 'automation.workflow_not_connected', node_id: 'write' }])
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false)
    expect(api.calls).toEqual([])
  })

  it('refuses two triggers, a cycle and a step with settings to complete', () => {
    const twoTriggers = { ...connected, nodes: [...connected.nodes, node('again', 'trigger', {})], edges: [...connected.edges, edge('again', 'write')] }
    const actor = start(twoTriggers)
    actor.send({ type: 'PUBLISH' })
    expect(actor.getSnapshot().context.problems.map((p) => p.code)).toContain('automation.workflow_trigger_count')

    const cycle = { ...connected, edges: [...connected.edges, edge('write', 'emails')] }
    actor.send({ type: 'EDIT', graph: cycle, draftRevision: 4 })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.problems).toEqual([])
    actor.send({ type: 'PUBLISH' })
    expect(actor.getSnapshot().context.problems.map((p) => p.code)).toContain('automation.workflow_cycle')

    const unset = { ...connected, nodes: connected.nodes.map((n) => (n.id === 'emails' ? { ...n, data: { kind: 'telepathy' } } : n)) }
    actor.send({ type: 'EDIT', graph: unset, draftRevision: 5 })
    actor.send({ type: 'PUBLISH' })
    expect(actor.getSnapshot().value).toBe('invalid')
    expect(actor.getSnapshot().context.problems).toMatchObject([{ code: 'automation.workflow_node_invalid', node_id: 'emails' }])
  })

  it('asks before publishing, and Cancel goes back to editing without a call', () => {
    const api = controlled()
    const actor = start(connected, api.deps)
    actor.send({ type: 'PUBLISH' })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'EDIT', graph: orphan, draftRevision: 4 })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(api.calls).toEqual([])
  })

  it('publishes the confirmed draft once, ignoring a second publish while the first is on its way', async () => {
    const api = controlled()
    const actor = start(connected, api.deps)
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'CONFIRM' })
    expect(actor.getSnapshot().value).toBe('publishing')
    expect(actor.getSnapshot().hasTag(workflowPublishTags.busy)).toBe(true)
    expect(actor.getSnapshot().can({ type: 'PUBLISH' })).toBe(false)
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'CONFIRM' })
    expect(api.calls).toEqual([{ graph: connected, draftRevision: 3 }])

    api.settle().resolve(answer(1, 4))
    await waitFor(actor, (s) => s.matches('published'))
    expect(actor.getSnapshot().context).toMatchObject({ publishedVersion: 1, draftRevision: 4, problems: [], error: null })
    expect(api.published).toEqual([1])
    expect(api.calls).toHaveLength(1)
  })

  it('keeps an edit made while publishing for the next publish, and a later edit returns to editing', async () => {
    const api = controlled()
    const actor = start(connected, api.deps)
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'CONFIRM' })
    const moved = { ...connected, nodes: connected.nodes.map((n) => ({ ...n, position: { x: 10, y: 10 } })) }
    actor.send({ type: 'EDIT', graph: moved, draftRevision: 4 })
    expect(actor.getSnapshot().value).toBe('publishing')
    api.settle().resolve(answer(1, 4))
    await waitFor(actor, (s) => s.matches('published'))
    expect(actor.getSnapshot().context.graph).toBe(moved)
    actor.send({ type: 'EDIT', graph: connected, draftRevision: 5 })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'CONFIRM' })
    expect(api.calls.at(-1)).toEqual({ graph: connected, draftRevision: 5 })
  })

  it("takes the server's problems when it refuses with 422", async () => {
    const api = controlled()
    const actor = start(connected, api.deps)
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'CONFIRM' })
    api.settle().reject(refused(422, { code: 'automation.workflow_invalid', problems: [{ code: 'automation.workflow_not_connected', node_id: 'write' }] }))
    await waitFor(actor, (s) => s.matches('invalid'))
    expect(actor.getSnapshot().context.problems).toEqual([{ code: 'automation.workflow_not_connected', node_id: 'write' }])
    expect(api.published).toEqual([])
  })

  it('goes to conflict on 409 and back to editing only once the workflow is reloaded', async () => {
    const api = controlled()
    const actor = start(connected, api.deps)
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'CONFIRM' })
    api.settle().reject(refused(409, { code: 'automation.workflow_conflict' }))
    await waitFor(actor, (s) => s.matches('conflict'))
    expect(actor.getSnapshot().hasTag(workflowPublishTags.stale)).toBe(true)
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'EDIT', graph: orphan, draftRevision: 9 })
    expect(actor.getSnapshot().value).toBe('conflict')
    actor.send({ type: 'RELOADED', graph: orphan, draftRevision: 7, publishedVersion: 2 })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ graph: orphan, draftRevision: 7, publishedVersion: 2 })
  })

  it("goes to conflict when the draft's autosave is refused as stale, from any state", () => {
    const actor = start(orphan)
    actor.send({ type: 'PUBLISH' })
    expect(actor.getSnapshot().value).toBe('invalid')
    actor.send({ type: 'CONFLICT' })
    expect(actor.getSnapshot().value).toBe('conflict')
  })

  it('fails on a network error or a 500 with its code, and publishing again starts over with the check', async () => {
    const api = controlled()
    const actor = start(connected, api.deps)
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'CONFIRM' })
    api.settle().reject(failureOf(0, null))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toEqual({ code: 'error.network' })
    actor.send({ type: 'PUBLISH' })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'CONFIRM' })
    api.settle().reject(refused(500, { code: 'error.unexpected' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toEqual({ code: 'error.unexpected', params: {} })
    actor.send({ type: 'EDIT', graph: orphan, draftRevision: 4 })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('publishes a new version after a published one', async () => {
    const api = controlled()
    const actor = start(connected, api.deps)
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'CONFIRM' })
    api.settle().resolve(answer(1, 4))
    await waitFor(actor, (s) => s.matches('published'))
    actor.send({ type: 'PUBLISH' })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'CONFIRM' })
    api.settle().resolve(answer(2, 5))
    await waitFor(actor, (s) => s.context.publishedVersion === 2)
    expect(api.published).toEqual([1, 2])
  })

  it('refuses a step naming a prompt or webhook the account no longer has, naming the field, once the references are known', () => {
    const named: WorkflowGraph = {
      nodes: [node('trigger', 'trigger', { event: 'manual' }), node('write', 'content_creation', { prompt_id: 7 }), node('hook', 'connection', { target: 'webhook', webhook_id: 3 })],
      edges: [edge('trigger', 'write'), edge('write', 'hook')],
    }
    const api = controlled()
    const actor = start(named, api.deps)
    // Not loaded yet: nothing to compare with, the server checks again.
    actor.send({ type: 'PUBLISH' })
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send({ type: 'CANCEL' })
    actor.send({ type: 'REFERENCES', references: { promptIds: [1, 2], webhookIds: [4] } })
    actor.send({ type: 'PUBLISH' })
    expect(actor.getSnapshot().value).toBe('invalid')
    expect(actor.getSnapshot().context.problems).toEqual([
      { code: 'automation.workflow_node_invalid', node_id: 'write', errors: { prompt_id: [{ code: 'automation.workflow_prompt_missing' }] } },
      { code: 'automation.workflow_node_invalid', node_id: 'hook', errors: { webhook_id: [{ code: 'automation.workflow_webhook_missing' }] } },
    ])
    actor.send({ type: 'REFERENCES', references: { promptIds: [7], webhookIds: [3] } })
    actor.send({ type: 'PUBLISH' })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(api.calls).toEqual([])
  })

  it('fails loudly when the app forgot to provide the publish call', async () => {
    const actor = createActor(workflowPublishMachine, { input: { graph: connected, draftRevision: 1, publishedVersion: null } }).start()
    actor.send({ type: 'PUBLISH' })
    actor.send({ type: 'CONFIRM' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toEqual({ code: 'error.network' })
  })
})
