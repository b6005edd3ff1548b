import type { AppDeps } from '../../../app-deps'
import { sendCustomerWelcome, type CustomerWelcome } from '../templates/welcome'

/**
 * Sends the welcome e-mail after the purchase committed. A mail failure is logged, not refused: the customer has their
 * account, and the reseller can resend the welcome from the subscriptions.
 */
export async function sendWelcome(deps: AppDeps, resellerId: number, welcome: CustomerWelcome): Promise<void> {
  try {
    await sendCustomerWelcome(deps, resellerId, welcome)
  } catch (err) {
    console.error(`Could not send the welcome e-mail to ${welcome.to}: ${(err as Error).message}`)
  }
}
