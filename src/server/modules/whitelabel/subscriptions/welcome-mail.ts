import { eq } from 'drizzle-orm'
import type { AppDeps } from '../../../app-deps'
import { accounts } from '../../../db/schema'

/**
 * The welcome e-mail of a reseller's customer, sent after the change that calls for it has committed. This is the one
 * place the subscriptions part sends it: when the reseller's templates and SMTP (sendResellerMail of
 * modules/whitelabel/templates) are in the tree, this call goes through them.
 */
export async function sendWelcome(deps: AppDeps, resellerAccountId: number, to: string): Promise<void> {
  const [reseller] = await deps.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, resellerAccountId))
  const brand = reseller?.name ?? 'your provider'
  await deps.mail.send({
    to,
    subject: `Welcome to ${brand}`,
    text: `Your account with ${brand} is ready. Sign in with this e-mail address; use "Forgot password" to choose a password if you have none yet.`,
  })
}
