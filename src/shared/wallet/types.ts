import type { MessageCode } from '../message-catalogue'
import type { MessageParams } from '../message-format'
import type { CreditPack } from './pricing'

export type PaymentProviderId = 'local' | 'stripe'
export type WalletPaymentKind = 'purchase' | 'card_validation' | 'auto_top_up'
/** A payment ends succeeded or failed; it is pending or processing until the provider has answered. */
export type WalletPaymentStatus = 'pending' | 'processing' | 'succeeded' | 'failed'

export type WalletCard = {
  id: number
  brand: string
  last4: string
  exp_month: number
  exp_year: number
  is_default: boolean
  /** The bank wants the customer to authenticate again: the card cannot be charged until it is reconnected. */
  needs_reconnect: boolean
  created_at: string
}

export type WalletPayment = {
  id: number
  kind: WalletPaymentKind
  status: WalletPaymentStatus
  credits: number
  amount_cents: number
  currency: string
  card: { brand: string; last4: string } | null
  /** A wallet error code (`card_declined`, `card_reconnect`, ...) when it failed. */
  failure_code: string | null
  failure_message: string | null
  created_at: string
  settled_at: string | null
}

export type CreditBucketView = { kind: 'monthly' | 'rollover' | 'purchased'; credits: number; expires_at: string | null }

export type WalletBalance = {
  /** Equals `credits` of GET /api/user-limits. */
  total: number
  monthly: number
  rollover: number
  purchased: number
  /** The live buckets holding credits, soonest expiry first. */
  buckets: CreditBucketView[]
  /** When the monthly plan credits reset: the same day next month, counted from registration (or the last reset). */
  next_reset_date: string
}

export type AutoTopUpSettings = {
  enabled: boolean
  threshold: number
  credits: number
  amount_cents: number
  /** Why auto top-up stopped charging (a wallet error code) until it is switched on again; null when it is fine. */
  paused_reason: string | null
}

export type WalletSummary = {
  provider: { id: PaymentProviderId; test_mode: boolean; publishable_key: string | null }
  balance: WalletBalance
  cards: WalletCard[]
  auto_top_up: AutoTopUpSettings
  packs: CreditPack[]
  card_validation: { amount_cents: number; credits: number }
  currency: string
}

export type PaymentsPage = { data: WalletPayment[]; page: number; per_page: number; total: number }

/**
 * How a purchase stands: what POST /api/wallet/purchases answers (200 succeeded, 202 processing, inside a 402 a
 * failed payment with its `code`) and GET /api/wallet/payments/{id} answers while the checkout polls it.
 */
export type PurchaseAnswer = { message: string; payment: WalletPayment; balance: number; code?: MessageCode; params?: MessageParams }
/** POST /api/wallet/cards: the card and its validation charge (inside a 402, a failed one with its `code`). */
export type CardResult = { message: string; card: WalletCard; validation: WalletPayment | null; balance: number; code?: MessageCode; params?: MessageParams }
