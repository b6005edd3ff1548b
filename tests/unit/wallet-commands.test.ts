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
    removeCard: async (id) => void calls.push(`remove:${id}`),
    openReconnect: (id) => void calls.push(`reconnect:${id}`),
    setAutoTopUp: async (enabled) => void calls.push(`autoTopUp:${enabled}`),
    exportHistory: state ? async () => void calls.push('exportHistory') : null,
  }
  return { wallet, calls }
}
const ctxWith = (wallet: WalletSlot | undefined, modules: ('wallet' | 'leads')[] = ['wallet']) => (wallet ? withSlots(commandContext({ modules }), [walletSlot, wallet]) : commandContext({ modules }))
const state = (id: string, ctx: RecordedContext) => availability(appRegistry.get(id)!, ctx)

const ids = ['wallet.topUp', 'wallet.addCard', 'wallet.setDefaultCard', 'wallet.removeCard', 'wallet.reconnectCard', 'wallet.toggleAutoTopUp', 'wallet.exportHistory']

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

  it('asks before buying, naming the charge, the card and the balance after it; a no buys nothing', async () => {
    const page = walletPage(summary([card(2, { is_default: true })]))
    const ctx = ctxWith(page.wallet)
    ctx.answers.push(false)
    expect(await executeCommand(appRegistry, 'wallet.topUp', 500, 'keyboard', ctx)).toEqual({ ok: true })
    expect(page.calls).toEqual([])
    expect(ctx.confirms).toEqual([
      {
        title: 'Buy 500 credits?',
        message: 'Visa ending in 4242 is charged $45.00 now. The credits stay valid for 12 months.',
        facts: [
          { label: 'Charged now', value: '$45.00' },
          { label: 'Balance now', value: '100 credits' },
          { label: 'Balance after', value: '600 credits' },
        ],
        confirmLabel: 'Pay $45.00',
        tone: 'spend',
      },
    ])
  })

  it('asks before removing a card, and removes nothing when kept', async () => {
    const page = walletPage(summary([card(1, { is_default: true }), card(2)]))
    const ctx = ctxWith(page.wallet)
    ctx.answers.push(false, true)
    await executeCommand(appRegistry, 'wallet.removeCard', 2, 'palette', ctx)
    expect(page.calls).toEqual([])
    await executeCommand(appRegistry, 'wallet.removeCard', 2, 'palette', ctx)
    expect(page.calls).toEqual(['remove:2'])
    expect(ctx.confirms.map((c) => [c.message, c.confirmLabel, c.cancelLabel, c.tone])).toEqual([
      ['Remove Visa ending in 4242? It will no longer be charged.', 'Remove card', 'Keep card', 'danger'],
      ['Remove Visa ending in 4242? It will no longer be charged.', 'Remove card', 'Keep card', 'danger'],
    ])
  })

  it('exports the credit history from the wallet page once it has loaded', async () => {
    const page = walletPage(summary([]))
    expect(await executeCommand(appRegistry, 'wallet.exportHistory', undefined, 'palette', ctxWith(page.wallet))).toEqual({ ok: true })
    expect(page.calls).toEqual(['exportHistory'])
  })

  it('opens the wallet on its packs from anywhere, for a user with the wallet module', async () => {
    const ctx = commandContext({ modules: ['wallet'] })
    expect(await executeCommand(appRegistry, 'wallet.openTopUp', undefined, 'button', ctx)).toEqual({ ok: true })
    expect(ctx.calls).toEqual(['navigate:/settings/wallet?buy=1'])
    expect(state('wallet.openTopUp', commandContext({ modules: ['leads'] }))).toEqual({ available: false, reason: 'commands.reason.module.wallet' })
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

  it('asks before switching auto top-up on (it charges without asking later), never before switching it off', async () => {
    const off = walletPage(summary([card(1, { is_default: true })]))
    const ctx = ctxWith(off.wallet)
    ctx.answers.push(false)
    await executeCommand(appRegistry, 'wallet.toggleAutoTopUp', undefined, 'palette', ctx)
    expect(off.calls).toEqual([])
    expect(ctx.confirms[0].message).toBe('From now on, whenever 10 or fewer credits remain, Visa ending in 4241 is charged $10.00 for 100 credits, without asking again.')
    const on = ctxWith(walletPage(summary([card(1, { is_default: true })], { enabled: true })).wallet)
    await executeCommand(appRegistry, 'wallet.toggleAutoTopUp', undefined, 'palette', on)
    expect(on.confirms).toEqual([])
  })
})
