import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { leadJobFailuresQuery } from '../../../../api/lead-jobs'
import type { LeadJob } from '../../../../shared/lead-jobs/schemas'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/button'
import { CommandButton } from '../../../ui/command-button'
import { Dialog } from '../../../ui/dialog'
import { pageStyles } from '../../../ui/page-styles'

/**
 * The failed leads of a job (the dead letters): each with its reason and attempts, redeliverable one by one or all
 * at once through the leadJobs.redeliver command.
 */
export function LeadJobsFailuresDialog(props: { job: LeadJob | null; onClose(): void }) {
  const t = useT()
  const [page, setPage] = useState(1)
  const jobId = props.job?.id ?? 0
  useEffect(() => setPage(1), [jobId])
  const failures = useQuery({ ...leadJobFailuresQuery(jobId, page), enabled: props.job !== null })
  const data = failures.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1
  const kind = props.job ? t(`enrichment.kinds.${props.job.kind}`) : ''
  return (
    <Dialog open={props.job !== null} title={t('enrichment.jobs.failures.title', { kind })} onClose={props.onClose}>
      {data?.data.length ? (
        <>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('enrichment.jobs.failures.lead')}</th>
                <th scope="col">{t('enrichment.jobs.failures.reason')}</th>
                <th scope="col">{t('enrichment.jobs.failures.attempts')}</th>
                <th scope="col">
                  <span className="lc-visually-hidden">{t('enrichment.jobs.failures.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((failure) => {
                const name = failure.name ?? `#${failure.result_id}`
                return (
                  <tr key={failure.result_id}>
                    <td>{name}</td>
                    <td>{failure.reason}</td>
                    <td>{failure.attempts}</td>
                    <td>
                      <CommandButton id="leadJobs.redeliver" args={{ jobId, resultIds: [failure.result_id] }} variant="ghost">
                        {t('enrichment.jobs.failures.redeliverOne', { name })}
                      </CommandButton>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
          <div className={pageStyles.row}>
            <CommandButton id="leadJobs.redeliver" args={{ jobId }} variant="primary">
              {t('enrichment.jobs.failures.redeliverAll', { count: data.total })}
            </CommandButton>
            {pages > 1 ? (
              <>
                <Button type="button" data-variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('enrichment.jobs.failures.previous')}
                </Button>
                <span>{t('enrichment.jobs.failures.page', { page, pages })}</span>
                <Button type="button" data-variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('enrichment.jobs.failures.next')}
                </Button>
              </>
            ) : null}
          </div>
        </>
      ) : (
        <p className={pageStyles.muted}>{failures.isLoading ? t('leads.common.loading') : t('enrichment.jobs.failures.none')}</p>
      )}
    </Dialog>
  )
}
