import { integer } from 'superstruct'
import type { SnapshotFrom } from 'xstate'
import { checkoutTags, type checkoutMachine } from '../machines/checkout.machine'
import { formatCents } from '../src/shared/wallet/pricing'
import type { WalletCard, WalletSummary } from '../src/shared/wallet/types'
import { announce, defineCommand, type AnyCommand } from './registry'
import { defineSlot } from './slots'
import type { CommandContext } from './types'

/** What the wallet page (src/client/features/wallet/wallet-page.tsx) provides to the commands while it is open. */
export type WalletSlot = {
  /** null while the wallet loads. */
  summary: WalletSummary | null
  /** The checkout machine as it stands: whether a purchase may start, and why not (its guards and tags). */
  checkout: Pick<SnapshotFrom<typeof checkoutMachine>, 'can' | 'hasTag'>
  buy(credits: number): void
  openAddCard(): void
  setDefaultCard(cardId: number): Promise<void>
  /** Resolves false when the user did not confirm. */
  removeCard(cardId: number): Promise<boolean>
  openReconnect(cardId: number): void
  setAutoTopUp(enabled: boolean): Promise<void>
}
export const walletSlot = defineSlot<WalletSlot>('wallet')

const scope = 'route:settings.wallet'
const cardParams = (card: WalletCard) => ({ brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1), last4: card.last4 })

/** Signed in, with the wallet module, on the wallet page once it has loaded; else the reason key. */
export function walletAvailable(ctx: Pick<CommandContext, 'user' | 'modules' | 'get'>): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  if (!ctx.modules.includes('wallet')) return 'commands.reason.module.wallet'
  const wallet = ctx.get(walletSlot)
  if (!wallet) return 'wallet.reason.openWallet'
  if (!wallet.summary) return 'wallet.reason.loading'
  return true
}

const cardsOf = (ctx: CommandContext) => ctx.get(walletSlot)?.summary?.cards ?? []
const page = (ctx: CommandContext) => ctx.get(walletSlot)!

/** Whether the default card can be charged, as the checkout machine sees it (its `noCard` and `reconnect` tags). */
function chargeableCard(ctx: CommandContext): true | string {
  const checkout = ctx.get(walletSlot)?.checkout
  if (checkout?.hasTag(checkoutTags.noCard)) return 'wallet.reason.noDefaultCard'
  if (checkout?.hasTag(checkoutTags.reconnect)) return 'wallet.reason.reconnect'
  return true
}

/** A purchase may start when the checkout machine takes BUY now; while one is being charged or confirmed it does not. */
function canBuy(ctx: CommandContext): true | string {
  const checkout = ctx.get(walletSlot)?.checkout
  const card = chargeableCard(ctx)
  if (card !== true) return card
  if (checkout?.hasTag(checkoutTags.paying)) return 'wallet.reason.paying'
  return checkout?.can({ type: 'BUY', credits: 1, requestId: 'availability' }) ? true : 'commands.reason.unavailable'
}

const when = (...rules: ((ctx: CommandContext) => true | string)[]) => (ctx: CommandContext) => {
  const base = walletAvailable(ctx)
  if (base !== true) return base
  for (const rule of rules) {
    const answer = rule(ctx)
    if (answer !== true) return answer
  }
  return true
}

/** Buys one of the packs with the default card (the checkout machine drives it); the palette asks which pack. */
export const topUp = defineCommand<number>({
  id: 'wallet.topUp', title: 'wallet.commands.topUp', group: 'wallet', scope, shortcut: 'Shift+B',
  keywords: ['buy', 'credits', 'top up', 'purchase', 'pay', 'pack'],
  when: when(canBuy),
  args: integer(),
  argChoices: (ctx) =>
    (ctx.get(walletSlot)?.summary?.packs ?? []).map((pack) => ({
      value: pack.credits,
      title: 'wallet.commands.topUpPack',
      titleParams: { credits: String(pack.credits), amount: formatCents(pack.amount_cents, ctx.locale) },
    })),
  run: (ctx, credits) => page(ctx).buy(credits),
})

export const addCard = defineCommand({
  id: 'wallet.addCard', title: 'wallet.commands.addCard', group: 'wallet', scope,
  keywords: ['card', 'credit card', 'payment method', 'add', 'new'],
  when: when(),
  run: (ctx) => page(ctx).openAddCard(),
})

export const setDefaultCard = defineCommand<number>({
  id: 'wallet.setDefaultCard', title: 'wallet.commands.setDefaultCard', group: 'wallet', scope,
  keywords: ['card', 'default', 'primary'],
  when: when((ctx) => (cardsOf(ctx).some((c) => !c.is_default && !c.needs_reconnect) ? true : 'wallet.reason.noOtherCard')),
  args: integer(),
  argChoices: (ctx) => cardsOf(ctx).filter((c) => !c.is_default && !c.needs_reconnect).map((c) => ({ value: c.id, title: 'wallet.commands.cardChoice', titleParams: cardParams(c) })),
  run: async (ctx, cardId) => {
    await page(ctx).setDefaultCard(cardId)
    announce(ctx, { code: 'wallet.default_card_set' })
  },
})

export const removeCard = defineCommand<number>({
  id: 'wallet.removeCard', title: 'wallet.commands.removeCard', group: 'wallet', scope,
  keywords: ['card', 'delete', 'remove', 'forget'],
  when: when((ctx) => (cardsOf(ctx).length ? true : 'wallet.reason.noCards')),
  args: integer(),
  argChoices: (ctx) => cardsOf(ctx).map((c) => ({ value: c.id, title: 'wallet.commands.cardChoice', titleParams: cardParams(c) })),
  run: async (ctx, cardId) => {
    if (await page(ctx).removeCard(cardId)) announce(ctx, { code: 'wallet.card_removed' })
  },
})

export const reconnectCard = defineCommand<number>({
  id: 'wallet.reconnectCard', title: 'wallet.commands.reconnectCard', group: 'wallet', scope,
  keywords: ['card', 'reconnect', 'authenticate', 'security'],
  when: when((ctx) => (cardsOf(ctx).some((c) => c.needs_reconnect) ? true : 'wallet.reason.nothingToReconnect')),
  args: integer(),
  argChoices: (ctx) => cardsOf(ctx).filter((c) => c.needs_reconnect).map((c) => ({ value: c.id, title: 'wallet.commands.cardChoice', titleParams: cardParams(c) })),
  run: (ctx, cardId) => page(ctx).openReconnect(cardId),
})

/** Auto top-up that is on and charging; a paused one is switched on again (resumed) by the same command. */
const autoTopUpRunning = (ctx: CommandContext) => {
  const settings = ctx.get(walletSlot)?.summary?.auto_top_up
  return Boolean(settings?.enabled && !settings.paused_reason)
}

/** Switching on (or resuming) needs a card that can be charged; switching off is always possible. */
export const toggleAutoTopUp = defineCommand({
  id: 'wallet.toggleAutoTopUp', title: 'wallet.commands.toggleAutoTopUp', group: 'wallet', scope,
  keywords: ['auto', 'top up', 'automatic', 'recharge', 'threshold', 'resume'],
  when: when((ctx) => (autoTopUpRunning(ctx) ? true : chargeableCard(ctx))),
  run: async (ctx) => {
    const on = !autoTopUpRunning(ctx)
    await page(ctx).setAutoTopUp(on)
    announce(ctx, { code: on ? 'wallet.auto_top_up_on' : 'wallet.auto_top_up_off' })
  },
})

export const walletCommands: AnyCommand[] = [topUp, addCard, setDefaultCard, removeCard, reconnectCard, toggleAutoTopUp]
