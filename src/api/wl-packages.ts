import { queryOptions } from '@tanstack/react-query'
import type { CheckoutBody, PackageBody, PublicSalesPage, SalesSettings, SalesSettingsBody, WlPackage, WlPackagePlan } from '../shared/whitelabel/packages'
import { http } from './http'

export const listPackages = () => http<{ data: WlPackage[] }>('/api/wl/packages')
export const listPackagePlans = () => http<{ data: WlPackagePlan[] }>('/api/wl/package-plans')
export const fetchPackage = (id: number) => http<WlPackage>(`/api/wl/packages/${id}`)
export const createPackage = (body: PackageBody) => http<WlPackage>('/api/wl/packages', { method: 'POST', body })
export const updatePackage = (id: number, body: PackageBody) => http<WlPackage>(`/api/wl/packages/${id}`, { method: 'PUT', body })
export const publishPackage = (id: number) => http<WlPackage>(`/api/wl/packages/${id}/publish`, { method: 'POST' })
export const deletePackage = (id: number) => http<{ result: 'deleted' | 'archived' }>(`/api/wl/packages/${id}`, { method: 'DELETE' })
export const fetchSalesSettings = (id: number) => http<SalesSettings>(`/api/wl/packages/${id}/sales-settings`)
export const saveSalesSettings = (id: number, body: SalesSettingsBody) => http<SalesSettings>(`/api/wl/packages/${id}/sales-settings`, { method: 'PUT', body })
export const fetchSalesPage = (slug: string) => http<PublicSalesPage>(`/api/sales-pages/${encodeURIComponent(slug)}`)
export const checkout = (slug: string, body: CheckoutBody) =>
  http<{ status: 'completed' | 'redirect'; order_id?: number; redirect_url: string | null }>(`/api/sales-pages/${encodeURIComponent(slug)}/checkout`, { method: 'POST', body })

export const packageKeys = {
  all: ['wl', 'packages'] as const,
  one: (id: number) => ['wl', 'packages', id] as const,
  plans: ['wl', 'package-plans'] as const,
  sales: (id: number) => ['wl', 'packages', id, 'sales-settings'] as const,
  page: (slug: string) => ['sales-page', slug] as const,
}

export const packagesQuery = () => queryOptions({ queryKey: packageKeys.all, queryFn: listPackages, select: (r) => r.data })
export const packageQuery = (id: number) => queryOptions({ queryKey: packageKeys.one(id), queryFn: () => fetchPackage(id) })
export const packagePlansQuery = () => queryOptions({ queryKey: packageKeys.plans, queryFn: listPackagePlans, select: (r) => r.data })
export const salesSettingsQuery = (id: number) => queryOptions({ queryKey: packageKeys.sales(id), queryFn: () => fetchSalesSettings(id) })
export const salesPageQuery = (slug: string) => queryOptions({ queryKey: packageKeys.page(slug), queryFn: () => fetchSalesPage(slug), retry: false })
