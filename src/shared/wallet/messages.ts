/**
 * What the wallet answers (codes `wallet.*`), in the words card processors use (Stripe's). A payment's
 * `failure_code` is one of the error keys without the `wallet.` prefix (it is stored with the payment).
 */
export const walletMessages = {
  no_default_card: 'Please add a default credit card!',
  card_reconnect: 'The card must be reconnected for security reasons.',
  auto_top_up_threshold: 'Auto top-up only charges at 10 credits or fewer.',
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_number: 'Your card number is incorrect.',
  card_setup_incomplete: 'The card could not be confirmed. Please try again.',
  processing_error: 'An error occurred while processing your card. Please try again.',
  provider_unavailable: 'The payment provider could not be reached. Please try again.',
  /** The client's own: the purchase request got no answer, so it may be retried under its key. */
  network: 'The payment could not be sent. Check your connection and try again.',
  processing: 'Your payment is processing.',
  succeeded: 'Payment succeeded!',
  card_added: 'Your card has been added.',
  card_reconnected: 'Your card has been reconnected.',
  card_removed: 'The card has been removed.',
  default_card_set: 'This card is now your default card.',
  auto_top_up_on: 'Auto top-up is on.',
  auto_top_up_off: 'Auto top-up is off.',
  webhook_signature: 'The webhook signature could not be verified.',
  webhook_json: 'The webhook body is not valid JSON.',
} as const

/** Why a card or a payment failed: the codes a payment stores as its `failure_code`. */
export const walletErrorCodes = [
  'no_default_card', 'card_reconnect', 'auto_top_up_threshold', 'card_declined', 'insufficient_funds', 'expired_card',
  'incorrect_number', 'card_setup_incomplete', 'processing_error', 'provider_unavailable',
] as const satisfies readonly (keyof typeof walletMessages)[]
export type WalletErrorCode = (typeof walletErrorCodes)[number]

export function isWalletErrorCode(code: unknown): code is WalletErrorCode {
  return typeof code === 'string' && (walletErrorCodes as readonly string[]).includes(code)
}
