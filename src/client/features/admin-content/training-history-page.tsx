import { useT } from '../../i18n'
import { pageStyles } from '../../ui/page-styles'
import { AuditHistory } from './audit-history'

/** admin/training-content/history: every change to courses and their pages. */
export default function TrainingHistoryPage() {
  const t = useT()
  return (
    <section className={pageStyles.page} aria-labelledby="training-history-title">
      <header className={pageStyles.header}>
        <h2 id="training-history-title">{t('routes.admin_trainingHistory')}</h2>
      </header>
      <AuditHistory entities={['course', 'course_item']} />
    </section>
  )
}
