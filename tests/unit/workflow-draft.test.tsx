import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Workflow } from '../../src/api/workflows'
import { DRAFT_SAVE_DELAY_MS, useWorkflowDraft } from '../../src/client/features/automation/use-workflow-draft'
import { moveNode } from '../../src/client/features/automation/workflow-graph-edits'
import { heldAnswers, stubFetch } from './client-harness'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const workflow: Workflow = {
  id: 12, name: 'Outreach', description: '', campaign_id: null, trigger: { event: 'manual' }, draft_revision: 3, published: null,
  draft: { nodes: [{ id: 'trigger', type: 'trigger', data: { event: 'manual' }, position: { x: 0, y: 0 } }], edges: [] },
}
const saved = (revision: number) => ({ body: { data: { ...workflow, draft_revision: revision } } })

function setup(answer: Parameters<typeof stubFetch>[0]) {
  vi.useFakeTimers()
  const api = stubFetch(answer)
  vi.stubGlobal('fetch', api.fetchStub)
  const conflicts: number[] = []
  const hook = renderHook(() => useWorkflowDraft(workflow, () => conflicts.push(1)))
  const nudge = () => act(() => hook.result.current.editGraph((g) => moveNode(g, 'trigger', 20, 0)))
  const wait = () => act(async () => void (await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS)))
  return { api, hook, conflicts, nudge, wait }
}

describe('workflow draft saves', () => {
  it('saves a burst of edits once, after the pause, with the revision last saved; the next save carries the new one', async () => {
    let revision = 3
    const { api, hook, nudge, wait } = setup(() => saved(++revision))
    await nudge()
    await nudge()
    expect(hook.result.current.state).toBe('unsaved')
    expect(api.calls).toEqual([])
    await wait()
    expect(api.calls.map((c) => [c.method, c.url, (c.body as { draft_revision: number }).draft_revision])).toEqual([['PUT', '/api/workflows/12', 3]])
    expect((api.calls[0].body as Workflow).draft.nodes[0].position).toEqual({ x: 40, y: 0 })
    expect(hook.result.current.state).toBe('saved')
    await nudge()
    await wait()
    expect(api.calls.map((c) => (c.body as { draft_revision: number }).draft_revision)).toEqual([3, 4])
  })

  it('keeps an edit made while a save is on its way for the next save, never two at once', async () => {
    const held = heldAnswers()
    const { api, hook, nudge, wait } = setup(() => held.next())
    await nudge()
    await wait()
    await nudge()
    await wait()
    expect(api.calls).toHaveLength(1)
    await held.release(saved(4))
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)))
    expect(api.calls).toHaveLength(2)
    expect((api.calls[1].body as { draft_revision: number }).draft_revision).toBe(4)
    await held.release(saved(5))
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)))
    expect(hook.result.current.state).toBe('saved')
    expect(hook.result.current.revision()).toBe(5)
  })

  it('stops saving on a 409 and reports the conflict once', async () => {
    const { api, hook, conflicts, nudge, wait } = setup(() => ({ status: 409, body: { message: 'The workflow was changed elsewhere.', code: 'automation.workflow_conflict' } }))
    await nudge()
    await wait()
    expect(hook.result.current.state).toBe('conflict')
    expect(conflicts).toEqual([1])
    await nudge()
    await wait()
    expect(api.calls).toHaveLength(1)
    await act(() => hook.result.current.reset({ ...workflow, draft_revision: 9 }))
    expect(hook.result.current.state).toBe('saved')
  })

  it('flush saves what is pending now and answers the revision the server holds (publish uses it)', async () => {
    const { api, hook, nudge } = setup(() => saved(4))
    await nudge()
    let revision = 0
    await act(async () => void (revision = await hook.result.current.flush()))
    expect(revision).toBe(4)
    expect(api.calls).toHaveLength(1)
  })
})
