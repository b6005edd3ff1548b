import { queryOptions } from '@tanstack/react-query'
import { FetchError } from 'ofetch'
import type { AutoTopUpSettings, CardResult, PurchaseResult, TransactionsPage, WalletCard, WalletSummary, WalletTransaction } from '../shared/wallet/types'
import { apiErrorOf, http } from './http'

export type LocalCardFields = { number: string; exp_month: string; exp_year: string; cvc: string; name?: string; make_default?: boolean }
export type CardBody = LocalCardFields | { setup_intent_id: string; make_default?: boolean }
/** A purchase's answer; a 402 decline is an answer too (its payment failed), with the wallet error code. */
export type PurchaseAnswer = PurchaseResult & { code?: string }
/** Why a wallet call failed: the server's wallet error code and message, or the network's. */
export type WalletFailure = { code?: string; message: string; errors?: Record<string, string[]>; status: number }

export const walletKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  transactions: (page: number) => ['wallet', 'transactions', page] as const,
}

export const fetchWallet = () => http<WalletSummary>('/api/wallet')
export const walletQuery = () => queryOptions({ queryKey: walletKeys.summary, queryFn: fetchWallet })
export const fetchTransactions = (page: number) => http<TransactionsPage>('/api/wallet/transactions', { query: { page } })
export const transactionsQuery = (page: number) => queryOptions({ queryKey: walletKeys.transactions(page), queryFn: () => fetchTransactions(page) })

/** Rejects with a WalletFailure, so callers read `code` and field errors without knowing the HTTP client. */
async function walletCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw failureOf(error)
  }
}

export function failureOf(error: unknown): WalletFailure {
  const api = apiErrorOf(error)
  if (api && api.status) return { code: (api as { code?: string }).code, message: api.message, errors: api.errors, status: api.status }
  return { message: error instanceof Error ? error.message : String(error), status: 0 }
}

export const startCardSetup = () => walletCall(() => http<{ client_secret: string | null; provider: string }>('/api/wallet/cards/setup', { method: 'POST' }))
export const addCard = (body: CardBody) => walletCall(() => http<CardResult>('/api/wallet/cards', { method: 'POST', body }))
export const reconnectCard = (id: number, body: CardBody) => walletCall(() => http<{ message: string; card: WalletCard }>(`/api/wallet/cards/${id}/reconnect`, { method: 'POST', body }))
export const setDefaultCard = (id: number) => walletCall(() => http<{ message: string; card: WalletCard }>(`/api/wallet/cards/${id}/default`, { method: 'POST' }))
export const removeCard = (id: number) => walletCall(() => http<{ message: string }>(`/api/wallet/cards/${id}`, { method: 'DELETE' }))
export const updateAutoTopUp = (body: { enabled: boolean; threshold?: number; credits?: number }) =>
  walletCall(() => http<{ message: string; auto_top_up: AutoTopUpSettings }>('/api/wallet/auto-top-up', { method: 'PUT', body }))

/** POST /api/wallet/purchases: 200 and 202 resolve, and so does a 402 decline (its payment is failed); the rest reject. */
export async function purchaseCredits(body: { credits: number; request_id: string }): Promise<PurchaseAnswer> {
  try {
    return await http<PurchaseAnswer>('/api/wallet/purchases', { method: 'POST', body })
  } catch (error) {
    if (error instanceof FetchError && error.status === 402 && error.data?.payment) return error.data as PurchaseAnswer
    throw failureOf(error)
  }
}

/** GET /api/wallet/payments/{id}: how a processing payment stands now. */
export const paymentStatus = (id: number) => walletCall(() => http<{ payment: WalletTransaction; balance: number; code?: string }>(`/api/wallet/payments/${id}`))
