import { useCallback, useEffect, useRef, useState } from 'react'
import { isApiFailure } from '../../../shared/api-failure'
import type { WorkflowGraph } from '../../../shared/automation/workflow-nodes'
import { saveWorkflow, type Workflow } from '../../../api/workflows'

/** Edits are saved this long after the last one (typing a name, moving a step with the arrow keys). */
export const DRAFT_SAVE_DELAY_MS = 800

export type WorkflowMeta = { name: string; description: string; campaign_id: number | null }
export type DraftSaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'conflict'

const metaOf = (workflow: Workflow): WorkflowMeta => ({ name: workflow.name, description: workflow.description, campaign_id: workflow.campaign_id })

/**
 * The builder's draft: the graph and the settings as edited, saved by a debounced PUT carrying the revision last
 * saved (one save at a time; edits made meanwhile go in the next). A 409 stops saving: the draft changed elsewhere
 * and the page offers to reload it. `flush` saves what is pending now and answers the revision (publish uses it).
 */
export function useWorkflowDraft(workflow: Workflow, onConflict: () => void) {
  const [graph, setGraph] = useState(workflow.draft)
  const [meta, setMeta] = useState(() => metaOf(workflow))
  const [state, setState] = useState<DraftSaveState>('saved')
  const latest = useRef({ graph, meta })
  const revision = useRef(workflow.draft_revision)
  const dirty = useRef(false)
  const stale = useRef(false)
  const inflight = useRef<Promise<void> | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const conflict = useRef(onConflict)
  conflict.current = onConflict

  const saveOnce = useCallback(async () => {
    if (!dirty.current || stale.current) return
    dirty.current = false
    setState('saving')
    const { graph: draft, meta: settings } = latest.current
    const request = saveWorkflow(workflow.id, { ...settings, draft, draft_revision: revision.current }).then(
      (saved) => {
        revision.current = saved.draft_revision
        setState(dirty.current ? 'unsaved' : 'saved')
      },
      (error: unknown) => {
        if (isApiFailure(error) && error.status === 409) {
          stale.current = true
          setState('conflict')
          conflict.current()
        } else {
          dirty.current = true
          setState('failed')
        }
        throw error
      },
    )
    inflight.current = request.finally(() => (inflight.current = null)).catch(() => undefined)
    await request
  }, [workflow.id])

  /** Saves every pending edit now and answers the revision the server holds; rejects when a save fails. */
  const flush = useCallback(async (): Promise<number> => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    while (inflight.current || (dirty.current && !stale.current)) {
      if (inflight.current) await inflight.current
      else await saveOnce()
    }
    return revision.current
  }, [saveOnce])

  const schedule = useCallback(() => {
    dirty.current = true
    setState((s) => (s === 'conflict' ? s : 'unsaved'))
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => void flush().catch(() => undefined), DRAFT_SAVE_DELAY_MS)
  }, [flush])

  const editGraph = useCallback(
    (change: (graph: WorkflowGraph) => WorkflowGraph) => {
      const next = change(latest.current.graph)
      if (next === latest.current.graph) return
      latest.current = { ...latest.current, graph: next }
      setGraph(next)
      schedule()
    },
    [schedule],
  )
  const editMeta = useCallback(
    (change: Partial<WorkflowMeta>) => {
      latest.current = { ...latest.current, meta: { ...latest.current.meta, ...change } }
      setMeta(latest.current.meta)
      schedule()
    },
    [schedule],
  )
  /** The server's workflow taken as it is (after a reload): pending edits are dropped. */
  const reset = useCallback((fresh: Workflow) => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    dirty.current = false
    stale.current = false
    revision.current = fresh.draft_revision
    latest.current = { graph: fresh.draft, meta: metaOf(fresh) }
    setGraph(fresh.draft)
    setMeta(latest.current.meta)
    setState('saved')
  }, [])
  /** A revision the server answered elsewhere (a publish). */
  const acceptRevision = useCallback((next: number) => {
    revision.current = Math.max(revision.current, next)
  }, [])

  // Leaving the builder saves what is pending.
  useEffect(() => () => void flush().catch(() => undefined), [flush])

  return { graph, meta, state, editGraph, editMeta, flush, reset, acceptRevision, revision: () => revision.current }
}
