import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** What the billing bridge (mounted on every signed-in page) provides: asks the server for the portal and goes there. */
export type BillingSlot = { openPortal(): Promise<void> }
export const billingSlot = defineSlot<BillingSlot>('billing')

/** What the terms screen provides while it is shown: the version on screen (null while it loads) and its acceptance. */
export type TermsSlot = { version: number | null; accept(): Promise<void> }
export const termsSlot = defineSlot<TermsSlot>('terms')

/** Signed in, with the wallet module, and the bridge mounted; else the reason key. */
export function billingPortalAvailable(ctx: Pick<CommandContext, 'user' | 'modules' | 'get'>): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  if (!ctx.modules.includes('wallet')) return 'commands.reason.module.wallet'
  return ctx.get(billingSlot) ? true : 'commands.reason.unavailable'
}

/** The payment provider's customer portal (Stripe's, PayKickStart's, or the local provider's page). */
export const openBillingPortal = defineCommand({
  id: 'billing.openPortal',
  title: 'billing.commands.openPortal',
  group: 'wallet',
  scope: 'global',
  keywords: ['billing', 'portal', 'invoices', 'cards', 'subscription', 'payment', 'stripe', 'paykickstart'],
  when: billingPortalAvailable,
  run: (ctx) => ctx.get(billingSlot)!.openPortal(),
})

/** Accepts the terms on screen: offered only while the user has not accepted the current version. */
export const acceptTerms = defineCommand({
  id: 'terms.accept',
  title: 'billing.commands.acceptTerms',
  group: 'account',
  scope: 'global',
  keywords: ['terms', 'accept', 'agree', 'conditions', 'privacy'],
  when: (ctx) => {
    if (!ctx.user) return 'commands.reason.signInRequired'
    if (!ctx.user.terms_required) return 'billing.reason.termsAccepted'
    return ctx.get(termsSlot)?.version != null ? true : 'billing.reason.termsLoading'
  },
  run: (ctx) => ctx.get(termsSlot)!.accept(),
})

export const billingCommands: AnyCommand[] = [openBillingPortal, acceptTerms]
