import type { LeadJobEstimate, LeadJobKind } from '../../../../shared/lead-jobs/schemas'
import { useT } from '../../../i18n'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { pageStyles } from '../../../ui/page-styles'

export type LeadJobRequest = { kind: LeadJobKind; estimate: LeadJobEstimate; resolve(go: boolean): void }

/**
 * The estimate before a bulk run: how many leads, the most it can cost, the balance, and the rule that a miss costs
 * nothing. Enter on the focused Start button goes ahead, Escape cancels.
 */
export function LeadJobsConfirmDialog(props: { request: LeadJobRequest | null; onDone(): void }) {
  const t = useT()
  const answer = (go: boolean) => {
    props.request?.resolve(go)
    props.onDone()
  }
  const estimate = props.request?.estimate
  const kind = props.request ? t(`enrichment.kinds.${props.request.kind}`) : ''
  const short = estimate ? estimate.max_credits > estimate.balance : false
  return (
    <ConfirmDialog
      open={props.request !== null}
      title={t('enrichment.estimate.title', { kind })}
      confirmLabel={t('enrichment.estimate.start')}
      cancelLabel={t('enrichment.estimate.cancel')}
      onAnswer={answer}
    >
      {estimate ? (
        <>
          <p data-testid="lead-job-estimate">
            {estimate.max_credits > 0
              ? t('enrichment.estimate.upTo', { credits: estimate.max_credits, leads: estimate.leads })
              : t('enrichment.estimate.free', { leads: estimate.leads })}
          </p>
          <p>{t('enrichment.estimate.balance', { balance: estimate.balance })}</p>
          {estimate.max_credits > 0 ? <p className={pageStyles.muted}>{t('enrichment.estimate.noCharge')}</p> : null}
          {short ? (
            <p role="status" className={pageStyles.notice} data-tone="danger">
              {t('enrichment.estimate.short')}
            </p>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  )
}
