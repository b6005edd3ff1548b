import { pageAction, type PageHandler } from './page-action'
import { defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/**
 * What the reseller's payment provider and links screens provide: saving their forms, and the Stripe connection
 * (connect where Stripe Connect is set up and no account is connected, disconnect where one is).
 */
export type WlSettingsPageSlot = {
  saveBilling?: PageHandler
  connectStripe?: PageHandler
  disconnectStripe?: () => Promise<void>
  /** The connected Stripe account, for the disconnect question. */
  stripeAccount?: string
  saveLinks?: PageHandler
}
export const wlSettingsPageSlot = defineSlot<WlSettingsPageSlot>('wlSettingsPage')

const group = 'whitelabel'
/** Signed in with the white-label module: the reseller's settings and training pages. */
export const reseller = (ctx: CommandContext): true | string => (!ctx.user ? 'commands.reason.signInRequired' : ctx.modules.includes('whitelabel') ? true : 'wlPages.reason.resellerOnly')

const saveBilling = pageAction({
  id: 'wlPages.saveBilling', title: 'wlPages.commands.saveBilling', group, scope: 'global',
  keywords: ['payment', 'provider', 'paykickstart', 'stripe', 'billing', 'save'],
  slot: wlSettingsPageSlot, handler: (page) => page.saveBilling, reason: 'wlPages.reason.onBilling', base: reseller,
})

const connectStripe = pageAction({
  id: 'wlPages.connectStripe', title: 'wlPages.commands.connectStripe', group, scope: 'global',
  keywords: ['stripe', 'connect', 'payment', 'account'],
  slot: wlSettingsPageSlot, handler: (page) => page.connectStripe, reason: 'wlPages.reason.stripeNotConnectable', base: reseller,
})

/** Asks first: the reseller's Stripe sales stop and its provider goes back to local; "Keep" is the default. */
const disconnectStripe = defineCommand({
  id: 'wlPages.disconnectStripe', title: 'wlPages.commands.disconnectStripe', group, scope: 'global',
  keywords: ['stripe', 'disconnect', 'payment', 'account', 'remove'],
  when: (ctx) => {
    const base = reseller(ctx)
    if (base !== true) return base
    return ctx.get(wlSettingsPageSlot)?.disconnectStripe ? true : 'wlPages.reason.stripeNotConnected'
  },
  run: async (ctx) => {
    const page = ctx.get(wlSettingsPageSlot)!
    const yes = await ctx.confirm({
      title: ctx.t('wlPages.billing.disconnectTitle', { account: page.stripeAccount ?? '' }),
      message: ctx.t('wlPages.billing.disconnectMessage'),
      confirmLabel: ctx.t('wlPages.commands.disconnectStripe'),
      cancelLabel: ctx.t('app.confirm.keep'),
      tone: 'danger',
    })
    if (yes) await page.disconnectStripe?.()
  },
})

const saveLinks = pageAction({
  id: 'wlPages.saveLinks', title: 'wlPages.commands.saveLinks', group, scope: 'global',
  keywords: ['links', 'custom', 'resources', 'save'],
  slot: wlSettingsPageSlot, handler: (page) => page.saveLinks, reason: 'wlPages.reason.onLinks', base: reseller,
})

export const wlSettingsCommands: readonly AnyCommand[] = [saveBilling, connectStripe, disconnectStripe, saveLinks]
