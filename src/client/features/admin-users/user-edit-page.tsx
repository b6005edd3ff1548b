import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, useSearch } from 'wouter'
import { adminUserTargetSlot, userActionIds, userEditPath, userHistoryPath, type AdminUserTargetSlot } from '../../../../commands/admin-users'
import { adminUserKeys, adminUserQuery, updateAdminUser } from '../../../api/admin-users'
import type { AdminUserDetail } from '../../../shared/admin-users/types'
import { useLocale, useT } from '../../i18n'
import { useRouteMatch } from '../../routing/match-route-def'
import { useSession } from '../../session/use-session'
import { usePageTitle } from '../../shell/page-title'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { formatNumber } from '../../ui/intl-format'
import { LoadingState } from '../../ui/loading-state'
import { notifySuccess } from '../../ui/notify'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { userName } from './user-finder-source'
import { UserForm } from './user-form'
import { valuesOf } from './user-form-values'
import { AuditLogView } from '../admin-audit/audit-log-view'

/** admin/users/{id}/edit: the user's fields, their actions as buttons of the commands, and their history (?tab=history). */
export default function UserEditPage() {
  const t = useT()
  const raw = useRouteMatch()?.params.id ?? ''
  const id = /^\d+$/.test(raw) ? Number(raw) : null
  const user = useQuery({ ...adminUserQuery(id ?? 0), enabled: id !== null })
  usePageTitle(user.data ? t('adminUsers.page.editTitle', { name: userName(user.data) }) : null)
  if (id === null || user.isError) return <p role="alert">{t('adminUsers.page.notFound')}</p>
  if (!user.data) return <LoadingState />
  return <EditUser user={user.data} />
}

function EditUser({ user }: { user: AdminUserDetail }) {
  const t = useT()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const session = useSession()
  const history = new URLSearchParams(useSearch()).get('tab') === 'history'
  const name = userName(user)
  const target = useMemo<AdminUserTargetSlot>(() => ({ user: { id: user.id, name, status: user.status } }), [user.id, name, user.status])
  useProvideSlot(adminUserTargetSlot, target)
  const actions = userActionIds(user, session.user?.role).filter((id) => id !== 'admin.user.edit' && id !== 'admin.user.history')

  return (
    <div className={pageStyles.page}>
      <Panel aria-labelledby="user-edit-title">
        <header className={pageStyles.header}>
          <h2 id="user-edit-title">{name}</h2>
          <p>
            {t(`adminUsers.status.${user.status}`)} · {t('adminUsers.page.credits', { count: user.credits })} ·{' '}
            {t('adminUsers.page.searches', { used: formatNumber(user.searches_used, locale) })}
          </p>
        </header>
        <div className={pageStyles.row} role="group" aria-label={t('adminUsers.page.actions')}>
          {actions.map((id) => (
            <CommandButton key={id} id={id} />
          ))}
        </div>
        {user.children.length ? <p>{t('adminUsers.page.children', { names: user.children.map((child) => child.name).join(', ') })}</p> : null}
        <nav aria-label={t('adminUsers.page.tabs')} className={pageStyles.row}>
          <Link href={userEditPath(user.id)} aria-current={history ? undefined : 'page'}>
            {t('adminUsers.page.details')}
          </Link>
          <Link href={userHistoryPath(user.id)} aria-current={history ? 'page' : undefined}>
            {t('adminUsers.page.history')}
          </Link>
        </nav>
      </Panel>
      <Panel aria-labelledby="user-section-title">
        <h3 id="user-section-title">{history ? t('adminUsers.page.history') : t('adminUsers.page.details')}</h3>
        {history ? (
          <AuditLogView filters={{ entity: 'user', entity_id: String(user.id) }} />
        ) : (
          <UserForm
            key={user.id}
            mode="edit"
            initial={valuesOf(user)}
            keySet={user.google_api_key_set}
            onSave={async (body) => {
              const saved = await updateAdminUser(user.id, body)
              queryClient.setQueryData(adminUserKeys.one(user.id), saved)
              await queryClient.invalidateQueries({ queryKey: adminUserKeys.all })
              notifySuccess(t('adminUsers.done.saved', { name: userName(saved) }))
            }}
          />
        )}
      </Panel>
    </div>
  )
}
