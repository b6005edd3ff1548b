import type { PaymentProviderId } from '../../db/schema/wallet'
import type { WalletErrorCode } from '../../../shared/wallet/messages'

/** What a provider keeps of a card for us to show: never the number. */
export type SavedCard = { ref: string; brand: string; last4: string; expMonth: number; expYear: number }

/** What the browser sent to save a card: the local provider's own form, or a SetupIntent Stripe Elements confirmed. */
export type CardInput =
  | { kind: 'local'; number: string; expMonth: number; expYear: number; cvc: string; name?: string }
  | { kind: 'stripe'; setupIntentId: string }

export type ChargeRequest = {
  customer: string
  card: string
  amountCents: number
  currency: string
  /** Sent as the provider's idempotency key: the same key never charges twice, it answers the first result. */
  idempotencyKey: string
  description: string
  /** Carried by the provider's payment and its webhooks, so an event finds its wallet payment. */
  metadata: { wallet_payment_id: string; account_id: string }
}

export type ChargeFailure = {
  /** `card_reconnect` means the bank wants the customer to authenticate again. */
  code: WalletErrorCode
  message: string
  /** The processor's own decline code (`generic_decline`, `insufficient_funds`, ...) when it gave one. */
  declineCode?: string
}

export type ChargeOutcome =
  | { status: 'succeeded'; paymentRef: string }
  | { status: 'processing'; paymentRef: string }
  | ({ status: 'failed'; paymentRef: string | null } & ChargeFailure)

/** A verified webhook event, reduced to what the wallet acts on. */
export type PaymentEvent = {
  id: string
  type: string
  /** Present for payment events: the provider's payment, our payment id, and how it ended. */
  payment?: { ref: string; walletPaymentId: number | null; outcome: 'succeeded' | 'processing' | 'failed'; failure?: ChargeFailure }
}

/** A card or provider answer the user can act on (declined, expired, incorrect number); anything else is thrown as is. */
export class CardError extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

/** The provider could not be reached or answered with an error of its own: the outcome is unknown, retry later. */
export class ProviderUnavailable extends Error {}

/** A webhook whose signature or timestamp does not verify. */
export class WebhookRejected extends Error {}

/**
 * One interface for every payment provider. Amounts are in cents. Every charge is off-session against a saved card
 * (the customer authenticated it when adding it) and keyed, so the caller may retry it safely.
 */
export type PaymentProvider = {
  id: PaymentProviderId
  /** True when no real money moves (the local provider, Stripe test keys): the UI says so. */
  testMode: boolean
  /** Stripe's publishable key for Elements in the browser; null for providers with their own card form. */
  publishableKey: string | null
  /** Creates the customer once per account (keyed), or returns the existing one. */
  ensureCustomer(account: { id: number; email: string; name: string }, existing: string | null): Promise<string>
  /** Stripe: a SetupIntent for Elements to confirm; null when the provider takes the card form directly. */
  startCardSetup(customer: string): Promise<{ clientSecret: string } | null>
  /** Saves (attaches) the card the browser collected; throws CardError for a card the provider refuses. */
  saveCard(customer: string, input: CardInput, now: Date): Promise<SavedCard>
  /** The customer authenticated the card again (reconnect). */
  reauthenticateCard(customer: string, card: string, input: CardInput, now: Date): Promise<SavedCard>
  setDefaultCard(customer: string, card: string): Promise<void>
  removeCard(customer: string, card: string): Promise<void>
  charge(request: ChargeRequest): Promise<ChargeOutcome>
  /**
   * A session of the provider's hosted customer portal (cards, invoices) that sends the customer back to `returnUrl`.
   * Providers without one have none: the console shows a portal page of its own.
   */
  openPortal?(customer: string, returnUrl: string): Promise<{ url: string }>
  /**
   * Verifies and reads a webhook delivery (WebhookRejected when the signature does not verify); null for a verified
   * event without the shape the wallet needs. Providers without webhooks have none.
   */
  readWebhook?(rawBody: string, signature: string | undefined, now: Date): PaymentEvent | null
}
