import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { pageStyles } from '../../ui/page-styles'
import { AuditLogView } from '../admin-audit/audit-log-view'

const planEntries = { entity: 'plan' } as const

/** admin/plans/history: every change to a plan (who, what, when, and the fields it changed), newest first. */
export default function PlansHistoryPage() {
  const t = useT()
  return (
    <section className={pageStyles.page} aria-labelledby="plans-history-title">
      <div className={pageStyles.header}>
        <h2 id="plans-history-title">{t('adminPlans.history.title')}</h2>
        <CommandButton id="nav.admin.plans">{t('adminPlans.history.back')}</CommandButton>
      </div>
      <p className={pageStyles.muted}>{t('adminPlans.history.lead')}</p>
      <AuditLogView filters={planEntries} />
    </section>
  )
}
