import type { LeadJobKind } from '../lead-jobs/schemas'
import type { LeadType } from '../leads/types'
import type { WalletPaymentKind } from './types'

/**
 * What moved credits, as the wallet's history names it: the filter of GET /api/wallet/transactions and the `kind`
 * of each movement. `reset` closes the monthly plan credits at the period's end, and `rollover` gives back what was
 * left of them, valid one more period (`expiry` when that lapses); `adjustment` is a grant
 * made by hand (an operator), with nothing to link to.
 */
export const creditMovementKinds = [
  'search', 'enrichment', 'ai_writing', 'delivery', 'top_up', 'refund', 'plan', 'rollover', 'expiry', 'reset', 'adjustment',
] as const
export type CreditMovementKind = (typeof creditMovementKinds)[number]

export const isCreditMovementKind = (value: unknown): value is CreditMovementKind =>
  typeof value === 'string' && (creditMovementKinds as readonly string[]).includes(value)

/** The lead jobs that cost credits, by what the history calls them. */
export function leadJobMovement(kind: LeadJobKind | string): CreditMovementKind {
  if (kind === 'ai-write') return 'ai_writing'
  if (kind === 'send-crm' || kind === 'send-webhook') return 'delivery'
  return 'enrichment'
}

/** The row a movement came from: a search run, a lead job, a payment, or the bucket that expired. */
export type CreditSourceType = 'search' | 'lead_job' | 'payment' | 'bucket'

/** What caused a movement, with what a link to it needs. The list is null once it was deleted. */
export type CreditCause =
  | { type: 'search'; search_id: number; list: CauseList | null }
  | { type: 'lead_job'; lead_job_id: number; job_kind: string; list: CauseList | null }
  | { type: 'payment'; payment_id: number; payment_kind: WalletPaymentKind; amount_cents: number }
  | { type: 'bucket'; bucket_kind: 'monthly' | 'rollover' | 'purchased'; expired_at: string | null }

export type CauseList = { id: number; name: string; type: LeadType }

/** One row of the credit history: signed credits (grants positive, spends negative) and the balance right after. */
export type CreditMovement = {
  id: number
  created_at: string
  kind: CreditMovementKind
  credits: number
  balance_after: number
  cause: CreditCause | null
  /** Who granted it by hand (an admin of the platform, by name); absent or null for what the system did. */
  author?: { id: number; name: string } | null
}

/** A page of the history, newest first; `next_cursor` reads the next (older) page, null at the end. */
export type CreditMovementsPage = { data: CreditMovement[]; next_cursor: string | null }

/** Rows a history page holds unless `limit` says otherwise, and the most it may ask for. */
export const creditHistoryPage = { default: 100, max: 500 } as const
