import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { string } from 'superstruct'
import { afterEach, describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { createRegistry, defineCommand } from '../../commands/registry'
import { walletSlot, type WalletSlot } from '../../commands/wallet'
import { Palette } from '../../src/client/ui/palette/palette'
import { defaultCreditPacks } from '../../src/shared/wallet/pricing'
import type { WalletSummary } from '../../src/shared/wallet/types'
import { checkoutFor } from './support/checkout'
import { commandContext, withSlots } from './support/command-context'

afterEach(cleanup)

const summary: WalletSummary = {
  provider: { id: 'local', test_mode: true, publishable_key: null },
  balance: { total: 40, monthly: 40, rollover: 0, purchased: 0, buckets: [], next_reset_date: '2026-02-01T00:00:00.000Z' },
  cards: [{ id: 7, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, is_default: true, needs_reconnect: false, created_at: '2026-01-01T00:00:00.000Z' }],
  auto_top_up: { enabled: false, threshold: 10, credits: 100, amount_cents: 1000, paused_reason: null },
  packs: [...defaultCreditPacks],
  card_validation: { amount_cents: 100, credits: 10 },
  currency: 'usd',
}

/** The palette on the wallet page, opened by Shift+B (straight on the "which pack?" step) or by Mod+K. */
function openOnPacks(initialCommandId: string | null = 'wallet.topUp') {
  const bought: number[] = []
  const wallet: WalletSlot = {
    summary, checkout: checkoutFor(summary), buy: (credits) => void bought.push(credits), openAddCard: () => undefined, openReconnect: () => undefined,
    setDefaultCard: async () => undefined, removeCard: async () => undefined, setAutoTopUp: async () => undefined, exportHistory: null,
  }
  const ctx = withSlots(commandContext({ modules: ['wallet'] }), [walletSlot, wallet])
  ctx.route = { name: 'settings.wallet', path: '/settings/wallet', params: {} }
  render(<Palette open onClose={() => undefined} ctx={ctx} registry={appRegistry} initialCommandId={initialCommandId} />)
  return { ctx, bought, input: screen.getByRole('combobox') }
}

const selected = () => screen.queryAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true')

describe('the palette argument step', () => {
  it('opens with no pack chosen, so Enter buys nothing and asks nothing', async () => {
    const user = userEvent.setup()
    const { ctx, bought, input } = openOnPacks()
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['100 credits for $10.00Buy credits…', '500 credits for $45.00Buy credits…', '1000 credits for $80.00Buy credits…'])
    expect(selected()).toEqual([])
    expect(input.getAttribute('aria-activedescendant')).toBeNull()
    await user.keyboard('{Enter}')
    expect(ctx.confirms).toEqual([])
    expect(bought).toEqual([])
  })

  it('reached from the command list, still starts with no pack chosen', async () => {
    const user = userEvent.setup()
    const { ctx, bought, input } = openOnPacks(null)
    await user.type(input, 'buy credits')
    await user.keyboard('{Enter}')
    expect(input.getAttribute('placeholder')).toBe('Choose a value for “Buy credits…”')
    expect(screen.getAllByRole('option')).toHaveLength(3)
    expect(selected()).toEqual([])
    await user.keyboard('{Enter}')
    expect(ctx.confirms).toEqual([])
    expect(bought).toEqual([])
  })

  it('takes a pack once the user moves to it, then asks before charging', async () => {
    const user = userEvent.setup()
    const { ctx, bought } = openOnPacks()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(selected().map((o) => o.textContent)).toEqual(['500 credits for $45.00Buy credits…'])
    await user.keyboard('{Enter}')
    await waitFor(() => expect(ctx.confirms.map((c) => c.title)).toEqual(['Buy 500 credits?']))
    expect(bought).toEqual([500])
  })

  it('chooses nothing while the query leaves several packs, and the one pack it leaves', async () => {
    const user = userEvent.setup()
    const { ctx, input } = openOnPacks()
    await user.type(input, '00 credits')
    expect(screen.getAllByRole('option')).toHaveLength(3)
    expect(selected()).toEqual([])
    await user.keyboard('{Enter}')
    expect(ctx.confirms).toEqual([])
    await user.clear(input)
    await user.type(input, '$45')
    expect(selected().map((o) => o.textContent)).toEqual(['500 credits for $45.00Buy credits…'])
  })

  it('chooses the row whose whole title was typed, though longer titles hold it too', async () => {
    const user = userEvent.setup()
    const picked: string[] = []
    const filter = defineCommand<string>({
      id: 'test.emailFilter', title: 'E-mail filter…', group: 'lists', scope: 'global', when: () => true, args: string(),
      argChoices: () => ['found', 'notFound', 'potential'].map((value) => ({ value, title: `leads.filters.withEmail.${value}` })),
      run: (_ctx, value) => void picked.push(value),
    })
    render(<Palette open onClose={() => undefined} ctx={commandContext()} registry={createRegistry([filter])} initialCommandId="test.emailFilter" />)
    await user.type(screen.getByRole('combobox'), 'email foun')
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1)
    expect(selected()).toEqual([])
    await user.type(screen.getByRole('combobox'), 'd')
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1)
    expect(selected().map((o) => o.textContent)).toEqual(['Email foundE-mail filter…'])
    await user.keyboard('{Enter}')
    expect(picked).toEqual(['found'])
  })

  it('forgets a chosen pack when the query changes', async () => {
    const user = userEvent.setup()
    const { ctx, input } = openOnPacks()
    await user.keyboard('{ArrowDown}')
    expect(selected()).toHaveLength(1)
    await user.type(input, 'credits')
    expect(selected()).toEqual([])
    await user.keyboard('{Enter}')
    expect(ctx.confirms).toEqual([])
  })

  it('chooses the pack the pointer is on', async () => {
    const { bought } = openOnPacks()
    const [, , biggest] = screen.getAllByRole('option')
    fireEvent.pointerMove(biggest)
    await waitFor(() => expect(selected()).toEqual([biggest]))
    fireEvent.click(biggest)
    await waitFor(() => expect(bought).toEqual([1000]))
  })
})
