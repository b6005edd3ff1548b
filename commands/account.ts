import type { AnyCommand } from './registry'
import type { ResendAction } from './auth'
import { pageAction, signedIn, type PageHandler } from './page-action'
import { defineSlot } from './slots'

/**
 * What the profile-settings pages provide (src/client/features/account), each page its own part. Every action
 * submits its form as it stands; the page announces what was saved.
 */
export type AccountSlot = {
  saveProfile?: PageHandler
  changePassword?: PageHandler
  /** Changing the e-mail: the new address first, then the code mailed to it. */
  emailChange?: { step: 'email' | 'code'; request: PageHandler; confirm: PageHandler; resend: ResendAction }
}
export const accountSlot = defineSlot<AccountSlot>('account')

export const saveProfile = pageAction({
  id: 'profile.save', title: 'account.commands.saveProfile', group: 'account', scope: 'route:profile.profile', keywords: ['profile', 'name', 'language', 'save'],
  slot: accountSlot, handler: (p) => p.saveProfile, reason: 'account.reason.onProfile', base: signedIn,
})

export const changePassword = pageAction({
  id: 'profile.changePassword', title: 'account.commands.changePassword', group: 'account', scope: 'route:profile.password', keywords: ['password', 'change', 'security'],
  slot: accountSlot, handler: (p) => p.changePassword, reason: 'account.reason.onPassword', base: signedIn,
})

export const requestEmailChange = pageAction({
  id: 'profile.email.request', title: 'account.commands.requestEmail', group: 'account', scope: 'route:profile.email', keywords: ['e-mail', 'email', 'change', 'address'],
  slot: accountSlot, handler: (p) => p.emailChange?.request, reason: 'account.reason.onEmail', base: signedIn,
  state: (p) => (p.emailChange?.step === 'email' ? true : 'account.reason.codeSent'),
})

export const confirmEmailChange = pageAction({
  id: 'profile.email.confirm', title: 'account.commands.confirmEmail', group: 'account', scope: 'route:profile.email', keywords: ['e-mail', 'email', 'code', 'confirm'],
  slot: accountSlot, handler: (p) => p.emailChange?.confirm, reason: 'account.reason.onEmail', base: signedIn,
  state: (p) => (p.emailChange?.step === 'code' ? true : 'account.reason.requestFirst'),
})

export const resendEmailCode = pageAction({
  id: 'profile.email.resend', title: 'account.commands.resendEmail', group: 'account', scope: 'route:profile.email', keywords: ['e-mail', 'email', 'code', 'resend', 'again'],
  slot: accountSlot, handler: (p) => p.emailChange?.resend.send, reason: 'account.reason.onEmail', base: signedIn,
  state: (p) => (p.emailChange?.step !== 'code' ? 'account.reason.requestFirst' : p.emailChange.resend.waiting ? 'account.reason.resendWait' : true),
})

export const accountCommands: AnyCommand[] = [saveProfile, changePassword, requestEmailChange, confirmEmailChange, resendEmailCode]
