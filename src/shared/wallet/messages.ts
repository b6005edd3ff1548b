/**
 * What the wallet answers, in the words of SPEC.md section 8 where it has them, else in the words card processors
 * use (Stripe's). Each has a code the client translates by (`wallet.errors.<code>`, `wallet.notices.<code>`).
 */
export const walletErrors = {
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
} as const
export type WalletErrorCode = keyof typeof walletErrors

export const walletNotices = {
  processing: 'Your payment is processing.',
  succeeded: 'Payment succeeded!',
  card_added: 'Your card has been added.',
  card_reconnected: 'Your card has been reconnected.',
  card_removed: 'The card has been removed.',
  default_card_set: 'This card is now your default card.',
  auto_top_up_on: 'Auto top-up is on.',
  auto_top_up_off: 'Auto top-up is off.',
} as const
export type WalletNoticeCode = keyof typeof walletNotices

export function isWalletErrorCode(code: unknown): code is WalletErrorCode {
  return typeof code === 'string' && Object.hasOwn(walletErrors, code)
}
