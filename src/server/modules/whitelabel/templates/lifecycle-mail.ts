import { eq } from 'drizzle-orm'
import { users, wlSubscriptions } from '../../../db/schema'
import { sendResellerMail, type ResellerMailDeps } from './send'
import { originFor } from './welcome'

/** The subscription e-mails sent by events and sweeps (not by a person): what they say beyond the customer and package. */
export type SubscriptionMail =
  | { template: 'payment_failed'; subscriptionId: number; amountCents: number | null; currency: string | null; billingUrl: string | null }
  | { template: 'trial_ending'; subscriptionId: number; trialEndsAt: Date }

const mailLanguages = new Set(['en', 'es', 'fr', 'de'])
const languageOf = (language: string | null) => (language && mailLanguages.has(language) ? language : 'en')

/** An amount in the customer's language (`$49.00`, `49,00 $`); empty when the provider did not say. */
export function formatAmount(cents: number | null, currency: string, language: string | null): string {
  if (cents == null || !Number.isFinite(cents)) return ''
  try {
    return new Intl.NumberFormat(languageOf(language), { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`
  }
}

/** A day in the customer's language. UTC: a customer has a language but no time zone of their own. */
export const formatDay = (at: Date, language: string | null) =>
  new Intl.DateTimeFormat(languageOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(at)

/**
 * Sends a subscription's e-mail to its customer, in the reseller's wording and through its SMTP when set
 * (sendResellerMail). A failed payment without the provider's page to pay at points to the reseller's sign-in page.
 * Answers false, sending nothing, when the subscription has no customer person left to write to.
 * Call it after the transaction that decided it commits.
 */
export async function sendSubscriptionMail(deps: ResellerMailDeps, mail: SubscriptionMail): Promise<boolean> {
  const [found] = await deps.db
    .select({ sub: wlSubscriptions, email: users.email, firstName: users.firstName, language: users.language })
    .from(wlSubscriptions)
    .innerJoin(users, eq(users.id, wlSubscriptions.customerUserId))
    .where(eq(wlSubscriptions.id, mail.subscriptionId))
  if (!found) return false
  const { sub, email, firstName, language } = found
  const common = { customer_name: firstName || email, customer_email: email, package_name: sub.packageName }
  const variables =
    mail.template === 'payment_failed'
      ? { ...common, amount: formatAmount(mail.amountCents, mail.currency ?? sub.currency, language), billing_url: mail.billingUrl ?? `${await originFor(deps, sub.accountId, undefined)}/login` }
      : { ...common, trial_ends_at: formatDay(mail.trialEndsAt, language) }
  await sendResellerMail(deps, sub.accountId, mail.template, email, variables)
  return true
}
