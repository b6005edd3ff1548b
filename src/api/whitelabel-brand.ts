import { queryOptions } from '@tanstack/react-query'
import type { BusinessSettings } from '../shared/types'
import type { BrandImageKind, BusinessAccountBody, WlDomain } from '../shared/whitelabel/brand'
import { http } from './http'

export type BusinessAccount = BusinessSettings & { complete: boolean }
type Saved<T> = { message: string; data: T }

export const fetchBusinessAccount = () => http<{ data: BusinessAccount }>('/api/wl/business-account').then((r) => r.data)
export const saveBusinessAccount = (body: BusinessAccountBody) => http<Saved<BusinessAccount>>('/api/wl/business-account', { method: 'PUT', body })
export const removeBrandImage = (kind: BrandImageKind) => http<Saved<Record<string, null>>>(`/api/wl/business-account/${kind}`, { method: 'DELETE' })
export const fetchDomains = () => http<{ data: WlDomain[] }>('/api/wl/domains').then((r) => r.data)
export const addDomain = (domain: string) => http<Saved<WlDomain>>('/api/wl/domains', { method: 'POST', body: { domain } })
export const verifyDomain = (id: number) => http<Saved<WlDomain>>(`/api/wl/domains/${id}/verify`, { method: 'POST', body: {} })
export const removeDomain = (id: number) => http<{ message: string; id: number }>(`/api/wl/domains/${id}`, { method: 'DELETE' })
export const fetchTenantScript = () => http<{ data: { script: string | null } }>('/api/wl/tenant-script').then((r) => r.data.script)

export const brandKeys = {
  businessAccount: ['whitelabel', 'business-account'] as const,
  domains: ['whitelabel', 'domains'] as const,
  tenantScript: (accountId: number) => ['whitelabel', 'tenant-script', accountId] as const,
}
export const businessAccountQuery = () => queryOptions({ queryKey: brandKeys.businessAccount, queryFn: fetchBusinessAccount })
export const domainsQuery = () => queryOptions({ queryKey: brandKeys.domains, queryFn: fetchDomains })
export const tenantScriptQuery = (accountId: number) => queryOptions({ queryKey: brandKeys.tenantScript(accountId), queryFn: fetchTenantScript, staleTime: Infinity })

export function uploadBrandImage(kind: BrandImageKind, file: File) {
  const form = new FormData()
  form.set('file', file)
  return http<Saved<Record<string, string>>>(`/api/wl/business-account/${kind}`, { method: 'POST', body: form })
}
