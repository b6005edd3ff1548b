import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { fetchBulkJob, subscriptionKeys } from '../../../../api/wl-subscriptions'
import { useT } from '../../../i18n'
import { css, theme } from '../../../theme'
import { CommandButton } from '../../../ui/command-button'
import { pageStyles } from '../../../ui/page-styles'
import { BulkJobRows } from './bulk-job-rows'

const box = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  progress { width: 100%; height: 12px; accent-color: ${theme.color.primary}; }
  .line { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
`

/** How often a running job is asked for its counts: the bar moves visibly without a request per row. */
const pollEvery = 1_000

/**
 * The bulk job just started: its progress bar (done of total), how many rows it changed, skipped (their status did not
 * allow it, or they changed meanwhile) and failed, and the CSV of the rows not changed. The table is refreshed once
 * the job is done.
 */
export function BulkJobProgress(props: { jobId: number; onDone(): void }) {
  const t = useT()
  const job = useQuery({
    queryKey: subscriptionKeys.job(props.jobId),
    queryFn: () => fetchBulkJob(props.jobId),
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : pollEvery),
  })
  const finished = job.data?.status === 'done'
  const { onDone } = props
  useEffect(() => {
    if (finished) onDone()
  }, [finished, onDone])
  if (!job.data) return null
  const { action, status, total, done, applied, skipped, failed } = job.data
  const labelId = `wl-bulk-${props.jobId}-label`
  return (
    <section className={box} aria-label={t('wlSubs.job.region')} data-testid="wl-bulk-job" data-status={status}>
      <div className="line">
        <strong id={labelId}>{t('wlSubs.job.progress', { action: t(`wlSubs.job.actions.${action}`), done, total })}</strong>
        <span className={pageStyles.badge} data-tone={finished ? 'success' : 'info'}>
          {t(`wlSubs.job.status.${status}`)}
        </span>
      </div>
      <progress aria-labelledby={labelId} max={Math.max(total, 1)} value={done} />
      <span className={pageStyles.muted} role={finished ? 'status' : undefined}>
        {t('wlSubs.job.counts', { applied, skipped, failed })}
      </span>
      {finished && skipped + failed > 0 ? <BulkJobRows jobId={props.jobId} /> : null}
      {finished && skipped + failed > 0 ? (
        <div className="line">
          <CommandButton id="whitelabel.subscriptions.bulkErrors" variant="link">
            {t('wlSubs.job.errors', { count: skipped + failed })}
          </CommandButton>
        </div>
      ) : null}
    </section>
  )
}
