import { useInfiniteQuery } from '@tanstack/react-query'
import { autopilotRunsQuery } from '../../../api/autopilots'
import type { Autopilot } from '../../../shared/automation/autopilot'
import { useLocale, useT } from '../../i18n'
import { Button } from '../../ui/button'
import { formatNumber } from '../../ui/intl-format'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { countsText, formatInZone } from './autopilot-format'

const runTones = { queued: 'info', running: 'info', done: 'success', failed: 'danger', stopped_credits: 'warning' } as const

/** The autopilot's runs, newest first: when, what kind, how it went, its counts, credits and error. */
export function AutopilotRunsPanel({ autopilot }: { autopilot: Autopilot }) {
  const t = useT()
  const { locale } = useLocale()
  const runs = useInfiniteQuery({ ...autopilotRunsQuery(autopilot.id), refetchInterval: (q) => (q.state.data?.pages[0]?.data.some((r) => r.status === 'queued' || r.status === 'running') ? 3000 : false) })
  const rows = runs.data?.pages.flatMap((p) => p.data) ?? []
  return (
    <Panel aria-labelledby="autopilot-runs-title">
      <h3 id="autopilot-runs-title">{t('autopilots.runs.title')}</h3>
      {runs.isError ? (
        <p className={pageStyles.notice} data-tone="danger">{t('autopilots.runs.loadFailed')}</p>
      ) : !runs.data ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <p className={pageStyles.muted}>{t('autopilots.runs.none')}</p>
      ) : (
        <table className={pageStyles.table} data-testid="autopilot-runs">
          <caption className="lc-visually-hidden">{t('autopilots.runs.caption', { name: autopilot.name })}</caption>
          <thead>
            <tr>
              {(['slot', 'kind', 'status', 'counts', 'credits', 'error'] as const).map((c) => (
                <th key={c} scope="col">{t(`autopilots.runs.columns.${c}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((run) => (
              <tr key={run.id}>
                <th scope="row">{formatInZone(run.started_at ?? run.slot_at, locale, autopilot.timezone)}</th>
                <td>{t(`autopilots.runKind.${run.kind}`)}</td>
                <td>
                  <span className={pageStyles.badge} data-tone={runTones[run.status]}>{t(`autopilots.runStatus.${run.status}`)}</span>
                </td>
                <td>{countsText(t, locale, run.counts)}</td>
                <td>{formatNumber(run.credits, locale)}</td>
                <td>{run.error ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {runs.hasNextPage ? (
        <Button type="button" data-variant="secondary" onClick={() => void runs.fetchNextPage()} disabled={runs.isFetchingNextPage}>
          {t('autopilots.runs.more')}
        </Button>
      ) : null}
    </Panel>
  )
}
