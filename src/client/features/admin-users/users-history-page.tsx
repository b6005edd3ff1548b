import { useT } from '../../i18n'
import { Panel } from '../../ui/panel'
import { pageStyles } from '../../ui/page-styles'
import { AuditLogView } from '../admin-audit/audit-log-view'

/** admin/users/history: every change to every user, newest first (GET /api/admin/audit?entity=user). */
export default function UsersHistoryPage() {
  const t = useT()
  return (
    <Panel aria-labelledby="users-history-title" className={pageStyles.page}>
      <h2 id="users-history-title">{t('routes.admin_usersHistory')}</h2>
      <AuditLogView filters={{ entity: 'user' }} />
    </Panel>
  )
}
