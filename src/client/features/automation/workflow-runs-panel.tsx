import type { WorkflowLogEntry, WorkflowRun } from '../../../api/workflows'
import type { WorkflowGraph } from '../../../shared/automation/workflow-nodes'
import { useLocale, useT, type Translate } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { formatDateTime, formatNumber } from '../../ui/intl-format'
import { pageStyles } from '../../ui/page-styles'
import { stepLabel } from './workflow-text'

const when = (value: string | null, locale: string) => (value ? formatDateTime(value, locale) : '—')

/** Each node's line on the canvas for the run shown: how many leads it finished, skipped and failed. */
export function logByNode(t: Translate, entries: readonly WorkflowLogEntry[]): Map<string, string> {
  const counts = new Map<string, Record<WorkflowLogEntry['status'], number>>()
  for (const entry of entries) {
    const row = counts.get(entry.node_id) ?? { done: 0, skipped: 0, failed: 0, pending: 0 }
    row[entry.status] += 1
    counts.set(entry.node_id, row)
  }
  return new Map([...counts].map(([id, c]) => [id, t('workflows.log.nodeLine', { done: c.done, skipped: c.skipped, failed: c.failed, pending: c.pending })]))
}

/** The runs of the workflow, newest first, each with its version and counts; "Show log" opens its per-lead log. */
export function WorkflowRunsTable({ runs, shown }: { runs: readonly WorkflowRun[]; shown: number | null }) {
  const t = useT()
  const { locale } = useLocale()
  if (!runs.length) return <p className={pageStyles.muted}>{t('workflows.runs.none')}</p>
  return (
    <table className={pageStyles.table} aria-label={t('workflows.runs.title')}>
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
        {runs.map((run) => (
          <tr key={run.id} aria-current={run.id === shown ? 'true' : undefined}>
            <td>{t('workflows.runs.name', { id: run.id, version: run.version })}</td>
            <td>{t(`workflows.runs.statuses.${run.status}`)}</td>
            <td>{t('workflows.runs.counts', { total: formatNumber(run.leads.total, locale), done: run.leads.done, skipped: run.leads.skipped, failed: run.leads.failed })}</td>
            <td>{formatNumber(run.credits, locale)}</td>
            <td>{when(run.started_at, locale)}</td>
            <td>
              <CommandButton id="workflow.showRunLog" args={run.id} variant="link">
                {t('workflows.runs.showLog', { id: run.id })}
              </CommandButton>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** One row per lead and node of the run shown. */
export function WorkflowRunLog({ runId, entries, graph }: { runId: number; entries: readonly WorkflowLogEntry[]; graph: WorkflowGraph }) {
  const t = useT()
  const { locale } = useLocale()
  return (
    <table className={pageStyles.table} aria-label={t('workflows.log.title', { id: runId })} data-testid="workflow-run-log">
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
        {entries.map((entry) => (
          <tr key={`${entry.lead_id}:${entry.node_id}`}>
            <td>{entry.lead_name ?? t('workflows.log.unnamed', { id: entry.lead_id })}</td>
            <td>{stepLabel(t, graph, entry.node_id)}</td>
            <td>{t(`workflows.log.statuses.${entry.status}`)}</td>
            <td>{entry.attempts}</td>
            <td>{formatNumber(entry.cost, locale)}</td>
            <td>{entry.message ?? ''}</td>
            <td>{when(entry.finished_at, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
