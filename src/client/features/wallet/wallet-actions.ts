import type { QueryClient } from '@tanstack/react-query'
import { exportCreditHistory, removeCard as removeCardCall, setDefaultCard as setDefaultCardCall, updateAutoTopUp, walletKeys, type CreditHistoryParams } from '../../../api/wallet'

/*
 * The wallet commands' API effects with their cache updates, in one place: the wallet page calls them from the slot
 * it provides (commands/wallet.ts). Failures reject; executeCommand words them, the commands announce successes.
 */

export const refreshWallet = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: walletKeys.all })

export async function setDefaultCard(queryClient: QueryClient, cardId: number): Promise<void> {
  await setDefaultCardCall(cardId)
  await refreshWallet(queryClient)
}

export async function removeCard(queryClient: QueryClient, cardId: number): Promise<void> {
  await removeCardCall(cardId)
  await refreshWallet(queryClient)
}

export async function setAutoTopUp(queryClient: QueryClient, enabled: boolean): Promise<void> {
  await updateAutoTopUp({ enabled })
  await refreshWallet(queryClient)
}

/** Downloads the credit history under these filters as credit-history.csv. */
export async function exportHistory(params: CreditHistoryParams): Promise<void> {
  const blob = await exportCreditHistory(params)
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = 'credit-history.csv'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
