import { isActiveLeadJob, type LeadJob } from '../../../../shared/lead-jobs/schemas'
import { useT } from '../../../i18n'
import { css, theme } from '../../../theme'
import { CommandButton } from '../../../ui/command-button'
import { pageStyles } from '../../../ui/page-styles'

const region = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  &:empty { display: none; }
`
const row = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px 12px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  progress { width: 100%; height: 12px; accent-color: ${theme.color.primary}; }
  .line { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
`

const tones: Record<LeadJob['status'], string> = { queued: 'info', running: 'info', done: 'success', stopped: 'warning', failed: 'danger', cancelled: 'neutral' }

/**
 * One progress bar per lead job of the open list (from useLeadJobs: the active ones after a reload, then their event
 * streams), with its counts, credits, provider ("Demo data"), why it stopped, and the commands that apply to it.
 */
export function LeadJobsProgress(props: { jobs: readonly LeadJob[] }) {
  const t = useT()
  return (
    <section className={region} aria-label={t('enrichment.jobs.region')}>
      {props.jobs.map((job) => {
        const labelId = `lead-job-${job.id}-label`
        const kind = t(`enrichment.kinds.${job.kind}`)
        return (
          <div key={job.id} className={row} data-testid="lead-job" data-status={job.status}>
            <div className="line">
              <strong id={labelId}>{t('enrichment.jobs.progress', { kind, processed: job.processed, total: job.total })}</strong>
              <span className={pageStyles.badge} data-tone={tones[job.status]}>
                {t(`enrichment.jobs.status.${job.status}`)}
              </span>
              {job.provider === 'demo' ? (
                <span className={pageStyles.badge} data-tone="demo">
                  {t('enrichment.demo')}
                </span>
              ) : null}
            </div>
            <progress aria-labelledby={labelId} max={Math.max(job.total, 1)} value={job.processed} />
            <span className={pageStyles.muted} role={isActiveLeadJob(job) ? undefined : 'status'}>
              {t('enrichment.jobs.counts', { succeeded: job.succeeded, skipped: job.skipped, failed: job.failed, charged: job.charged })}
            </span>
            {job.stop_reason === 'credits' ? <p className={pageStyles.notice} data-tone="danger">{t('enrichment.jobs.outOfCredits')}</p> : null}
            {job.error ? <p className={pageStyles.notice} data-tone="danger">{job.error}</p> : null}
            <div className="line">
              {isActiveLeadJob(job) ? <CommandButton id="leadJobs.cancel" args={job.id}>{t('enrichment.jobs.cancel')}</CommandButton> : null}
              {job.failed > 0 ? <CommandButton id="leadJobs.failures" args={job.id}>{t('enrichment.jobs.showFailures', { count: job.failed })}</CommandButton> : null}
              {job.stop_reason === 'credits' ? <CommandButton id="leadJobs.redeliver" args={{ jobId: job.id }}>{t('enrichment.jobs.resume')}</CommandButton> : null}
            </div>
          </div>
        )
      })}
    </section>
  )
}
