import { queryOptions } from '@tanstack/react-query'
import type { ModuleSlug } from '../shared/modules'
import type { TeamAnswer, TeamMember } from '../shared/team/types'
import type { User } from '../shared/types'
import { http } from './http'

export type InviteBody = { email: string; modules: ModuleSlug[] }
export type AcceptBody = { token: string; first_name?: string; last_name?: string; password?: string }
/** With a session the existing login joins; without one the new login's session comes back. */
export type AcceptAnswer = { message: string; account_id: number; authorisation?: { token: string; type: 'bearer' }; user?: User }

type MemberAnswer = { message: string; member: TeamMember }

export const listTeam = () => http<TeamAnswer>('/api/team/members')
export const inviteMember = (body: InviteBody) => http<MemberAnswer>('/api/team/members', { method: 'POST', body })
export const updateMemberAccess = (id: number, modules: ModuleSlug[]) => http<MemberAnswer>(`/api/team/members/${id}`, { method: 'PUT', body: { modules } })
export const removeMember = (id: number) => http<{ message: string }>(`/api/team/members/${id}`, { method: 'DELETE' })
export const resendInvitation = (id: number) => http<MemberAnswer>(`/api/team/members/${id}/resend`, { method: 'POST' })
export const acceptInvitation = (body: AcceptBody) => http<AcceptAnswer>('/api/team/invitations/accept', { method: 'POST', body })

export const teamKeys = { all: ['team'] as const }
export const teamQuery = () => queryOptions({ queryKey: teamKeys.all, queryFn: listTeam })
