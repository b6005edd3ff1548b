import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { auditHistory, contentKeys } from '../../../api/admin-content'
import { contentHistorySlot, type ContentHistorySlot } from '../../../../commands/admin-content'
import type { AuditEntity, AuditEntry } from '../../../shared/admin/audit'
import { useLocale, useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { formatDateTime } from '../../ui/intl-format'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { SelectField } from '../../ui/select-field'
import { css } from '../../theme'

const snapshot = css`
  white-space: pre-wrap;
  word-break: break-word;
  max-width: 40ch;
  margin: 0;
  font-size: 13px;
`

const shown = (value: unknown) => (value == null ? '—' : JSON.stringify(value, null, 1))

/** The audit log of some kinds of record, newest first, 50 at a time: who, what, when, before and after. */
export function AuditHistory({ entities, titleId }: { entities: readonly AuditEntity[]; titleId: string }) {
  const t = useT()
  const { locale } = useLocale()
  const [entity, setEntity] = useState<AuditEntity>(entities[0]!)
  const history = useInfiniteQuery({
    queryKey: contentKeys.history(entity),
    queryFn: ({ pageParam }) => auditHistory(entity, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_cursor,
  })
  const fetchMore = useRef(history.fetchNextPage)
  fetchMore.current = history.fetchNextPage
  const slot = useMemo<ContentHistorySlot>(() => ({ more: history.hasNextPage ? async () => void (await fetchMore.current()) : undefined }), [history.hasNextPage])
  useProvideSlot(contentHistorySlot, slot)
  const entries: AuditEntry[] = history.data?.pages.flatMap((page) => page.data) ?? []

  return (
    <>
      {entities.length > 1 ? (
        <SelectField
          label={t('content.history.show')}
          name="entity"
          value={entity}
          options={entities.map((e) => ({ value: e, label: t(`content.history.entities.${e}`) }))}
          onValueChange={(value) => setEntity(value as AuditEntity)}
        />
      ) : null}
      {history.isError ? <p className={pageStyles.notice} data-tone="danger">{t('content.loadFailed')}</p> : null}
      {!history.data ? (
        history.isError ? null : <LoadingState />
      ) : entries.length === 0 ? (
        <p className={pageStyles.muted}>{t('content.history.empty')}</p>
      ) : (
        <table className={pageStyles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              {(['when', 'who', 'what', 'record', 'before', 'after'] as const).map((c) => (
                <th key={c} scope="col">{t(`content.history.columns.${c}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.created_at, locale)}</td>
                <td>{entry.impersonator ? t('content.history.impersonated', { actor: entry.actor.email, admin: entry.impersonator.email }) : entry.actor.email}</td>
                <th scope="row">{t(`content.history.actions.${entry.action.split('.').pop()}`)}</th>
                <td>{entry.entity_id ?? '—'}</td>
                <td><pre className={snapshot}>{shown(entry.before)}</pre></td>
                <td><pre className={snapshot}>{shown(entry.after)}</pre></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {history.hasNextPage ? <CommandButton id="content.historyMore">{t('content.commands.more')}</CommandButton> : null}
    </>
  )
}
