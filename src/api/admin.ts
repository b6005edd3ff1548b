import { queryOptions } from '@tanstack/react-query'
import { http } from './http'

export type OutboxMail = { id: number; to: string; subject: string; text: string; created_at: string }

export const outbox = () => http<{ data: OutboxMail[] }>('/api/admin/outbox')

export const adminKeys = { outbox: ['admin', 'outbox'] as const }

export const outboxQuery = () => queryOptions({ queryKey: adminKeys.outbox, queryFn: outbox, select: (r) => r.data })
