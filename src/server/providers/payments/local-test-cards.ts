/**
 * How a card number behaves at the local test provider. The numbers are Stripe's documented test cards, so the
 * same numbers mean the same thing with either provider in test mode. Any other number that passes the Luhn check
 * succeeds.
 */
export type LocalCardBehavior = 'succeed' | 'decline' | 'insufficient_funds' | 'reconnect_once' | 'reconnect_always'

export const localTestCards: Record<string, { behavior: LocalCardBehavior; note: string }> = {
  '4242424242424242': { behavior: 'succeed', note: 'Visa: every charge succeeds' },
  '5555555555554444': { behavior: 'succeed', note: 'Mastercard: every charge succeeds' },
  '4000000000000002': { behavior: 'decline', note: 'Declined (generic_decline), also when it is added' },
  '4000000000009995': { behavior: 'insufficient_funds', note: 'Added and validated, then declined for insufficient funds' },
  '4000002500003155': { behavior: 'reconnect_once', note: 'The first charge after adding asks to reconnect the card; once reconnected it succeeds' },
  '4000002760003184': { behavior: 'reconnect_always', note: 'Only the first charge after each (re)connection succeeds' },
}

export function behaviorOf(digits: string): LocalCardBehavior {
  return localTestCards[digits]?.behavior ?? 'succeed'
}
