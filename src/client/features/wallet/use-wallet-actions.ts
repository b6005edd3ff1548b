import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { WalletActions } from '../../../../commands/wallet'
import { removeCard, setDefaultCard, updateAutoTopUp, walletKeys } from '../../../api/wallet'
import type { WalletCard, WalletSummary } from '../../../shared/wallet/types'
import type { CardDialogRequest } from './card-dialog'

export type RemoveRequest = { card: WalletCard; resolve(ok: boolean): void }

/**
 * The actions the wallet commands run (commands/wallet.ts), bound to the API and the page's dialogs. Failures
 * reject: executeCommand shows them, and the commands announce their successes.
 */
export function useWalletActions(summary: WalletSummary | undefined, checkout: { buy(credits: number): void; paying: boolean }) {
  const queryClient = useQueryClient()
  const [cardDialog, setCardDialog] = useState<CardDialogRequest | null>(null)
  const [removeRequest, setRemoveRequest] = useState<RemoveRequest | null>(null)
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: walletKeys.all }), [queryClient])
  const summaryRef = useRef(summary)
  summaryRef.current = summary
  const cardById = (id: number) => summaryRef.current?.cards.find((c) => c.id === id)

  const actions = useMemo<WalletActions>(
    () => ({
      summary: summary ?? null,
      paying: checkout.paying,
      buy: checkout.buy,
      openAddCard: () => setCardDialog({ mode: 'add' }),
      openReconnect: (id) => {
        const card = cardById(id)
        if (card) setCardDialog({ mode: 'reconnect', card })
      },
      setDefaultCard: async (id) => {
        await setDefaultCard(id)
        refresh()
      },
      removeCard: async (id) => {
        const card = cardById(id)
        if (!card || !(await new Promise<boolean>((resolve) => setRemoveRequest({ card, resolve })))) return false
        await removeCard(id)
        refresh()
        return true
      },
      setAutoTopUp: async (enabled) => {
        await updateAutoTopUp({ enabled })
        refresh()
      },
    }),
    [summary, checkout.paying, checkout.buy, refresh],
  )
  return { actions, cardDialog, closeCardDialog: () => setCardDialog(null), removeRequest, clearRemoveRequest: () => setRemoveRequest(null), refresh }
}
