import { infiniteQueryOptions } from '@tanstack/react-query'
import type { AuditPage, AuditQuery } from '../shared/admin/audit'
import { http } from './http'

/** The filters of the audit log's reads: what GET /api/admin/audit takes but the cursor. */
export type AuditFilters = Omit<AuditQuery, 'cursor' | 'limit'>

const defined = (filters: AuditFilters) => Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''))

export const fetchAuditPage = (filters: AuditFilters, cursor: number | null) =>
  http<AuditPage>('/api/admin/audit', { query: { ...defined(filters), ...(cursor ? { cursor } : {}) } })

export const auditKeys = { all: ['admin', 'audit'] as const, filtered: (filters: AuditFilters) => ['admin', 'audit', defined(filters)] as const }

/** The log newest first, a page at a time (keyset: each page's next_cursor reads the next, older one). */
export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.filtered(filters),
    queryFn: ({ pageParam }) => fetchAuditPage(filters, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_cursor,
  })
