/** The reseller console's refusals (codes `whitelabel.*`). */
export const whitelabelMessages = {
  customer_elsewhere: 'This e-mail belongs to an account that is not one of your customers.',
  // Part C: payments for the reseller's sales.
  stripe_not_configured: 'Stripe Connect is not set up on this server.',
  stripe_not_connected: 'Connect your Stripe account before selling with Stripe.',
  stripe_state_invalid: 'This Stripe connection link has expired or was already used. Start again.',
  stripe_connect_refused: 'Stripe refused the connection. Start again.',
  package_not_on_provider: 'Publish this package before selling it with your payment provider.',
  billing_unsupported: 'Your payment provider cannot do this here; do it in its own dashboard.',
  provider_unavailable: 'The payment provider could not be reached. Try again in a moment.',
  paykickstart_secret_missing: 'Set your PayKickStart secret before choosing PayKickStart.',
  webhook_signature: 'The signature of this delivery does not verify.',
} as const
