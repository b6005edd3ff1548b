import { integer } from 'superstruct'
import { formatCents } from '../src/shared/wallet/pricing'
import type { WalletCard, WalletSummary } from '../src/shared/wallet/types'
import { announce, defineCommand, type AnyCommand } from './registry'
import type { CommandContext } from './types'

/** What the wallet page (src/client/features/wallet/wallet-page.tsx) provides to the commands while it is open. */
export type WalletActions = {
  /** null while the wallet loads. */
  summary: WalletSummary | null
  /** A purchase is being charged or confirmed: no second one starts meanwhile. */
  paying: boolean
  buy(credits: number): void
  openAddCard(): void
  setDefaultCard(cardId: number): Promise<void>
  /** Resolves false when the user did not confirm. */
  removeCard(cardId: number): Promise<boolean>
  openReconnect(cardId: number): void
  setAutoTopUp(enabled: boolean): Promise<void>
}

const scope = 'route:settings.wallet'
const cardParams = (card: WalletCard) => ({ brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1), last4: card.last4 })

/** Signed in, with the wallet module, on the wallet page once it has loaded; else the reason key. */
export function walletAvailable(ctx: Pick<CommandContext, 'user' | 'modules' | 'wallet'>): true | string {
  if (!ctx.user) return 'commands.reason.signInRequired'
  if (!ctx.modules.includes('wallet')) return 'commands.reason.module.wallet'
  if (!ctx.wallet) return 'wallet.reason.openWallet'
  if (!ctx.wallet.summary) return 'wallet.reason.loading'
  return true
}

const cardsOf = (ctx: CommandContext) => ctx.wallet?.summary?.cards ?? []
const defaultCard = (ctx: CommandContext) => cardsOf(ctx).find((c) => c.is_default)

/** SPEC.md section 5: a default card is required for credit purchases; one to reconnect cannot be charged. */
export function chargeableCard(ctx: CommandContext): true | string {
  const card = defaultCard(ctx)
  if (!card) return 'wallet.reason.noDefaultCard'
  if (card.needs_reconnect) return 'wallet.reason.reconnect'
  return true
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
const notPaying = (ctx: CommandContext) => (ctx.wallet?.paying ? 'wallet.reason.paying' : true)

/** Buys one of the packs with the default card (the checkout machine drives it); the palette asks which pack. */
export const topUp = defineCommand<number>({
  id: 'wallet.topUp', title: 'wallet.commands.topUp', group: 'wallet', scope, shortcut: 'Shift+B',
  keywords: ['buy', 'credits', 'top up', 'purchase', 'pay', 'pack'],
  when: when(chargeableCard, notPaying),
  args: integer(),
  argChoices: (ctx) =>
    (ctx.wallet?.summary?.packs ?? []).map((pack) => ({
      value: pack.credits,
      title: 'wallet.commands.topUpPack',
      titleParams: { credits: String(pack.credits), amount: formatCents(pack.amount_cents, ctx.locale) },
    })),
  run: (ctx, credits) => ctx.wallet!.buy(credits),
})

export const addCard = defineCommand({
  id: 'wallet.addCard', title: 'wallet.commands.addCard', group: 'wallet', scope,
  keywords: ['card', 'credit card', 'payment method', 'add', 'new'],
  when: when(),
  run: (ctx) => ctx.wallet!.openAddCard(),
})

export const setDefaultCard = defineCommand<number>({
  id: 'wallet.setDefaultCard', title: 'wallet.commands.setDefaultCard', group: 'wallet', scope,
  keywords: ['card', 'default', 'primary'],
  when: when((ctx) => (cardsOf(ctx).some((c) => !c.is_default && !c.needs_reconnect) ? true : 'wallet.reason.noOtherCard')),
  args: integer(),
  argChoices: (ctx) => cardsOf(ctx).filter((c) => !c.is_default && !c.needs_reconnect).map((c) => ({ value: c.id, title: 'wallet.commands.cardChoice', titleParams: cardParams(c) })),
  run: async (ctx, cardId) => {
    await ctx.wallet!.setDefaultCard(cardId)
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
    if (await ctx.wallet!.removeCard(cardId)) announce(ctx, { code: 'wallet.card_removed' })
  },
})

export const reconnectCard = defineCommand<number>({
  id: 'wallet.reconnectCard', title: 'wallet.commands.reconnectCard', group: 'wallet', scope,
  keywords: ['card', 'reconnect', 'authenticate', 'security'],
  when: when((ctx) => (cardsOf(ctx).some((c) => c.needs_reconnect) ? true : 'wallet.reason.nothingToReconnect')),
  args: integer(),
  argChoices: (ctx) => cardsOf(ctx).filter((c) => c.needs_reconnect).map((c) => ({ value: c.id, title: 'wallet.commands.cardChoice', titleParams: cardParams(c) })),
  run: (ctx, cardId) => ctx.wallet!.openReconnect(cardId),
})

/** Auto top-up that is on and charging; a paused one is switched on again (resumed) by the same command. */
const autoTopUpRunning = (ctx: CommandContext) => {
  const settings = ctx.wallet?.summary?.auto_top_up
  return Boolean(settings?.enabled && !settings.paused_reason)
}

/** Switching on (or resuming) needs a card that can be charged; switching off is always possible. */
export const toggleAutoTopUp = defineCommand({
  id: 'wallet.toggleAutoTopUp', title: 'wallet.commands.toggleAutoTopUp', group: 'wallet', scope,
  keywords: ['auto', 'top up', 'automatic', 'recharge', 'threshold', 'resume'],
  when: when((ctx) => (autoTopUpRunning(ctx) ? true : chargeableCard(ctx))),
  run: async (ctx) => {
    const on = !autoTopUpRunning(ctx)
    await ctx.wallet!.setAutoTopUp(on)
    announce(ctx, { code: on ? 'wallet.auto_top_up_on' : 'wallet.auto_top_up_off' })
  },
})

export const walletCommands: AnyCommand[] = [topUp, addCard, setDefaultCard, removeCard, reconnectCard, toggleAutoTopUp]
