import type { AppDeps } from '../../../app-deps'
import { sendCustomerWelcome } from '../templates/welcome'

/**
 * The welcome e-mail of a reseller's customer, sent after the change that calls for it has committed (added by the
 * reseller, by the inbound call, or resent in bulk). It links to choosing a password, which also serves a customer
 * who has one and forgot it.
 */
export async function sendWelcome(deps: AppDeps, resellerAccountId: number, to: string): Promise<void> {
  await sendCustomerWelcome(deps, resellerAccountId, { to, newUser: true })
}
