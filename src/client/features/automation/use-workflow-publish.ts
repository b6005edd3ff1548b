import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { workflowPublishImplementations, workflowPublishMachine } from '../../../../machines/workflow-publish.machine'
import { publishWorkflow, workflowKeys, type Workflow } from '../../../api/workflows'
import type { WorkflowGraph } from '../../../shared/automation/workflow-nodes'
import { notifyFailure, notifyMessage } from '../../ui/notify'

type Draft = { graph: WorkflowGraph; flush(): Promise<number>; acceptRevision(revision: number): void; revision(): number }

/**
 * The publish machine (machines/workflow-publish.machine.ts) wired to the API: publishing first saves what the
 * builder has not saved yet, then publishes that revision; a published version refreshes the workflow and the
 * dashboard. Every edit of the draft reaches the machine as EDIT.
 */
export function useWorkflowPublish(workflow: Workflow, draft: Draft) {
  const queryClient = useQueryClient()
  const draftRef = useRef(draft)
  draftRef.current = draft
  const machine = useMemo(
    () =>
      workflowPublishMachine.provide(
        workflowPublishImplementations({
          publish: async () => {
            const revision = await draftRef.current.flush()
            try {
              const published = await publishWorkflow(workflow.id, revision)
              draftRef.current.acceptRevision(published.draft_revision)
              queryClient.setQueryData<Workflow>(workflowKeys.one(workflow.id), published)
              return published
            } catch (error) {
              if (!(error && typeof error === 'object' && 'status' in error && (error.status === 422 || error.status === 409))) notifyFailure(error)
              throw error
            }
          },
          onPublished: () => {
            notifyMessage({ code: 'automation.workflow_published' })
            void queryClient.invalidateQueries({ queryKey: workflowKeys.list })
          },
        }),
      ),
    [queryClient, workflow.id],
  )
  const [snapshot, send, actor] = useMachine(machine, {
    input: { graph: workflow.draft, draftRevision: workflow.draft_revision, publishedVersion: workflow.published?.version ?? null },
  })
  useEffect(() => {
    send({ type: 'EDIT', graph: draft.graph, draftRevision: draftRef.current.revision() })
  }, [draft.graph, send])
  return { snapshot, send, actor }
}
