import type { QueryClient } from '@tanstack/react-query'
import { flushSync } from 'react-dom'
import { switchAccount } from '../../../api/accounts'
import type { User } from '../../../shared/types'
import { notifyMessage } from '../../ui/notify'

type SwitchEffects = { queryClient: QueryClient; setUser(user: User): void; navigate(to: string): void }

/**
 * Makes the session act as another account: the server re-points the token, the session takes the user as the new
 * account sees them (its modules, its role), the app starts again from its first page, and every cached answer of the
 * previous account is dropped (what is on screen is fetched again).
 */
export async function switchToAccount(effects: SwitchEffects, accountId: number): Promise<void> {
  const answer = await switchAccount(accountId)
  // The page the switch started from goes before the cache is reset: its queries belong to the previous account and
  // must not be fetched again as the new one (a related account asked for its own related accounts answers 403).
  flushSync(() => {
    effects.setUser(answer.user)
    effects.navigate('/')
  })
  await effects.queryClient.resetQueries()
  notifyMessage({ code: 'accounts.switched', params: { name: answer.user.account.name } })
}
