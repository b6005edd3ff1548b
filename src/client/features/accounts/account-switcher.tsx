import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { accountsSlot, type AccountsSlot } from '../../../../commands/accounts'
import { accountsQuery } from '../../../api/accounts'
import { useSession } from '../../session/use-session'
import { useProvideSlot } from '../../ui/command-shell'
import { switchToAccount } from './account-actions'

/**
 * Mounted on every signed-in page: the accounts the user may act as, and the switch, for the switch commands and the
 * top bar's account indicator.
 */
export default function AccountSwitcher() {
  const { send } = useSession()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const accounts = useQuery({ ...accountsQuery(), staleTime: 60_000 })
  const value = useMemo<AccountsSlot>(
    () => ({
      accounts: accounts.data?.data ?? null,
      switchTo: (accountId) => switchToAccount({ queryClient, navigate, setUser: (user) => send({ type: 'USER_UPDATED', user }) }, accountId),
    }),
    [accounts.data, queryClient, navigate, send],
  )
  useProvideSlot(accountsSlot, value)
  return null
}
