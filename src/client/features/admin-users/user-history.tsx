import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { userHistoryQuery } from '../../../api/admin-users'
import type { AuditEntry } from '../../../shared/admin/audit'
import { useLocale, useT } from '../../i18n'
import { css, theme } from '../../theme'
import { Button } from '../../ui/button'
import { formatDateTime } from '../../ui/intl-format'
import { LoadingState } from '../../ui/loading-state'
import { auditChanges } from './audit-changes'

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th, td { text-align: left; vertical-align: top; padding: 8px; border-bottom: 1px solid ${theme.color.border}; }
  th { color: ${theme.color.muted}; font-weight: 600; }
  ul { margin: 0; padding: 0; list-style: none; }
  del { color: ${theme.color.danger}; }
  ins { color: ${theme.color.success}; text-decoration: none; }
`

/** Words for an action code; an action this console has no words for shows its code. */
function actionWords(t: ReturnType<typeof useT>, action: string): string {
  const key = `adminUsers.history.actions.${action.replaceAll('.', '_')}`
  const words = t(key)
  return words === key ? action : words
}

/**
 * The changes to one user (`userId`) or to every user (null), newest first: who did it (and the admin behind an
 * impersonation), what, when in the reader's language, and each changed field before and after.
 */
export function UserHistory(props: { userId: number | null; caption: string }) {
  const t = useT()
  const { locale } = useLocale()
  const history = useInfiniteQuery(userHistoryQuery(props.userId))
  const entries = useMemo<AuditEntry[]>(() => history.data?.pages.flatMap((page) => page.data) ?? [], [history.data])
  if (history.isPending) return <LoadingState />
  if (history.isError) return <p role="alert">{t('adminUsers.history.failed')}</p>
  if (!entries.length) return <p>{t('adminUsers.history.empty')}</p>
  return (
    <>
      <table className={table}>
        <caption className="lc-visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('adminUsers.history.when')}</th>
            <th scope="col">{t('adminUsers.history.who')}</th>
            <th scope="col">{t('adminUsers.history.what')}</th>
            {props.userId === null ? <th scope="col">{t('adminUsers.history.user')}</th> : null}
            <th scope="col">{t('adminUsers.history.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, locale)}</time>
              </td>
              <td>{entry.impersonator ? t('adminUsers.history.impersonated', { actor: entry.actor.email, admin: entry.impersonator.email }) : entry.actor.email}</td>
              <td>{actionWords(t, entry.action)}</td>
              {props.userId === null ? <td>{entry.entity_id ? `#${entry.entity_id}` : '—'}</td> : null}
              <td>
                <ul>
                  {auditChanges(entry.before, entry.after).map((change) => (
                    <li key={change.field}>
                      {t('adminUsers.history.change', { field: change.field })} <del>{change.before}</del> → <ins>{change.after}</ins>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {history.hasNextPage ? (
        <div>
          <Button type="button" data-variant="secondary" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {t('adminUsers.history.more')}
          </Button>
        </div>
      ) : null}
    </>
  )
}
