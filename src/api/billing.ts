import { queryOptions } from '@tanstack/react-query'
import type { BillingPortalSession, ChatWidgetConfig, CurrentTerms, FinishedCallback, FlowKind, LocalPortal } from '../shared/billing/types'
import type { User } from '../shared/types'
import { http } from './http'

export const openBillingPortal = () => http<BillingPortalSession>('/api/billing-portal', { method: 'POST', body: {} })
export const fetchLocalPortal = () => http<LocalPortal>('/api/billing-portal/local')
export const finishCallback = (body: { state: string; kind: FlowKind }) => http<FinishedCallback>('/api/callbacks/finish', { method: 'POST', body })
export const fetchTerms = () => http<CurrentTerms>('/api/terms')
export const acceptTerms = (version: number) => http<{ message: string; user: User }>('/api/accept-terms', { method: 'POST', body: { version } })
export const fetchChatWidget = () => http<{ widget: ChatWidgetConfig | null }>('/api/chat-widget')

export const billingKeys = { localPortal: ['billing', 'local-portal'] as const, terms: ['billing', 'terms'] as const, chatWidget: ['billing', 'chat-widget'] as const }
export const localPortalQuery = () => queryOptions({ queryKey: billingKeys.localPortal, queryFn: fetchLocalPortal })
export const termsQuery = () => queryOptions({ queryKey: billingKeys.terms, queryFn: fetchTerms })
export const chatWidgetQuery = () => queryOptions({ queryKey: billingKeys.chatWidget, queryFn: fetchChatWidget, staleTime: Infinity })
