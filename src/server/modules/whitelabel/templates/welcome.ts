import { and, asc, eq } from 'drizzle-orm'
import { wlDomains } from '../../../db/schema'
import { sendResellerMail, type ResellerMailDeps } from './send'

export type CustomerWelcome = { to: string; firstName?: string; packageName?: string; newUser: boolean; origin?: string }

/** Where the reseller's customers sign in: the origin given (the page they bought on), else the reseller's first active domain. */
export async function originFor(deps: ResellerMailDeps, resellerAccountId: number, given: string | undefined): Promise<string> {
  if (given) return given
  const [domain] = await deps.db
    .select({ domain: wlDomains.domain })
    .from(wlDomains)
    .where(and(eq(wlDomains.accountId, resellerAccountId), eq(wlDomains.status, 'active')))
    .orderBy(asc(wlDomains.id))
    .limit(1)
  return domain ? `https://${domain.domain}` : ''
}

/**
 * A reseller's new (or returning) customer's welcome e-mail, in the reseller's wording and through its SMTP when set
 * (sendResellerMail). A new person, who has no password yet, is sent to choose one. The one welcome every way of
 * selling uses: the sales page, a provider's checkout webhook, "add an account", the inbound call and a bulk resend.
 */
export async function sendCustomerWelcome(deps: ResellerMailDeps, resellerAccountId: number, welcome: CustomerWelcome): Promise<void> {
  const origin = await originFor(deps, resellerAccountId, welcome.origin)
  await sendResellerMail(deps, resellerAccountId, 'welcome', welcome.to, {
    customer_name: welcome.firstName || welcome.to,
    customer_email: welcome.to,
    package_name: welcome.packageName ?? '',
    login_url: `${origin}${welcome.newUser ? '/forgot-password' : '/login'}`,
  })
}

/**
 * The welcome of a sale already made (the sales page, a provider's checkout, "add an account"): a failure to send is
 * logged and never undoes the sale; the reseller can resend it in bulk, which records a failure per row instead.
 */
export async function welcomeAfterSale(deps: ResellerMailDeps, resellerAccountId: number, welcome: CustomerWelcome): Promise<void> {
  await sendCustomerWelcome(deps, resellerAccountId, welcome).catch((err) => console.error(`Could not send the welcome e-mail to ${welcome.to}: ${(err as Error).message}`))
}
