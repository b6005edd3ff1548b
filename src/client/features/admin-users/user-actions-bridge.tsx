import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { adminUserActionsSlot, type AdminUserActions } from '../../../../commands/admin-users'
import {
  adminPlansQuery,
  adminUserKeys,
  bulkAdminUsers,
  deleteAdminUser,
  deleteExtraRequests,
  grantUserCredits,
  impersonateUser,
  resetUserLimits,
  restoreAdminUser,
} from '../../../api/admin-users'
import { useSession, useSessionActor } from '../../session/use-session'
import { useProvideSlot } from '../../ui/command-shell'
import { AmountDialog } from './amount-dialog'

type Asking = { title: string; resolve(amount: number | null): void }

/**
 * The admin's user actions for the commands (commands/admin-users.ts), on every page of an admin: from the palette's
 * user finder they run wherever the admin is. Each change refreshes every cached users table, user and history.
 */
export default function UserActionsBridge() {
  const { modules } = useSession()
  return modules.includes('admin') ? <Actions /> : null
}

function Actions() {
  const queryClient = useQueryClient()
  const session = useSessionActor()
  const plans = useQuery(adminPlansQuery())
  const [asking, setAsking] = useState<Asking | null>(null)

  const refreshed = useCallback(<T,>(call: Promise<T>) => call.then(async (answer) => {
    await queryClient.invalidateQueries({ queryKey: adminUserKeys.all })
    return answer
  }), [queryClient])

  const actions = useMemo<AdminUserActions>(
    () => ({
      remove: (id) => refreshed(deleteAdminUser(id)).then(() => undefined),
      restore: (id) => refreshed(restoreAdminUser(id)).then(() => undefined),
      resetLimits: (id) => refreshed(resetUserLimits(id)).then(() => undefined),
      deleteExtraRequests: (id) => refreshed(deleteExtraRequests(id)).then(() => undefined),
      grantCredits: (id, amount) => refreshed(grantUserCredits(id, { amount })).then(() => undefined),
      bulk: (scope, action) => refreshed(bulkAdminUsers({ ...scope, ...action })).then((answer) => answer.affected),
      impersonate: async (id) => {
        const answer = await impersonateUser(id)
        // Nothing the admin's session cached may show while acting as the user.
        queryClient.clear()
        session.send({ type: 'SWITCHED', token: answer.authorisation.token })
      },
      askAmount: (title) => new Promise<number | null>((resolve) => setAsking({ title, resolve })),
      plans: plans.data ?? null,
    }),
    [refreshed, queryClient, session, plans.data],
  )
  useProvideSlot(adminUserActionsSlot, actions)

  if (!asking) return null
  return (
    <AmountDialog
      title={asking.title}
      onAnswer={(amount) => {
        setAsking(null)
        asking.resolve(amount)
      }}
    />
  )
}
