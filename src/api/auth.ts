import type { LoginBody, RegisterBody, SocialLoginBody } from '../shared/schemas/auth'
import type { LoginResponse } from '../shared/types'
import { http } from './http'

export type MessageResponse = { message: string }
export type CodeSentResponse = { message: string; resend_in: number }
export type RegisterResponse = { message: string; email: string; resend_in: number }

export const login = (body: LoginBody) => http<LoginResponse>('/auth/login', { method: 'POST', body })
export const loginWithSocial = (body: SocialLoginBody) => http<LoginResponse>('/auth/login-with-social', { method: 'POST', body })
export const logout = () => http<MessageResponse>('/auth/logout', { method: 'POST' })
export const register = (body: RegisterBody) => http<RegisterResponse>('/auth/register', { method: 'POST', body })
export const confirmEmail = (body: { email: string; code: string }) =>
  http<MessageResponse>('/auth/confirm-email', { method: 'POST', body })
export const resendEmailCode = (body: { email: string }) =>
  http<CodeSentResponse>('/auth/resend-email-verification-code', { method: 'POST', body })
export const forgotPassword = (body: { email: string }) =>
  http<CodeSentResponse>('/auth/forgot-password', { method: 'POST', body })
export const checkResetCode = (body: { email: string; code: string }) =>
  http<{ valid: true }>('/auth/reset-password/check-code', { method: 'POST', body })
export const resetPassword = (body: { email: string; code: string; password: string; password_confirmation: string }) =>
  http<MessageResponse>('/auth/reset-password', { method: 'POST', body })
