import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { AuditPage } from '../shared/admin/audit'
import type { Infer } from 'superstruct'
import type { CreateAdminUserBody, grantCreditsBody, UpdateAdminUserBody } from '../shared/admin-users/schemas'
import type { AdminUsersBulkAction, AdminUsersListQuery, AdminUsersScope } from '../shared/admin-users/selection'
import type { AdminUserDetail, AdminUserPage } from '../shared/admin-users/types'
import type { LoginResponse } from '../shared/types'
import { http } from './http'

/** Rows a page of the users table holds: a screen and a half of scrolling at a time. */
export const usersPageSize = 100

const userPath = (id: number) => `/api/admin/users/${id}`
/** The query string of the users list: empty values left out, so the server's defaults apply. */
const listParams = (query: AdminUsersListQuery, cursor: string | null, limit: number) => {
  const params: Record<string, string | number> = { limit }
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params[key] = value as string | number
  if (cursor) params.cursor = cursor
  return params
}

export const adminUsersPage = (query: AdminUsersListQuery, cursor: string | null = null, limit = usersPageSize, signal?: AbortSignal) =>
  http<AdminUserPage>('/api/admin/users', { query: listParams(query, cursor, limit), signal })
export const adminUser = (id: number) => http<{ data: AdminUserDetail }>(userPath(id)).then((r) => r.data)
export const createAdminUser = (body: CreateAdminUserBody) => http<{ data: AdminUserDetail }>('/api/admin/users', { method: 'POST', body }).then((r) => r.data)
export const updateAdminUser = (id: number, body: UpdateAdminUserBody) => http<{ data: AdminUserDetail }>(userPath(id), { method: 'PUT', body }).then((r) => r.data)
export const deleteAdminUser = (id: number) => http<{ data: unknown }>(userPath(id), { method: 'DELETE' })
export const restoreAdminUser = (id: number) => http<{ data: unknown }>(`${userPath(id)}/restore`, { method: 'POST' })
export const resetUserLimits = (id: number) => http<{ data: unknown }>(`${userPath(id)}/reset-limits`, { method: 'POST' })
export const deleteExtraRequests = (id: number) => http<{ data: unknown }>(`${userPath(id)}/extra-requests`, { method: 'DELETE' })
export const grantUserCredits = (id: number, body: Infer<typeof grantCreditsBody>) =>
  http<{ data: { balance: number } }>(`${userPath(id)}/credits`, { method: 'POST', body }).then((r) => r.data)
export const bulkAdminUsers = (body: AdminUsersScope & AdminUsersBulkAction) => http<{ affected: number }>('/api/admin/users/bulk', { method: 'POST', body })
export const impersonateUser = (id: number) => http<LoginResponse>(`${userPath(id)}/impersonate`, { method: 'POST' })
export const endImpersonation = () => http<LoginResponse>('/api/admin/impersonation/end', { method: 'POST' })
export const adminPlans = () => http<{ data: { id: number; name: string }[] }>('/api/admin/plans').then((r) => r.data)

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (query: AdminUsersListQuery) => ['admin', 'users', 'list', query] as const,
  one: (id: number) => ['admin', 'users', 'one', id] as const,
  plans: ['admin', 'plans', 'choices'] as const,
}

export const adminUsersInfiniteQuery = (query: AdminUsersListQuery) =>
  infiniteQueryOptions({
    queryKey: adminUserKeys.list(query),
    queryFn: ({ pageParam, signal }) => adminUsersPage(query, pageParam, usersPageSize, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  })

export const adminUserQuery = (id: number) => queryOptions({ queryKey: adminUserKeys.one(id), queryFn: () => adminUser(id) })

export const adminPlansQuery = () => queryOptions({ queryKey: adminUserKeys.plans, queryFn: adminPlans, staleTime: 60_000 })
