import type { LeadJobEstimate, LeadJobKind } from '../../../../shared/lead-jobs/schemas'
import { wordCount } from '../../../../shared/message-wording'
import { useLocale, useT } from '../../../i18n'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { pageStyles } from '../../../ui/page-styles'

export type LeadJobRequest = { kind: LeadJobKind; estimate: LeadJobEstimate; resolve(go: boolean): void }

/**
 * The estimate before a bulk run: how many leads, the most it can cost, the balance now and after it, and the rule
 * that a miss costs nothing. Cancel has the focus (the shared confirm dialog), so only a move to Start goes ahead.
 */
export function LeadJobsConfirmDialog(props: { request: LeadJobRequest | null; onDone(): void }) {
  const t = useT()
  const { locale } = useLocale()
  const credits = (count: number) => wordCount(t, locale, 'search.cost.credits', count)
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
      tone="spend"
      facts={
        estimate && estimate.max_credits > 0
          ? [
              { label: t('search.cost.atMost'), value: credits(estimate.max_credits) },
              { label: t('search.cost.balance'), value: credits(estimate.balance) },
              { label: t('search.cost.after'), value: credits(Math.max(0, estimate.balance - estimate.max_credits)) },
            ]
          : undefined
      }
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
