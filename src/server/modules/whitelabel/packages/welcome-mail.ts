import type { AppDeps } from '../../../app-deps'
import type { MailMessage } from '../../../providers/mail/mail-service'
import { resellerLook } from './sales-settings'

export type Welcome = { to: string; firstName: string; packageName: string; newUser: boolean; origin: string }

/** The welcome e-mail of a new customer, signed with the reseller's name; a new person is sent to choose a password. */
export function welcomeMail(w: Welcome, brand: string): MailMessage {
  const greeting = w.firstName ? `Hello ${w.firstName},` : 'Hello,'
  const access = w.newUser
    ? `Choose your password to sign in: ${w.origin}/forgot-password`
    : `Sign in with your usual e-mail and password: ${w.origin}/login`
  const text = `${greeting}\n\nWelcome to ${brand}! Your subscription to ${w.packageName} is ready.\n\n${access}\n\n${brand}\n`
  return { to: w.to, subject: `Welcome to ${brand}`, text }
}

/**
 * Sends the welcome e-mail after the purchase committed. A mail failure is logged, not refused: the customer has their
 * account, and the reseller can resend the welcome from the subscriptions. This is the one place the sales page sends
 * it; the reseller's own template and SMTP (sendResellerMail) replace the platform mail service here.
 */
export async function sendWelcome(deps: AppDeps, resellerId: number, welcome: Welcome): Promise<void> {
  const look = await resellerLook(deps.db, resellerId)
  try {
    await deps.mail.send(welcomeMail(welcome, look?.name || 'Lead Console'))
  } catch (err) {
    console.error(`Could not send the welcome e-mail to ${welcome.to}: ${(err as Error).message}`)
  }
}
