import type { Locale } from '../shared/i18n/locales'
import type { BusinessSettings, ListType, Topic, User } from '../shared/types'
import type { CodeSentResponse, MessageResponse } from './auth'
import { http } from './http'

export type UpdateMeBody = { first_name?: string; last_name?: string; language?: Locale }
export type ChangePasswordBody = { current_password: string; password: string; password_confirmation: string }

export const me = () => http<User>('/api/me')
export const updateMe = (body: UpdateMeBody) => http<{ message: string; user: User }>('/api/me', { method: 'POST', body })
export const changePassword = (body: ChangePasswordBody) => http<MessageResponse>('/api/me/password', { method: 'POST', body })
export const requestMailChange = (body: { email: string }) => http<CodeSentResponse>('/api/mail-change', { method: 'POST', body })
export const resendMailChange = () => http<CodeSentResponse>('/api/mail-change/resend', { method: 'POST', body: {} })
export const confirmMailChange = (body: { code: string }) =>
  http<{ message: string; user: User }>('/api/mail-change/confirm', { method: 'POST', body })
export const siteSettings = (domain: string) => http<BusinessSettings>('/api/site-settings', { method: 'POST', body: { domain } })
export const listTypes = () => http<ListType[]>('/api/campaign-types')
export const topics = () => http<Topic[]>('/api/topics')
export const logAppError = (body: { message: string; stack?: string | null; info?: string | null }) => http<unknown>('/api/log-app-error', { method: 'POST', body })

