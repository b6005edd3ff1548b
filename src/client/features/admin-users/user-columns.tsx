import type { ColumnDef } from '@tanstack/react-table'
import { adminUserSorts } from '../../../shared/admin-users/schemas'
import type { AdminUserRow } from '../../../shared/admin-users/types'
import type { Translate } from '../../i18n'

const sortable: ReadonlySet<string> = new Set(adminUserSorts)

/** The columns of the users table; dates and numbers in the reader's language, sorting by the server. */
export function userColumns(t: Translate, locale: string): ColumnDef<AdminUserRow, unknown>[] {
  // One formatter per language, not one per cell: the table formats two dates and a number per row at every scroll step.
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const numbers = new Intl.NumberFormat(locale)
  const column = (id: string, size: number, value: (row: AdminUserRow) => string): ColumnDef<AdminUserRow, unknown> => ({
    id,
    accessorFn: value,
    header: t(`adminUsers.columns.${id}`),
    meta: t(`adminUsers.columns.${id}`),
    size,
    enableSorting: sortable.has(id),
    cell: (info) => info.getValue() as string,
  })
  return [
    column('name', 200, (row) => `${row.first_name} ${row.last_name}`.trim()),
    column('email', 240, (row) => row.email),
    column('plan', 140, (row) => row.plan?.name ?? t('adminUsers.noPlan')),
    column('modules', 180, (row) => row.modules.map((slug) => t(`messageNames.modules.${slug}`)).join(', ')),
    column('role', 120, (row) => t(`adminUsers.roles.${row.role}`)),
    column('status', 110, (row) => t(`adminUsers.status.${row.status}`)),
    column('credits', 110, (row) => numbers.format(row.credits)),
    column('created_at', 180, (row) => dates.format(new Date(row.created_at))),
    column('last_login_at', 180, (row) => (row.last_login_at ? dates.format(new Date(row.last_login_at)) : t('adminUsers.never'))),
  ]
}
