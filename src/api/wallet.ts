import { queryOptions } from '@tanstack/react-query'
import { isApiFailure } from '../shared/api-failure'
import type { AutoTopUpSettings, CardResult, PurchaseAnswer, PaymentsPage, WalletCard, WalletSummary } from '../shared/wallet/types'
import { http } from './http'

export type LocalCardFields = { number: string; exp_month: string; exp_year: string; cvc: string; name?: string; make_default?: boolean }
export type CardBody = LocalCardFields | { setup_intent_id: string; make_default?: boolean }

export const walletKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  transactions: (page: number) => ['wallet', 'transactions', page] as const,
}

export const fetchWallet = () => http<WalletSummary>('/api/wallet')
export const walletQuery = () => queryOptions({ queryKey: walletKeys.summary, queryFn: fetchWallet })
export const fetchTransactions = (page: number) => http<PaymentsPage>('/api/wallet/transactions', { query: { page } })
export const transactionsQuery = (page: number) => queryOptions({ queryKey: walletKeys.transactions(page), queryFn: () => fetchTransactions(page) })

export const startCardSetup = () => http<{ client_secret: string | null; provider: string }>('/api/wallet/cards/setup', { method: 'POST' })
export const addCard = (body: CardBody) => http<CardResult>('/api/wallet/cards', { method: 'POST', body })
export const reconnectCard = (id: number, body: CardBody) => http<{ message: string; card: WalletCard }>(`/api/wallet/cards/${id}/reconnect`, { method: 'POST', body })
export const setDefaultCard = (id: number) => http<{ message: string; card: WalletCard }>(`/api/wallet/cards/${id}/default`, { method: 'POST' })
export const removeCard = (id: number) => http<{ message: string }>(`/api/wallet/cards/${id}`, { method: 'DELETE' })
export const updateAutoTopUp = (body: { enabled: boolean; threshold?: number; credits?: number }) =>
  http<{ message: string; auto_top_up: AutoTopUpSettings }>('/api/wallet/auto-top-up', { method: 'PUT', body })

/** POST /api/wallet/purchases: 200 and 202 resolve, and so does a 402 decline (its payment is failed); the rest reject. */
export async function purchaseCredits(body: { credits: number; request_id: string }): Promise<PurchaseAnswer> {
  try {
    return await http<PurchaseAnswer>('/api/wallet/purchases', { method: 'POST', body })
  } catch (error) {
    if (isApiFailure(error) && error.status === 402 && error.body.payment) return error.body as PurchaseAnswer
    throw error
  }
}

/** GET /api/wallet/payments/{id}: how a processing payment stands now (the same answer as the purchase's). */
export const paymentStatus = (id: number) => http<PurchaseAnswer>(`/api/wallet/payments/${id}`)
