import type { WorkflowLogEntry, WorkflowRun } from '../../../api/workflows'
import type { WorkflowGraph } from '../../../shared/automation/workflow-nodes'
import { useLocale, useT, type Translate } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { formatDateTime, formatNumber } from '../../ui/intl-format'
import { pageStyles } from '../../ui/page-styles'
import { useVirtualRows } from './virtual-rows'
import { builderStyles } from './workflow-styles'
import { stepLabel } from './workflow-text'

const when = (value: string | null, locale: string) => (value ? formatDateTime(value, locale) : '—')
const RUN_ROW_PX = 44
const LOG_ROW_PX = 40

/** Each node's line on the canvas for the run shown: how many leads it finished, skipped and failed (of the log read so far). */
export function logByNode(t: Translate, entries: readonly WorkflowLogEntry[]): Map<string, string> {
  const counts = new Map<string, Record<WorkflowLogEntry['status'], number>>()
  for (const entry of entries) {
    const row = counts.get(entry.node_id) ?? { done: 0, skipped: 0, failed: 0, pending: 0 }
    row[entry.status] += 1
    counts.set(entry.node_id, row)
  }
  return new Map([...counts].map(([id, c]) => [id, t('workflows.log.nodeLine', { done: c.done, skipped: c.skipped, failed: c.failed, pending: c.pending })]))
}

/** What a paged table is told: whether more pages exist, whether one is on its way, and how to ask for the next. */
export type Paging = { hasMore: boolean; loading: boolean; loadMore(): void }

/** A spacer row standing for the rows scrolled out of the window. */
const Spacer = ({ height, columns }: { height: number; columns: number }) =>
  height > 0 ? (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0, border: 'none' }} />
    </tr>
  ) : null

/** The runs of the workflow, newest first, each with its version and counts; older runs load as the table scrolls. */
export function WorkflowRunsTable({ runs, shown, paging }: { runs: readonly WorkflowRun[]; shown: number | null; paging: Paging }) {
  const t = useT()
  const { locale } = useLocale()
  const rows = useVirtualRows({ count: runs.length, rowHeight: RUN_ROW_PX, hasMore: paging.hasMore, loading: paging.loading, onNearEnd: paging.loadMore })
  if (!runs.length) return <p className={pageStyles.muted}>{t('workflows.runs.none')}</p>
  return (
    <>
      <div ref={rows.scrollRef} className={builderStyles.scroller} tabIndex={0} role="region" aria-label={t('workflows.runs.title')} onKeyDown={rows.onKeyDown}>
        <table className={pageStyles.table} aria-label={t('workflows.runs.title')} aria-rowcount={runs.length + 1} data-testid="workflow-runs">
          <thead>
            <tr>
              <th scope="col">{t('workflows.runs.run')}</th>
              <th scope="col">{t('workflows.runs.status')}</th>
              <th scope="col">{t('workflows.runs.leads')}</th>
              <th scope="col">{t('workflows.runs.credits')}</th>
              <th scope="col">{t('workflows.runs.started')}</th>
              <th scope="col"><span className="lc-visually-hidden">{t('workflows.runs.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            <Spacer height={rows.top} columns={6} />
            {rows.items.map((item) => {
              const run = runs[item.index]
              return (
                <tr key={run.id} ref={rows.measure} data-index={item.index} aria-rowindex={item.index + 2} aria-current={run.id === shown ? 'true' : undefined}>
                  <td>{t('workflows.runs.name', { id: run.id, version: run.version })}</td>
                  <td>{t(`workflows.runs.statuses.${run.status}`)}</td>
                  <td>{t('workflows.runs.counts', { total: formatNumber(run.leads.total, locale), done: run.leads.done, skipped: run.leads.skipped, failed: run.leads.failed })}</td>
                  <td>{formatNumber(run.credits, locale)}</td>
                  <td>{when(run.started_at, locale)}</td>
                  <td className={builderStyles.actions}>
                    <CommandButton id="workflow.showRunLog" args={run.id} variant="link">
                      {t('workflows.runs.showLog', { id: run.id })}
                    </CommandButton>
                    {run.status === 'stopped_credits' ? (
                      <CommandButton id="workflow.resumeRun" args={run.id} variant="link">
                        {t('workflows.runs.resume', { id: run.id })}
                      </CommandButton>
                    ) : null}
                  </td>
                </tr>
              )
            })}
            <Spacer height={rows.bottom} columns={6} />
          </tbody>
        </table>
      </div>
      {paging.hasMore ? <CommandButton id="workflow.loadMoreRuns" variant="secondary" /> : null}
    </>
  )
}

/** One row per lead and node of the run shown, read a page of whole leads at a time as the log scrolls. */
export function WorkflowRunLog({ runId, entries, graph, paging }: { runId: number; entries: readonly WorkflowLogEntry[]; graph: WorkflowGraph; paging: Paging }) {
  const t = useT()
  const { locale } = useLocale()
  const rows = useVirtualRows({ count: entries.length, rowHeight: LOG_ROW_PX, hasMore: paging.hasMore, loading: paging.loading, onNearEnd: paging.loadMore })
  return (
    <>
      <div ref={rows.scrollRef} className={builderStyles.scroller} tabIndex={0} role="region" aria-label={t('workflows.log.title', { id: runId })} onKeyDown={rows.onKeyDown}>
        <table className={pageStyles.table} aria-label={t('workflows.log.title', { id: runId })} aria-rowcount={entries.length + 1} data-testid="workflow-run-log">
          <thead>
            <tr>
              <th scope="col">{t('workflows.log.lead')}</th>
              <th scope="col">{t('workflows.log.step')}</th>
              <th scope="col">{t('workflows.log.status')}</th>
              <th scope="col">{t('workflows.log.attempts')}</th>
              <th scope="col">{t('workflows.log.cost')}</th>
              <th scope="col">{t('workflows.log.message')}</th>
              <th scope="col">{t('workflows.log.finished')}</th>
            </tr>
          </thead>
          <tbody>
            <Spacer height={rows.top} columns={7} />
            {rows.items.map((item) => {
              const entry = entries[item.index]
              return (
                <tr key={`${entry.lead_id}:${entry.node_id}`} ref={rows.measure} data-index={item.index} aria-rowindex={item.index + 2}>
                  <td>{entry.lead_name ?? t('workflows.log.unnamed', { id: entry.lead_id })}</td>
                  <td>{stepLabel(t, graph, entry.node_id)}</td>
                  <td>{t(`workflows.log.statuses.${entry.status}`)}</td>
                  <td>{entry.attempts}</td>
                  <td>{formatNumber(entry.cost, locale)}</td>
                  <td>{entry.message ?? ''}</td>
                  <td>{when(entry.finished_at, locale)}</td>
                </tr>
              )
            })}
            <Spacer height={rows.bottom} columns={7} />
          </tbody>
        </table>
      </div>
      <p className={pageStyles.muted} role="status">
        {t(paging.hasMore ? 'workflows.log.shownMore' : 'workflows.log.shown', { count: entries.length })}
      </p>
      {paging.hasMore ? <CommandButton id="workflow.loadMoreLog" variant="secondary" /> : null}
    </>
  )
}
