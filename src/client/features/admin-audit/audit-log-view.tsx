import type { AuditFilters } from '../../../api/admin-audit'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { QueryView } from '../../ui/query-view'
import { AuditEntries } from './audit-entries'
import { useAuditPages } from './use-audit-pages'

/** The audit log under `filters`, newest first, with "Show older entries" while there are more. */
export function AuditLogView({ filters }: { filters: AuditFilters }) {
  const t = useT()
  const log = useAuditPages(filters)
  return (
    <QueryView data={log.entries ?? undefined} isError={log.failed} failed={t('adminAudit.loadFailed')}>
      {(entries) => (
        <>
          <AuditEntries entries={entries} />
          {log.hasMore ? (
            <div>
              <CommandButton id="admin.audit.more">{log.loadingMore ? t('adminAudit.loadingMore') : t('adminAudit.more')}</CommandButton>
            </div>
          ) : null}
        </>
      )}
    </QueryView>
  )
}
