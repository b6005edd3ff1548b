import { useMemo } from 'react'
import { userActionIds } from '../../../../commands/admin-users'
import { adminUsersPage } from '../../../api/admin-users'
import type { AdminUserRow } from '../../../shared/admin-users/types'
import { useT } from '../../i18n'
import { useSession } from '../../session/use-session'
import { usePaletteEntitySource, type PaletteEntitySource, type PaletteEntry } from '../../ui/command-shell'

type Translate = ReturnType<typeof useT>

/** How many users the palette shows for what the admin typed. */
export const finderLimit = 8
/** Three letters of a name or an e-mail: fewer would match too many users to be worth a round trip. */
export const finderMinLength = 3

export const userName = (user: Pick<AdminUserRow, 'first_name' | 'last_name' | 'email'>) => `${user.first_name} ${user.last_name}`.trim() || user.email

/**
 * Found users as palette entries: each shows the name and the e-mail, and Enter opens its second page, the
 * actions that fit the user (edit first, so "Ctrl+K, ada, Enter, Enter" edits Ada).
 */
export function foundUserEntries(rows: readonly AdminUserRow[], t: Translate, callerRole: string | undefined): PaletteEntry[] {
  return rows.map((row) => {
    const name = userName(row)
    const args = { id: row.id, name }
    return {
      key: `user:${row.id}`,
      label: name,
      note: row.status === 'active' ? row.email : `${row.email} · ${t(`adminUsers.status.${row.status}`)}`,
      group: 'admin',
      commandId: 'admin.user.edit',
      args,
      next: {
        title: name,
        entries: userActionIds(row, callerRole).map((commandId) => ({
          key: `user:${row.id}:${commandId}`,
          label: t(`adminUsers.actions.${commandId.split('.').pop()}`, { name }),
          group: 'admin',
          commandId,
          args,
        })),
      },
    }
  })
}

/** The users whose name or e-mail starts with what the admin typed (GET /api/admin/users?q=&limit=8). */
export function userFinderSource(t: Translate, callerRole: string | undefined): PaletteEntitySource {
  return {
    id: 'admin.user.find',
    minLength: finderMinLength,
    find: (q, signal) => adminUsersPage({ q }, null, finderLimit, signal).then((page) => foundUserEntries(page.data, t, callerRole)),
  }
}

/** Lets an admin's palette find users on the server as they type (three letters or more). */
export default function UserFinderSource() {
  const t = useT()
  const { user, modules } = useSession()
  const admin = modules.includes('admin')
  const role = user?.role
  const source = useMemo<PaletteEntitySource>(
    () => (admin ? userFinderSource(t, role) : { id: 'admin.user.find', minLength: Number.POSITIVE_INFINITY, find: async () => [] }),
    [t, admin, role],
  )
  usePaletteEntitySource(source)
  return null
}
