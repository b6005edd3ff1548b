import { useEffect, useMemo, useState } from 'react'
import { adminUsersSelectionSlot, adminUserTargetSlot, userEditPath, type AdminUsersSelectionSlot, type AdminUserTargetSlot } from '../../../../commands/admin-users'
import { rowsSlot } from '../../../../commands/rows'
import type { AdminUsersFilter } from '../../../shared/admin-users/schemas'
import type { AdminUsersScope } from '../../../shared/admin-users/selection'
import { useLocale, useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useCommandContext, useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { useRowKeyboard } from '../../ui/table/use-row-keyboard'
import { userName } from './user-finder-source'
import { UsersFilters, type UsersFilterFields } from './users-filters'
import { BulkSelectionBar } from '../../ui/table/bulk-selection-bar'
import { UsersTable, type UsersSort } from './users-table'
import { useDebounced, useUsers } from './use-users'

const noFilter: UsersFilterFields = { q: '', plan: '', status: '', role: '' }
const newestFirst: UsersSort = { field: 'created_at', dir: 'desc' }
/** The bulk commands the selection bar offers, in order. */
const userBulkActions = ['admin.users.grantCredits', 'admin.users.changePlan', 'admin.users.disable']

/** The filter the server applies: the search once typing pauses, empty filters left out. */
function serverFilter(fields: UsersFilterFields, q: string): AdminUsersFilter {
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(fields.plan ? { plan_id: Number(fields.plan) } : {}),
    ...(fields.status ? { status: fields.status } : {}),
    ...(fields.role ? { role: fields.role } : {}),
  }
}

/**
 * admin/users: every user in a virtualized table, searched, filtered and sorted by the server, page after page as it
 * scrolls. Rows are picked with the keyboard (x or Space, Shift+x) or all N matching at once; the palette's bulk
 * commands act on them, the user commands on the focused row.
 */
export default function UsersPage() {
  const t = useT()
  const { locale } = useLocale()
  const { navigate } = useCommandContext()
  const [fields, setFields] = useState<UsersFilterFields>(noFilter)
  const [sort, setSort] = useState<UsersSort>(newestFirst)
  const q = useDebounced(fields.q)
  const { plan, status, role } = fields
  const filter = useMemo(() => serverFilter({ q: '', plan, status, role }, q), [plan, status, role, q])
  const users = useUsers(filter, sort)
  const keyboard = useRowKeyboard(users.ids)
  const { dispatch } = keyboard

  // A selection belongs to the rows it was made on: another search, filter or order starts a new one.
  useEffect(() => dispatch({ type: 'clear' }), [filter, sort, dispatch])

  const matching = keyboard.state.matching
  const picked = keyboard.selectedIds
  const count = matching ? users.total : picked.length
  const selection = useMemo<AdminUsersSelectionSlot>(() => {
    const scope: AdminUsersScope | null = matching ? { filter } : picked.length ? { ids: picked } : null
    return {
      scope,
      count: matching ? users.total : picked.length,
      total: users.total,
      sort,
      setSort: (field, dir) => setSort({ field, dir }),
      selectMatching: () => dispatch({ type: 'selectMatching' }),
      clear: () => dispatch({ type: 'clear' }),
    }
  }, [matching, filter, picked, users.total, sort, dispatch])
  useProvideSlot(adminUsersSelectionSlot, selection)
  useProvideSlot(rowsSlot, keyboard.commands)
  const focused = users.rows[Math.min(keyboard.state.focus, users.rows.length - 1)]
  const target = useMemo<AdminUserTargetSlot>(() => ({ user: focused ? { id: focused.id, name: userName(focused), status: focused.status } : null }), [focused])
  useProvideSlot(adminUserTargetSlot, target)

  return (
    <section className={pageStyles.page} aria-labelledby="admin-users-title">
      <header className={pageStyles.header}>
        <h2 id="admin-users-title">{t('routes.admin_users')}</h2>
        <div className={pageStyles.row}>
          <CommandButton id="nav.admin.usersHistory">{t('adminUsers.page.history')}</CommandButton>
          <CommandButton id="admin.user.create" variant="primary" />
        </div>
      </header>
      <UsersFilters value={fields} onChange={setFields} />
      <BulkSelectionBar
        total={users.total}
        count={count}
        matching={matching}
        words="adminUsers.bulk"
        selectMatching="admin.users.selectMatching"
        clear="admin.users.clearSelection"
        actions={userBulkActions}
      />
      {users.failed ? <p role="alert">{t('adminUsers.page.failed')}</p> : null}
      <UsersTable
        rows={users.rows}
        total={users.total}
        keyboard={keyboard}
        sort={sort}
        onSort={setSort}
        onOpen={(row) => navigate(userEditPath(row.id))}
        onNearEnd={users.loadMore}
        t={t}
        locale={locale}
        placeholder={users.loading ? <LoadingState /> : users.total === 0 ? <p>{t('adminUsers.page.empty')}</p> : null}
      />
    </section>
  )
}
