import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { isApiFailure } from '../shared/api-failure'
import type { UserLimits } from '../shared/types'
import type { CreditMovementsPage } from '../shared/wallet/ledger'
import type { AutoTopUpSettings, CardResult, PurchaseAnswer, PaymentsPage, WalletCard, WalletSummary } from '../shared/wallet/types'
import { http } from './http'

export type LocalCardFields = { number: string; exp_month: string; exp_year: string; cvc: string; name?: string; make_default?: boolean }
export type CardBody = LocalCardFields | { setup_intent_id: string; make_default?: boolean }

/** The history's filter as GET /api/wallet/transactions takes it: kinds comma-separated, instants as ISO 8601. */
export type CreditHistoryParams = { kind?: string; from?: string; to?: string }

export const walletKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  /** Under `all`: whatever refreshes the wallet (a purchase, a card) refreshes the balance the search form shows. */
  balance: ['wallet', 'balance'] as const,
  payments: (page: number) => ['wallet', 'payments', page] as const,
  history: (params: CreditHistoryParams) => ['wallet', 'history', params] as const,
}

export const fetchWallet = () => http<WalletSummary>('/api/wallet')
export const walletQuery = () => queryOptions({ queryKey: walletKeys.summary, queryFn: fetchWallet })
/**
 * The acting account's limits (GET /api/user-limits; no wallet module needed): the credits it can spend now, the
 * searches it started this period of how many, and when the period resets.
 */
export const fetchLimits = () => http<UserLimits>('/api/user-limits')
export const limitsQuery = () => queryOptions({ queryKey: walletKeys.balance, queryFn: fetchLimits })
export const fetchPayments = (page: number) => http<PaymentsPage>('/api/wallet/payments', { query: { page } })
export const paymentsQuery = (page: number) => queryOptions({ queryKey: walletKeys.payments(page), queryFn: () => fetchPayments(page) })

const definedParams = (params: CreditHistoryParams) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''))

export const fetchCreditHistory = (params: CreditHistoryParams, cursor: string | null) =>
  http<CreditMovementsPage>('/api/wallet/transactions', { query: { ...definedParams(params), ...(cursor ? { cursor } : {}) } })
/** The history page by page (keyset: each page's next_cursor reads the next, older one). */
export const creditHistoryQuery = (params: CreditHistoryParams) =>
  infiniteQueryOptions({
    queryKey: walletKeys.history(params),
    queryFn: ({ pageParam }) => fetchCreditHistory(params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  })

/** The history under these filters as CSV; the server streams it, the browser saves it. */
export async function exportCreditHistory(params: CreditHistoryParams): Promise<Blob> {
  const response = await http.raw<Blob, 'blob'>('/api/wallet/transactions.csv', { query: definedParams(params), responseType: 'blob' })
  return response._data ?? new Blob([])
}

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
