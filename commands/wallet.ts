import { integer } from 'superstruct'
import type { SnapshotFrom } from 'xstate'
import { checkoutTags, type checkoutMachine } from '../machines/checkout.machine'
import { wordCount } from '../src/shared/message-wording'
import { autoTopUpRules, formatCents } from '../src/shared/wallet/pricing'
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
  removeCard(cardId: number): Promise<void>
  openReconnect(cardId: number): void
  setAutoTopUp(enabled: boolean): Promise<void>
  /** Downloads the credit history under the filters shown; null while the history has not loaded. */
  exportHistory: (() => Promise<void>) | null
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
const cardName = (ctx: CommandContext, card: WalletCard) => ctx.t('wallet.cards.label', cardParams(card))
const credits = (ctx: CommandContext, count: number) => wordCount(ctx.t, ctx.locale, 'wallet.confirm.credits', count)
/** The charge, the balance now and after it: the figures every spend names before it asks. */
const spendFacts = (ctx: CommandContext, amountCents: number, balance: number, added: number) => [
  { label: ctx.t('wallet.confirm.charge'), value: formatCents(amountCents, ctx.locale) },
  { label: ctx.t('wallet.confirm.balanceNow'), value: credits(ctx, balance) },
  { label: ctx.t('wallet.confirm.balanceAfter'), value: credits(ctx, balance + added) },
]

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

/**
 * Buys one of the packs with the default card (the checkout machine drives it) once the user confirmed the charge,
 * the card and the balance after it; the palette asks which pack, with none chosen until the user picks one.
 */
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
  run: async (ctx, amount) => {
    const wallet = page(ctx)
    const summary = wallet.summary!
    const pack = summary.packs.find((p) => p.credits === amount)
    const card = summary.cards.find((c) => c.is_default)
    if (!pack || !card) return wallet.buy(amount)
    const price = formatCents(pack.amount_cents, ctx.locale)
    const yes = await ctx.confirm({
      title: ctx.t('wallet.confirm.buyTitle', { credits: credits(ctx, pack.credits) }),
      message: ctx.t('wallet.confirm.buy', { card: cardName(ctx, card), amount: price }),
      facts: spendFacts(ctx, pack.amount_cents, summary.balance.total, pack.credits),
      confirmLabel: ctx.t('wallet.confirm.buyYes', { amount: price }),
      tone: 'spend',
    })
    if (yes) wallet.buy(amount)
  },
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
    const card = cardsOf(ctx).find((c) => c.id === cardId)
    if (!card) return
    const yes = await ctx.confirm({
      title: ctx.t('wallet.cards.confirmTitle'),
      message: ctx.t('wallet.cards.confirmRemove', { card: cardName(ctx, card) }),
      confirmLabel: ctx.t('wallet.cards.confirmYes'),
      cancelLabel: ctx.t('wallet.cards.confirmNo'),
      tone: 'danger',
    })
    if (!yes) return
    await page(ctx).removeCard(cardId)
    announce(ctx, { code: 'wallet.card_removed' })
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

/**
 * Switching on (or resuming) needs a card that can be charged and asks first: from then on the card is charged
 * without a question. Switching off is always possible and asks nothing.
 */
export const toggleAutoTopUp = defineCommand({
  id: 'wallet.toggleAutoTopUp', title: 'wallet.commands.toggleAutoTopUp', group: 'wallet', scope,
  keywords: ['auto', 'top up', 'automatic', 'recharge', 'threshold', 'resume'],
  when: when((ctx) => (autoTopUpRunning(ctx) ? true : chargeableCard(ctx))),
  run: async (ctx) => {
    const on = !autoTopUpRunning(ctx)
    if (on && !(await confirmAutoTopUp(ctx))) return
    await page(ctx).setAutoTopUp(on)
    announce(ctx, { code: on ? 'wallet.auto_top_up_on' : 'wallet.auto_top_up_off' })
  },
})

function confirmAutoTopUp(ctx: CommandContext): Promise<boolean> {
  const summary = page(ctx).summary!
  const settings = summary.auto_top_up
  const card = summary.cards.find((c) => c.is_default)
  const price = formatCents(settings.amount_cents, ctx.locale)
  return ctx.confirm({
    title: ctx.t('wallet.confirm.autoTopUpTitle'),
    message: ctx.t('wallet.confirm.autoTopUp', {
      threshold: settings.threshold || autoTopUpRules.defaultThreshold, card: card ? cardName(ctx, card) : '', amount: price, credits: credits(ctx, settings.credits),
    }),
    confirmLabel: ctx.t('wallet.confirm.autoTopUpYes'),
    tone: 'spend',
  })
}

/** Anywhere: opens the wallet on its credit packs (the wallet's own commands buy them). */
export const openTopUp = defineCommand({
  id: 'wallet.openTopUp', title: 'wallet.commands.openTopUp', group: 'wallet', scope: 'global',
  keywords: ['top up', 'buy', 'credits', 'wallet', 'balance', 'recharge'],
  when: (ctx) => {
    if (!ctx.user) return 'commands.reason.signInRequired'
    return ctx.modules.includes('wallet') ? true : 'commands.reason.module.wallet'
  },
  run: (ctx) => ctx.navigate('/settings/wallet?buy=1'),
})

/** The credit history as CSV, with the filters the page shows. */
export const exportHistory = defineCommand({
  id: 'wallet.exportHistory', title: 'wallet.commands.exportHistory', group: 'wallet', scope,
  keywords: ['export', 'csv', 'download', 'history', 'transactions', 'ledger', 'credits'],
  when: when((ctx) => (ctx.get(walletSlot)?.exportHistory ? true : 'wallet.reason.historyLoading')),
  run: async (ctx) => page(ctx).exportHistory?.(),
})

export const walletCommands: AnyCommand[] = [topUp, openTopUp, addCard, setDefaultCard, removeCard, reconnectCard, toggleAutoTopUp, exportHistory]
