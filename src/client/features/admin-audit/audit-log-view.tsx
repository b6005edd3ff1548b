import type { AuditFilters } from '../../../api/admin-audit'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { AuditEntries } from './audit-entries'
import { useAuditPages } from './use-audit-pages'

/** The audit log under `filters`, newest first, with "Show older entries" while there are more. */
export function AuditLogView({ filters }: { filters: AuditFilters }) {
  const t = useT()
  const log = useAuditPages(filters)
  if (log.failed) {
    return (
      <p className={pageStyles.notice} data-tone="danger">
        {t('adminAudit.loadFailed')}
      </p>
    )
  }
  if (!log.entries) return <LoadingState />
  return (
    <>
      <AuditEntries entries={log.entries} />
      {log.hasMore ? (
        <div>
          <CommandButton id="admin.audit.more">{log.loadingMore ? t('adminAudit.loadingMore') : t('adminAudit.more')}</CommandButton>
        </div>
      ) : null}
    </>
  )
}
