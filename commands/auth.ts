import { enums } from 'superstruct'
import { defineCommand, type AnyCommand } from './registry'
import { pageAction, signedOut, type PageHandler } from './page-action'
import { defineSlot } from './slots'

export type SocialProvider = 'google' | 'facebook'

/** "Send the code again": blocked while the server's countdown runs (the screens never show its seconds). */
export type ResendAction = { send: PageHandler; waiting: boolean }

/**
 * What the sign-in pages provide (src/client/features/auth): each page its own action, which submits its form as it
 * stands (an empty form says what is missing under its fields and focuses the first).
 */
export type AuthSlot = {
  signIn?: PageHandler
  register?: PageHandler
  sendResetCode?: PageHandler
  checkResetCode?: PageHandler
  resetPassword?: PageHandler
  confirmEmail?: PageHandler
  resendCode?: ResendAction
  /** The identity providers configured in this build, and the sign-in through one of them. */
  social?: { providers: readonly SocialProvider[]; signIn(provider: SocialProvider): Promise<void> }
}
export const authSlot = defineSlot<AuthSlot>('auth')

const authAction = (id: string, handler: (page: AuthSlot) => PageHandler | undefined, route: string, keywords: string[]) =>
  pageAction({
    id: `auth.${id}`, title: `commands.auth.${id}`, group: 'session', scope: `route:${route}`, keywords,
    slot: authSlot, handler, reason: `commands.auth.reason.${id}`, base: signedOut,
  })

export const signIn = authAction('signIn', (p) => p.signIn, 'auth.login', ['login', 'sign in', 'log in'])
export const register = authAction('register', (p) => p.register, 'auth.register', ['register', 'sign up', 'account', 'new'])
export const sendResetCode = authAction('sendResetCode', (p) => p.sendResetCode, 'auth.forgotPassword', ['forgot', 'password', 'reset', 'code'])
export const checkResetCode = authAction('checkResetCode', (p) => p.checkResetCode, 'auth.resetPassword', ['reset', 'code', 'check'])
export const resetPassword = authAction('resetPassword', (p) => p.resetPassword, 'auth.resetPassword', ['reset', 'new password'])
export const confirmEmail = authAction('confirmEmail', (p) => p.confirmEmail, 'auth.confirmEmail', ['confirm', 'verify', 'code', 'e-mail'])

export const resendCode = pageAction({
  id: 'auth.resendCode', title: 'commands.auth.resendCode', group: 'session', scope: 'global', keywords: ['resend', 'code', 'again', 'mail'],
  slot: authSlot, handler: (p) => p.resendCode?.send, reason: 'commands.auth.reason.resendCode', base: signedOut,
  state: (p) => (p.resendCode?.waiting ? 'commands.auth.reason.resendWait' : true),
})

const socialProviders = ['google', 'facebook'] as const
export const socialSignIn = defineCommand<SocialProvider>({
  id: 'auth.socialSignIn', title: 'commands.auth.socialSignIn', group: 'session', scope: 'route:auth.login', keywords: ['google', 'facebook', 'social', 'sign in'],
  when: (ctx) => {
    const base = signedOut(ctx)
    if (base !== true) return base
    return ctx.get(authSlot)?.social?.providers.length ? true : 'commands.auth.reason.socialSignIn'
  },
  args: enums(socialProviders),
  argChoices: (ctx) => (ctx.get(authSlot)?.social?.providers ?? []).map((provider) => ({ value: provider, title: `app.login.social.${provider}` })),
  run: (ctx, provider) => ctx.get(authSlot)?.social?.signIn(provider),
})

export const authCommands: AnyCommand[] = [signIn, register, sendResetCode, checkResetCode, resetPassword, confirmEmail, resendCode, socialSignIn]
