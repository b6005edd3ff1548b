import { queryOptions } from '@tanstack/react-query'
import type { AccountsAnswer, ChildAccount, ChildrenAnswer } from '../shared/accounts/types'
import type { ModuleSlug } from '../shared/modules'
import type { User } from '../shared/types'
import { http } from './http'

export type ChildAccountBody = { name: string; modules: ModuleSlug[]; plan_id?: number | null }

export const listAccounts = () => http<AccountsAnswer>('/api/accounts')
export const switchAccount = (account_id: number) => http<{ message: string; user: User }>('/api/accounts/switch', { method: 'POST', body: { account_id } })
export const listChildAccounts = () => http<ChildrenAnswer>('/api/accounts/children')
export const createChildAccount = (body: ChildAccountBody) => http<{ message: string; account: ChildAccount }>('/api/accounts/children', { method: 'POST', body })
export const updateChildAccount = (id: number, body: Partial<ChildAccountBody>) =>
  http<{ message: string; account: ChildAccount }>(`/api/accounts/children/${id}`, { method: 'PUT', body })

export const accountKeys = { all: ['accounts'] as const, list: ['accounts', 'list'] as const, children: ['accounts', 'children'] as const }
export const accountsQuery = () => queryOptions({ queryKey: accountKeys.list, queryFn: listAccounts })
export const childAccountsQuery = () => queryOptions({ queryKey: accountKeys.children, queryFn: listChildAccounts })
