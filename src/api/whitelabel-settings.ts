import { queryOptions } from '@tanstack/react-query'
import type { billingProviders } from '../shared/whitelabel/subscriptions'
import type { WlLinks, WlLinksBody } from '../shared/whitelabel/links'
import { http } from './http'

type BillingProvider = (typeof billingProviders)[number]

/** GET /api/wl/billing: the reseller's payment provider; secrets are never answered, only whether they are set. */
export type WlBillingSettings = {
  provider: BillingProvider
  stripe: { available: boolean; account_id: string | null; connected_at: string | null }
  paykickstart: { secret_set: boolean; api_token_set: boolean; ipn_url: string }
}
export type WlBillingBody = { provider?: BillingProvider; paykickstart_secret?: string | null; paykickstart_api_token?: string | null }

export const getWlBilling = () => http<WlBillingSettings>('/api/wl/billing')
export const saveWlBilling = (body: WlBillingBody) => http<WlBillingSettings>('/api/wl/billing', { method: 'PUT', body })
export const startStripeConnect = () => http<{ url: string }>('/api/wl/stripe/connect', { method: 'POST' })
export const finishStripeConnect = (body: { code: string; state: string }) => http<WlBillingSettings>('/api/wl/stripe/callback', { method: 'POST', body })
export const disconnectStripe = () => http<WlBillingSettings>('/api/wl/stripe', { method: 'DELETE' })

export const getWlLinks = () => http<{ data: WlLinks }>('/api/wl/links')
export const saveWlLinks = (body: WlLinksBody) => http<{ message: string; data: WlLinks }>('/api/wl/links', { method: 'PUT', body })

export const wlSettingsKeys = {
  billing: ['wl-settings', 'billing'] as const,
  links: ['wl-settings', 'links'] as const,
}

export const wlBillingQuery = () => queryOptions({ queryKey: wlSettingsKeys.billing, queryFn: getWlBilling })
export const wlLinksQuery = () => queryOptions({ queryKey: wlSettingsKeys.links, queryFn: getWlLinks, select: (r) => r.data })
