import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ReactFlowProvider, useReactFlow } from 'reactflow'
import { useLocation } from 'wouter'
import { stepNumbers, workflowBuilderSlot, type WorkflowBuilderSlot } from '../../../../commands/workflows'
import { workflowPublishTags } from '../../../../machines/workflow-publish.machine'
import { listQuery } from '../../../api/lists'
import { deleteWorkflow, fetchWorkflow, workflowKeys, workflowQuery, type Workflow } from '../../../api/workflows'
import { nodeErrors, type WorkflowProblem } from '../../../shared/automation/workflow-nodes'
import type { FieldMessages } from '../../../shared/message-format'
import { wordMessage } from '../../../shared/message-wording'
import { useLocale, useT } from '../../i18n'
import { useRouteMatch } from '../../routing/match-route-def'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { NodeSettingsForm } from './node-settings-form'
import { useWorkflowDraft } from './use-workflow-draft'
import { useWorkflowPublish } from './use-workflow-publish'
import { useWorkflowReferences } from './use-workflow-references'
import { useWorkflowRuns } from './use-workflow-runs'
import { WorkflowCanvas, type WorkflowCanvasProps } from './workflow-canvas'
import { addNodeAfter, connectNodes, moveNode, removeElement, setNodeData, type WorkflowElement } from './workflow-graph-edits'
import { layoutGraph } from './workflow-layout'
import { builderStyles } from './workflow-styles'
import { logByNode, WorkflowRunLog, WorkflowRunsTable } from './workflow-runs-panel'
import { WorkflowRunDialog } from './workflow-run-dialog'
import { WorkflowSettingsForm } from './workflow-settings-form'
import { useListSearch } from './use-list-search'
import { problemFields, stepLabel } from './workflow-text'

const toolbar = ['workflow.addStep', 'workflow.connectTo', 'workflow.deleteElement', 'workflow.autoLayout', 'workflow.publish', 'workflow.runOnList']
/** A problem's field messages: the builder's own check names them `errors`, the server's 422 `field_codes`. */
const fieldsOf = (p: WorkflowProblem & { field_codes?: FieldMessages }) => p.errors ?? p.field_codes
const overlapping = (w: Workflow) => new Set(w.draft.nodes.map((n) => `${n.position.x}:${n.position.y}`)).size < w.draft.nodes.length

function WorkflowBuilder({ workflow }: { workflow: Workflow }) {
  const t = useT()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const { fitView } = useReactFlow()
  const publishRef = useRef<(event: { type: 'CONFLICT' }) => void>(() => {})
  const draft = useWorkflowDraft(workflow, () => publishRef.current({ type: 'CONFLICT' }))
  const { snapshot, send, actor } = useWorkflowPublish(workflow, draft)
  publishRef.current = send
  const [choosingRunList, setChoosingRunList] = useState(false)
  const runLists = useListSearch({ enabled: choosingRunList, chosenId: draft.meta.campaign_id ?? null })
  const refs = useWorkflowReferences(send)
  const related = useQuery({ ...listQuery(draft.meta.campaign_id ?? 0), enabled: draft.meta.campaign_id != null })
  const listType = draft.meta.campaign_id != null ? related.data?.type ?? null : null
  const { runs, shownRun, setShownRun, entries, runsPaging, logPaging, start, resume } = useWorkflowRuns(workflow.id)
  const [selected, setSelected] = useState<WorkflowElement | null>(null)
  const [focusRequest, setFocusRequest] = useState<WorkflowCanvasProps['focusRequest']>(null)
  const sizes = useRef(new Map<string, { width: number; height: number }>()).current
  const inspectorRef = useRef<HTMLElement>(null)
  const { graph, editGraph } = draft
  const refocus = (id: string, kind: WorkflowElement['kind'] = 'node') => setFocusRequest({ id, kind, at: Date.now() })

  const autoLayout = useCallback(() => {
    editGraph((g) => layoutGraph(g, sizes))
    requestAnimationFrame(() => void fitView({ padding: 0.2 }))
  }, [editGraph, fitView, sizes])
  // A workflow whose steps sit on one another (a template placed by the server) is laid out once as it opens.
  const layOutAtOpen = useRef(overlapping(workflow))
  useEffect(() => {
    if (!layOutAtOpen.current) return
    layOutAtOpen.current = false
    autoLayout()
  }, [autoLayout])

  const listOptions = useMemo(() => [...(runLists.chosen ? [runLists.chosen] : []), ...runLists.found].map((l) => ({ id: l.id, name: l.name })), [runLists.chosen, runLists.found])
  const slot = useMemo<WorkflowBuilderSlot>(
    () => ({
      name: draft.meta.name,
      graph,
      selected,
      publish: snapshot,
      publishedVersion: snapshot.context.publishedVersion,
      lists: listOptions,
      chooseRunList: () => setChoosingRunList(true),
      runs,
      moreRuns: runsPaging.hasMore,
      moreLog: logPaging.hasMore,
      loadMoreRuns: runsPaging.loadMore,
      loadMoreLog: logPaging.loadMore,
      resumeRun: resume,
      addNodeAfter: (after, type) => {
        let added = after
        editGraph((g) => {
          const next = addNodeAfter(g, after, type)
          added = next.id
          return layoutGraph(next.graph, sizes)
        })
        setSelected({ kind: 'node', id: added })
        refocus(added)
      },
      connect: (source, target) => editGraph((g) => connectNodes(g, source, target)),
      remove: (element) => {
        const fallback = element.kind === 'node' ? graph.edges.find((e) => e.target === element.id)?.source : graph.edges.find((e) => e.id === element.id)?.source
        editGraph((g) => removeElement(g, element))
        const next = fallback ?? graph.nodes.find((n) => n.type === 'trigger')?.id
        setSelected(next ? { kind: 'node', id: next } : null)
        if (next) refocus(next)
      },
      move: (id, dx, dy) => editGraph((g) => moveNode(g, id, dx, dy)),
      editSettings: () => inspectorRef.current?.querySelector<HTMLElement>('form input, form select, form textarea')?.focus(),
      autoLayout,
      startPublish: () => {
        send({ type: 'PUBLISH' })
        const now = actor.getSnapshot()
        return { asking: now.matches('confirming'), problems: now.context.problems }
      },
      answerPublish: (yes) => send({ type: yes ? 'CONFIRM' : 'CANCEL' }),
      run: start,
      showLog: (runId) => setShownRun(runId),
      reload: async () => {
        const fresh = await fetchWorkflow(workflow.id)
        queryClient.setQueryData(workflowKeys.one(workflow.id), fresh)
        draft.reset(fresh)
        send({ type: 'RELOADED', graph: fresh.draft, draftRevision: fresh.draft_revision, publishedVersion: fresh.published?.version ?? null })
      },
      deleteWorkflow: async () => {
        await deleteWorkflow(workflow.id)
        await queryClient.invalidateQueries({ queryKey: workflowKeys.list })
        navigate('/lead-search/workflow')
      },
    }),
    [draft.meta.name, graph, selected, snapshot, listOptions, runs, runsPaging.hasMore, runsPaging.loadMore, logPaging.hasMore, logPaging.loadMore, resume, start, setShownRun, editGraph, autoLayout, send, actor, draft, queryClient, workflow.id, navigate],
  )
  useProvideSlot(workflowBuilderSlot, slot)

  const numbers = useMemo(() => stepNumbers(graph), [graph])
  const problems = useMemo(() => {
    const found = new Map<string, string>()
    for (const node of graph.nodes) if (nodeErrors(node, refs.references)) found.set(node.id, t('workflows.problems.settings'))
    if (snapshot.matches('invalid')) for (const p of snapshot.context.problems) if (p.node_id && !found.has(p.node_id)) found.set(p.node_id, wordMessage({ code: p.code }, t, locale))
    return found
  }, [graph, snapshot, t, locale, refs.references])
  const nodeLog = useMemo(() => (entries ? logByNode(t, entries) : new Map<string, string>()), [entries, t])
  const selectedNode = selected?.kind === 'node' ? graph.nodes.find((n) => n.id === selected.id) : undefined
  const trigger = graph.nodes.find((n) => n.type === 'trigger')
  const published = snapshot.context.publishedVersion
  const status = published ? t('workflows.status.published', { version: published }) : t('workflows.status.draft')

  return (
    <section className={pageStyles.page} aria-labelledby="workflow-title">
      <header className={pageStyles.header}>
        <h2 id="workflow-title">{draft.meta.name || t('routes.leadSearch_workflow')}</h2>
        <span className={pageStyles.badge} data-tone={published ? 'success' : 'info'}>{status}</span>
        <span role="status" className={pageStyles.muted}>{t(`workflows.save.${draft.state}`)}</span>
        <CommandButton id="nav.leadSearch.workflows" variant="ghost">{t('workflows.back')}</CommandButton>
      </header>
      {snapshot.hasTag(workflowPublishTags.stale) ? (
        <div className={pageStyles.notice} role="alert">
          {wordMessage({ code: 'automation.workflow_conflict' }, t, locale)} <CommandButton id="workflow.reload">{t('workflows.commands.reload')}</CommandButton>
        </div>
      ) : null}
      {snapshot.matches('invalid') ? (
        <div className={pageStyles.notice} data-tone="danger" role="alert" aria-labelledby="workflow-problems-title">
          <strong id="workflow-problems-title">{wordMessage({ code: 'automation.workflow_invalid' }, t, locale)}</strong>
          <ul>
            {snapshot.context.problems.map((p, i) => (
              <li key={`${p.code}:${p.node_id ?? i}`}>
                {p.node_id ? `${stepLabel(t, graph, p.node_id, numbers)}: ` : ''}
                {fieldsOf(p) ? problemFields(t, locale, fieldsOf(p)!) : wordMessage({ code: p.code }, t, locale)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {snapshot.matches('failed') && snapshot.context.error ? <p className={pageStyles.notice} data-tone="danger" role="alert">{wordMessage(snapshot.context.error, t, locale)}</p> : null}
      <div className={pageStyles.row} role="toolbar" aria-label={t('workflows.toolbar')}>
        {toolbar.map((id) => <CommandButton key={id} id={id} variant={id === 'workflow.publish' ? 'primary' : 'secondary'} />)}
      </div>
      <div className={builderStyles.workspace}>
        <WorkflowCanvas graph={graph} problems={problems} log={nodeLog} onChange={editGraph} onSelect={setSelected} sizes={sizes} focusRequest={focusRequest} />
        <aside ref={inspectorRef} className={builderStyles.inspector} aria-label={t('workflows.inspector')}>
          {selectedNode ? (
            <NodeSettingsForm key={selectedNode.id} node={selectedNode} title={stepLabel(t, graph, selectedNode.id, numbers)} refs={refs} listType={listType} onChange={(data) => editGraph((g) => setNodeData(g, selectedNode.id, data))} />
          ) : (
            <p className={pageStyles.muted}>{t('workflows.focusHint')}</p>
          )}
        </aside>
      </div>
      {choosingRunList ? <WorkflowRunDialog open onClose={() => setChoosingRunList(false)} picker={runLists} relatedId={draft.meta.campaign_id ?? null} /> : null}
      <WorkflowSettingsForm
        meta={draft.meta}
        trigger={typeof trigger?.data.event === 'string' ? trigger.data.event : 'manual'}
        onMeta={draft.editMeta}
        onTrigger={(event) => trigger && editGraph((g) => setNodeData(g, trigger.id, { ...trigger.data, event }))}
      />
      <section aria-labelledby="workflow-runs-title" className={builderStyles.runs}>
        <h3 id="workflow-runs-title">{t('workflows.runs.title')}</h3>
        <WorkflowRunsTable runs={runs} shown={shownRun} paging={runsPaging} />
        {shownRun != null && entries ? <WorkflowRunLog runId={shownRun} entries={entries} graph={workflow.published?.graph ?? graph} paging={logPaging} /> : null}
      </section>
    </section>
  )
}

/** lead-search/workflow/{id}: the builder of one workflow. */
export default function WorkflowPage() {
  const t = useT()
  const raw = useRouteMatch()?.params.id ?? ''
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0
  const workflow = useQuery({ ...workflowQuery(id), enabled: id > 0 })
  if (id === 0 || workflow.isError) return <p className={pageStyles.notice} data-tone="danger" role="alert">{t('workflows.notFound')}</p>
  if (!workflow.data) return <LoadingState />
  return (
    <ReactFlowProvider>
      <WorkflowBuilder key={workflow.data.id} workflow={workflow.data} />
    </ReactFlowProvider>
  )
}
