import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Link } from 'wouter'
import { autopilotEditPath, autopilotsSlot, type AutopilotsSlot } from '../../../../commands/autopilots'
import { autopilotsQuery } from '../../../api/autopilots'
import type { Autopilot } from '../../../shared/automation/autopilot'
import { useLocale, useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { countsText, formatInZone, scheduleText } from './autopilot-format'
import { StatusBadge, useAutopilotActions } from './autopilot-actions'

/** autopilot: every autopilot of the account with its status, schedule, next run and last run. */
export default function AutopilotsPage() {
  const t = useT()
  // While a run is queued or running its counts change: the list follows it until it ends.
  const autopilots = useQuery({ ...autopilotsQuery(), refetchInterval: (q) => (q.state.data?.data.some((a) => a.last_run?.status === 'queued' || a.last_run?.status === 'running') ? 3000 : false) })
  const [focused, setFocused] = useState<number | null>(null)
  const act = useAutopilotActions()
  const data = autopilots.data?.data ?? null
  const slot = useMemo<AutopilotsSlot>(() => ({ autopilots: data ?? [], current: data?.find((a) => a.id === focused) ?? null, act }), [data, focused, act])
  useProvideSlot(autopilotsSlot, slot)

  return (
    <section className={pageStyles.page} aria-labelledby="autopilots-title">
      <header className={pageStyles.header}>
        <h2 id="autopilots-title">{t('autopilots.page.title')}</h2>
        <CommandButton id="autopilots.create">{t('autopilots.page.create')}</CommandButton>
      </header>
      <p className={pageStyles.muted}>{t('autopilots.page.lead')}</p>
      {autopilots.isError ? (
        <p className={pageStyles.notice} data-tone="danger">{t('autopilots.page.loadFailed')}</p>
      ) : !data ? (
        <LoadingState />
      ) : data.length === 0 ? (
        <p className={pageStyles.notice} data-tone="info">{t('autopilots.page.empty')}</p>
      ) : (
        <AutopilotTable rows={data} onFocusRow={setFocused} />
      )}
    </section>
  )
}

function AutopilotTable({ rows, onFocusRow }: { rows: readonly Autopilot[]; onFocusRow(id: number): void }) {
  const t = useT()
  const { locale } = useLocale()
  return (
    <table className={pageStyles.table}>
      <caption className="lc-visually-hidden">{t('autopilots.page.caption')}</caption>
      <thead>
        <tr>
          {(['name', 'status', 'schedule', 'nextRun', 'lastRun', 'actions'] as const).map((c) => (
            <th key={c} scope="col">{t(`autopilots.page.columns.${c}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((a) => (
          <tr key={a.id} onFocus={() => onFocusRow(a.id)} data-testid={`autopilot-row-${a.id}`}>
            <th scope="row">
              <Link href={autopilotEditPath(a)}>{a.name}</Link>
              <div className={pageStyles.muted}>
                {t(`autopilots.types.${a.type}`)}
                {a.campaign ? ` · ${a.campaign.name}` : ''}
              </div>
            </th>
            <td><StatusBadge status={a.status} /></td>
            <td>{scheduleText(t, a)} ({a.timezone})</td>
            <td>{a.next_run_at ? formatInZone(a.next_run_at, locale, a.timezone) : '—'}</td>
            <td>
              {a.last_run ? (
                <>
                  <div>{a.last_run.started_at ? formatInZone(a.last_run.started_at, locale, a.timezone) : t(`autopilots.runStatus.${a.last_run.status}`)}</div>
                  <div className={pageStyles.muted}>{countsText(t, locale, a.last_run.counts)}</div>
                  {a.last_run.error ? <div className={pageStyles.muted}>{a.last_run.error}</div> : null}
                </>
              ) : (
                t('autopilots.page.never')
              )}
            </td>
            <td>
              <RowActions autopilot={a} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The row's commands, each button naming its autopilot. */
export function RowActions({ autopilot: a }: { autopilot: Autopilot }) {
  const t = useT()
  const name = { name: a.name }
  return (
    <div className={pageStyles.row}>
      {a.status === 'draft' ? null : (
        <CommandButton id="autopilots.runNow" args={a.id} variant="ghost">{t('autopilots.page.runNow', name)}</CommandButton>
      )}
      {a.status === 'active' ? <CommandButton id="autopilots.pause" args={a.id} variant="ghost">{t('autopilots.page.pause', name)}</CommandButton> : null}
      {a.status === 'paused' || a.status === 'paused_no_credits' ? (
        <CommandButton id="autopilots.resume" args={a.id} variant="ghost">{t('autopilots.page.resume', name)}</CommandButton>
      ) : null}
      <CommandButton id="autopilots.duplicate" args={a.id} variant="ghost">{t('autopilots.page.duplicate', name)}</CommandButton>
      <CommandButton id="autopilots.delete" args={a.id} variant="ghost">{t('autopilots.page.delete', name)}</CommandButton>
    </div>
  )
}
