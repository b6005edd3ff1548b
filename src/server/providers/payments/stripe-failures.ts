import { walletMessages, type WalletErrorCode } from '../../../shared/wallet/messages'
import type { ChargeFailure } from './types'

/** The parts of a Stripe error object (`{ error: { type, code, message, decline_code } }`) or a last_payment_error. */
export type StripeErrorFields = { type?: string | null; code?: string | null; decline_code?: string | null; message?: string | null }

const byCode: Record<string, WalletErrorCode> = {
  authentication_required: 'card_reconnect',
  expired_card: 'expired_card',
  incorrect_number: 'incorrect_number',
  invalid_number: 'incorrect_number',
  processing_error: 'processing_error',
}

/**
 * Maps Stripe's card error codes onto the wallet's: a card that needs authentication must be reconnected; an
 * issuer decline keeps its decline code. Stripe's message is kept (it is written for the customer), else ours.
 */
export function stripeFailure(error: StripeErrorFields): ChargeFailure {
  const code: WalletErrorCode =
    (error.decline_code === 'authentication_required' && 'card_reconnect') ||
    (error.decline_code === 'insufficient_funds' && 'insufficient_funds') ||
    byCode[error.code ?? ''] ||
    'card_declined'
  const message = code === 'card_reconnect' ? walletMessages.card_reconnect : error.message?.trim() || walletMessages[code]
  return { code, message, ...(error.decline_code ? { declineCode: error.decline_code } : {}) }
}
