/** The billing portal, the returns to /callback and the terms (codes `billing.*`). */
export const billingMessages = {
  paykickstart_not_configured: 'The PayKickStart billing portal is not set up for this workspace yet. Please contact support.',
  state_invalid: 'This return link does not belong to a flow you started. Please start again from the console.',
  state_expired: 'This return link has expired. Please start again from the console.',
  state_used: 'This return link has already been used. Please start again from the console.',
  portal_returned: 'Welcome back from the billing portal. Your wallet shows your cards and payments as they are now.',
  terms_outdated: 'These are not the current terms. Please read the current terms and accept them.',
} as const
