/** Flows that leave the console and come back to /callback with a `state` the server issued. */
export const flowKinds = ['billing_portal'] as const
export type FlowKind = (typeof flowKinds)[number]

/** Where "Open billing portal" goes: the payment provider's hosted portal, PayKickStart's, or the local provider's page. */
export type BillingPortalSession = { provider: 'stripe' | 'paykickstart' | 'local'; url: string }

/** The local provider's portal: what it holds for the account (no real money moves through it). */
export type LocalPortal = {
  provider: 'local'
  cards: { id: number; brand: string; last4: string; exp_month: number; exp_year: number; is_default: boolean }[]
  /** The account's payments, newest first (at most 50). */
  payments: { id: number; kind: string; status: string; credits: number; amount_cents: number; currency: string; created_at: string }[]
}

export type FinishedCallback = { kind: FlowKind; message: string; code: string }

/** The current terms of service. */
export type CurrentTerms = { version: number; text: string }

/** A chat widget configured by the operator: a loader script and the app id it needs. */
export type ChatWidgetConfig = { script_url: string; app_id: string }
