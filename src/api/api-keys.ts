import { queryOptions } from '@tanstack/react-query'
import type { NewApiKeyBody } from '../shared/integrations/schemas'
import type { ApiKey } from '../shared/integrations/types'
import { http } from './http'

export const listApiKeys = () => http<{ data: ApiKey[] }>('/api/user-api-key').then((r) => r.data)
/** The answer's `token` is the key itself, shown once. */
export const createApiKey = (body: NewApiKeyBody) => http<{ key: ApiKey; token: string }>('/api/user-api-key', { method: 'POST', body })
export const renameApiKey = (id: number, name: string) => http<{ key: ApiKey }>(`/api/user-api-key/${id}`, { method: 'PUT', body: { name } })
export const revokeApiKey = (id: number) => http<{ key: ApiKey }>(`/api/user-api-key/${id}`, { method: 'DELETE' })

export const apiKeyKeys = { all: ['apiKeys'] as const }
export const apiKeysQuery = () => queryOptions({ queryKey: apiKeyKeys.all, queryFn: listApiKeys })
