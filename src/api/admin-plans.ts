import { queryOptions } from '@tanstack/react-query'
import type { AdminPlan } from '../shared/admin-plans/plan-fields'
import type { PlanBody } from '../shared/admin-plans/schemas'
import { http } from './http'

export const listPlans = () => http<{ data: AdminPlan[] }>('/api/admin/plans')
export const fetchPlan = (id: number) => http<AdminPlan>(`/api/admin/plans/${id}`)
export const createPlan = (body: PlanBody) => http<AdminPlan>('/api/admin/plans', { method: 'POST', body })
export const updatePlan = (id: number, body: PlanBody) => http<AdminPlan>(`/api/admin/plans/${id}`, { method: 'PUT', body })
export const deletePlan = (id: number) => http<void>(`/api/admin/plans/${id}`, { method: 'DELETE' })

export const planKeys = { all: ['admin', 'plans'] as const, one: (id: number) => ['admin', 'plans', id] as const }

export const plansQuery = () => queryOptions({ queryKey: planKeys.all, queryFn: listPlans, select: (r) => r.data })
export const planQuery = (id: number) => queryOptions({ queryKey: planKeys.one(id), queryFn: () => fetchPlan(id) })
