import { describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import { walletSlot, type WalletSlot } from '../../commands/wallet'
import { defaultCreditPacks } from '../../src/shared/wallet/pricing'
import type { WalletCard, WalletSummary } from '../../src/shared/wallet/types'
import { checkoutFor } from './support/checkout'
import { commandContext, withSlots, type RecordedContext } from './support/command-context'

const card = (id: number, extra: Partial<WalletCard> = {}): WalletCard => ({
  id, brand: 'visa', last4: String(4240 + id), exp_month: 12, exp_year: 2034, is_default: false, needs_reconnect: false, created_at: '2026-01-01T00:00:00.000Z', ...extra,
})
const summary = (cards: WalletCard[], autoTopUp: Partial<WalletSummary['auto_top_up']> = {}): WalletSummary => ({
  provider: { id: 'local', test_mode: true, publishable_key: null },
  balance: { total: 100, monthly: 100, rollover: 0, purchased: 0, buckets: [], next_reset_date: '2026-02-01T00:00:00.000Z' },
  cards,
  auto_top_up: { enabled: false, threshold: 10, credits: 100, amount_cents: 1000, paused_reason: null, ...autoTopUp },
  packs: [...defaultCreditPacks],
  card_validation: { amount_cents: 100, credits: 10 },
  currency: 'usd',
})

/** The wallet page's actions, recording what the commands ask of it. */
function walletPage(state: WalletSummary | null, paying = false) {
  const calls: string[] = []
  const wallet: WalletSlot = {
    summary: state,
    checkout: checkoutFor(state, paying),
    buy: (credits) => void calls.push(`buy:${credits}`),
    openAddCard: () => void calls.push('openAddCard'),
    setDefaultCard: async (id) => void calls.push(`setDefault:${id}`),
    removeCard: async (id) => (calls.push(`remove:${id}`), true),
    openReconnect: (id) => void calls.push(`reconnect:${id}`),
    setAutoTopUp: async (enabled) => void calls.push(`autoTopUp:${enabled}`),
  }
  return { wallet, calls }
}
const ctxWith = (wallet: WalletSlot | undefined, modules: ('wallet' | 'leads')[] = ['wallet']) => (wallet ? withSlots(commandContext({ modules }), [walletSlot, wallet]) : commandContext({ modules }))
const state = (id: string, ctx: RecordedContext) => availability(appRegistry.get(id)!, ctx)

const ids = ['wallet.topUp', 'wallet.addCard', 'wallet.setDefaultCard', 'wallet.removeCard', 'wallet.reconnectCard', 'wallet.toggleAutoTopUp']

describe('wallet commands', () => {
  it.each([
    ['signed out', withSlots(commandContext({ signedIn: false }), [walletSlot, walletPage(summary([])).wallet]), 'commands.reason.signInRequired'],
    ['without the wallet module', ctxWith(walletPage(summary([])).wallet, ['leads']), 'commands.reason.module.wallet'],
    ['away from the wallet page', ctxWith(undefined), 'wallet.reason.openWallet'],
    ['while the wallet loads', ctxWith(walletPage(null).wallet), 'wallet.reason.loading'],
  ])('are unavailable %s, saying why', (_, ctx, reason) => {
    for (const id of ids) expect(state(id, ctx), id).toEqual({ available: false, reason })
  })

  it('buying asks the checkout machine: a default card that can be charged, and no payment under way', () => {
    expect(state('wallet.topUp', ctxWith(walletPage(summary([card(1)])).wallet))).toEqual({ available: false, reason: 'wallet.reason.noDefaultCard' })
    expect(state('wallet.topUp', ctxWith(walletPage(summary([card(1, { is_default: true, needs_reconnect: true })])).wallet))).toEqual({ available: false, reason: 'wallet.reason.reconnect' })
    expect(state('wallet.topUp', ctxWith(walletPage(summary([card(1, { is_default: true })]), true).wallet))).toEqual({ available: false, reason: 'wallet.reason.paying' })
    expect(state('wallet.topUp', ctxWith(walletPage(summary([card(1, { is_default: true })])).wallet))).toEqual({ available: true })
    expect(ctxWith(undefined).t('wallet.reason.noDefaultCard')).toBe('Please add a default credit card!')
  })

  it('offers the packs as choices and buys the chosen one', async () => {
    const page = walletPage(summary([card(1, { is_default: true })]))
    const ctx = ctxWith(page.wallet)
    const choices = appRegistry.get('wallet.topUp')!.argChoices!(ctx)
    expect(choices.map((c) => [c.value, ctx.t(c.title, c.titleParams)])).toEqual([
      [100, '100 credits for $10.00'],
      [500, '500 credits for $45.00'],
      [1000, '1000 credits for $80.00'],
    ])
    expect(await executeCommand(appRegistry, 'wallet.topUp', 500, 'palette', ctx)).toEqual({ ok: true })
    expect(page.calls).toEqual(['buy:500'])
  })

  it('offers only the cards each card command applies to', () => {
    const cards = [card(1, { is_default: true }), card(2), card(3, { needs_reconnect: true })]
    const ctx = ctxWith(walletPage(summary(cards)).wallet)
    const values = (id: string) => appRegistry.get(id)!.argChoices!(ctx).map((c) => c.value)
    expect(values('wallet.setDefaultCard')).toEqual([2])
    expect(values('wallet.removeCard')).toEqual([1, 2, 3])
    expect(values('wallet.reconnectCard')).toEqual([3])
    const [choice] = appRegistry.get('wallet.setDefaultCard')!.argChoices!(ctx)
    expect(ctx.t(choice.title, choice.titleParams)).toBe('Visa ending in 4242')

    const alone = ctxWith(walletPage(summary([card(1, { is_default: true })])).wallet)
    expect(state('wallet.setDefaultCard', alone)).toEqual({ available: false, reason: 'wallet.reason.noOtherCard' })
    expect(state('wallet.reconnectCard', alone)).toEqual({ available: false, reason: 'wallet.reason.nothingToReconnect' })
    expect(state('wallet.removeCard', ctxWith(walletPage(summary([])).wallet))).toEqual({ available: false, reason: 'wallet.reason.noCards' })
    expect(state('wallet.addCard', ctxWith(walletPage(summary([])).wallet))).toEqual({ available: true })
  })

  it('switches auto top-up on only with a chargeable default card, off always, and resumes a paused one', async () => {
    const off = ctxWith(walletPage(summary([])).wallet)
    expect(state('wallet.toggleAutoTopUp', off)).toEqual({ available: false, reason: 'wallet.reason.noDefaultCard' })

    const running = walletPage(summary([], { enabled: true }))
    expect(await executeCommand(appRegistry, 'wallet.toggleAutoTopUp', undefined, 'keyboard', ctxWith(running.wallet))).toEqual({ ok: true })
    expect(running.calls).toEqual(['autoTopUp:false'])

    const paused = walletPage(summary([card(1, { is_default: true })], { enabled: true, paused_reason: 'card_declined' }))
    await executeCommand(appRegistry, 'wallet.toggleAutoTopUp', undefined, 'palette', ctxWith(paused.wallet))
    expect(paused.calls).toEqual(['autoTopUp:true'])
  })
})
