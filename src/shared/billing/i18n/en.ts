const billing = {
  commands: {
    openPortal: 'Open billing portal',
    acceptTerms: 'Accept the terms',
  },
  reason: {
    termsAccepted: 'The current terms are already accepted',
    termsLoading: 'The terms are still loading',
  },
  portal: {
    opening: 'Opening the billing portal…',
    failed: 'The billing portal could not be opened.',
  },
  local: {
    title: 'Billing portal: local test provider',
    notice: 'This console runs the local test provider: it keeps these records in its own database and no real money moves.',
    cards: 'Cards',
    noCards: 'No cards saved.',
    card: '{{brand}} ending in {{last4}}',
    expires: 'Expires {{month}}/{{year}}',
    default: 'Default',
    payments: 'Payments and invoices',
    paymentsCaption: 'Every payment of this account, newest first',
    noPayments: 'No payments yet.',
    back: 'Back to the console',
  },
  callback: {
    title: 'Returning to the console',
    failed: 'This return could not be completed',
    missing: 'This link is missing its state. Please start again from the console.',
    toWallet: 'Go to the wallet',
    home: 'Go to the start page',
  },
  terms: {
    title: 'Terms of service',
    intro: 'Please read the current terms (version {{version}}) and accept them to go on using the console.',
    text: 'The terms of service, version {{version}}',
  },
}

/** Titles of the feature's routes (routeTitleKey in commands/titles.ts). */
const routes = {
  billingPortal: 'Billing portal',
  billingPortal_local: 'Billing portal (local test provider)',
  callback: 'Returning to the console',
}

export const strings = { billing, routes }
