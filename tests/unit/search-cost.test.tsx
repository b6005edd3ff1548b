import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appRegistry } from '../../commands/index'
import { availability, executeCommand } from '../../commands/registry'
import { newSearchSlot, type NewSearchSlot } from '../../commands/search'
import { SearchForm } from '../../src/client/features/search/new-search/search-form'
import { CommandShell } from '../../src/client/ui/command-shell'
import { Palette } from '../../src/client/ui/palette/palette'
import { searchEstimate } from '../../src/shared/search/estimate'
import type { Locale } from '../../src/shared/i18n/index'
import { renderAt, stubFetch, ToastList } from './client-harness'
import { commandContext, withSlots } from './support/command-context'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => toast.remove())
})

/** The new-search form's slot as the form provides it, recording the limits it is asked to search for. */
function formSlot(balance: number | null, limit = 100) {
  const submitted: (number | undefined)[] = []
  const slot: NewSearchSlot = { submit: (fewer) => void submitted.push(fewer), estimate: balance === null ? null : searchEstimate('people', limit, balance) }
  return { slot, submitted }
}
const onForm = (slot: NewSearchSlot, locale: Locale = 'en') => {
  const ctx = withSlots(commandContext({ modules: ['leads', 'wallet'], locale }), [newSearchSlot, slot])
  ctx.route = { name: 'leadSearch.newSearch', path: '/lead-search/new-search', params: {} }
  return ctx
}
const runSearch = appRegistry.get('search.run')!

describe('the run-search command and the balance', () => {
  it('says what the search costs at most and the balance after it, in each language', () => {
    // People: 3 credits per result; 100 results against 1,000 credits.
    const { slot } = formSlot(1000)
    expect(runSearch.detail!(onForm(slot))).toBe('At most 300 credits · 700 credits left after')
    expect(runSearch.detail!(onForm(slot, 'es'))).toBe('Como máximo 300 créditos · quedan 700 créditos')
    expect(runSearch.detail!(onForm(slot, 'fr'))).toBe('Au plus 300 crédits · 700 crédits restants ensuite')
    expect(runSearch.detail!(onForm(slot, 'de'))).toBe('Höchstens 300 Credits · danach 700 Credits übrig')
    expect(runSearch.detail!(onForm(formSlot(1).slot))).toBe('At most 300 credits · only 1 credit available')
    expect(runSearch.detail!(onForm(formSlot(null).slot))).toBeNull()
  })

  it('is unavailable when the balance covers no result, saying to top up first', () => {
    expect(availability(runSearch, onForm(formSlot(2).slot))).toEqual({ available: false, reason: 'search.reason.noCredits' })
    expect(onForm(formSlot(2).slot).t('search.reason.noCredits')).toBe('Not enough credits for one result: top up first')
    expect(availability(runSearch, onForm(formSlot(3).slot))).toEqual({ available: true })
    // While the balance loads nothing is known yet; the run itself stops where the credits run out.
    expect(availability(runSearch, onForm(formSlot(null).slot))).toEqual({ available: true })
  })

  it('runs a covered search without asking', async () => {
    const { slot, submitted } = formSlot(300)
    const ctx = onForm(slot)
    expect(await executeCommand(appRegistry, 'search.run', undefined, 'keyboard', ctx)).toEqual({ ok: true })
    expect(ctx.confirms).toEqual([])
    expect(submitted).toEqual([undefined])
  })

  it('asks before searching for the fewer results a short balance covers; a no runs nothing', async () => {
    const { slot, submitted } = formSlot(100)
    const ctx = onForm(slot)
    ctx.answers.push(false, true)
    await executeCommand(appRegistry, 'search.run', undefined, 'keyboard', ctx)
    expect(submitted).toEqual([])
    expect(ctx.confirms).toEqual([
      {
        title: 'Search for fewer results?',
        message: 'Your 100 credits cover 33 results of the 100 you asked for. The search stops after them; top up to get more.',
        facts: [
          { label: 'At most', value: '99 credits' },
          { label: 'Your balance', value: '100 credits' },
          { label: 'Balance after', value: '1 credit' },
        ],
        confirmLabel: 'Search 33 results',
        tone: 'spend',
      },
    ])
    await executeCommand(appRegistry, 'search.run', undefined, 'keyboard', ctx)
    expect(submitted).toEqual([33])
  })

  it('words one result in the singular', async () => {
    const ctx = onForm(formSlot(3).slot, 'es')
    ctx.answers.push(false)
    await executeCommand(appRegistry, 'search.run', undefined, 'keyboard', ctx)
    expect(ctx.confirms[0]!.message).toBe('Tus 3 créditos cubren 1 resultado de los 100 pedidos. La búsqueda se detiene ahí; recarga para obtener más.')
    expect(ctx.confirms[0]!.confirmLabel).toBe('Buscar 1 resultado')
  })

  it('shows the cost line under its title in the palette, on its own row only', async () => {
    const user = userEvent.setup()
    const ctx = onForm(formSlot(1000).slot)
    render(<Palette open onClose={() => undefined} ctx={ctx} registry={appRegistry} initialCommandId={null} />)
    await user.type(screen.getByRole('combobox'), 'run search')
    const row = screen.getAllByRole('option').find((option) => option.getAttribute('data-command') === 'search.run')!
    expect(row.querySelector('[data-detail]')?.textContent).toBe('At most 300 credits · 700 credits left after')
    const others = screen.getAllByRole('option').filter((option) => option !== row)
    expect(others.every((option) => option.querySelector('[data-detail]') === null)).toBe(true)
  })
})

/** The form in the shell, its balance answered by GET /api/user-limits. */
function showForm(credits: number) {
  const server = stubFetch((url) => ({ body: url.startsWith('/api/user-limits') ? { credits } : { data: [] } }))
  vi.stubGlobal('fetch', server.fetchStub)
  const { openPalette: _p, openCheatSheet: _c, calls, ...base } = commandContext({ modules: ['leads', 'wallet'] })
  renderAt(
    <CommandShell base={base}>
      <SearchForm initialType="people" />
      <ToastList />
    </CommandShell>,
  )
  return { calls }
}
const figures = () =>
  Object.fromEntries(within(screen.getByTestId('search-cost')).getAllByRole('definition').map((dd) => [dd.previousElementSibling?.textContent ?? '', dd.textContent]))

describe('the new-search form’s cost', () => {
  it('shows the most the search costs, the balance and the balance after, and follows the limit', async () => {
    showForm(1000)
    await waitFor(() => expect(screen.getByTestId('search-cost')).toBeTruthy())
    expect(figures()).toEqual({ 'At most': '300 credits', 'Your balance': '1,000 credits', 'Balance after': '700 credits' })
    expect(screen.getByTestId('search-cost').textContent).toContain('3 credits per result with contact data; results without it cost nothing.')
    fireEvent.change(screen.getByLabelText('Maximum results'), { target: { value: '10' } })
    expect(figures()).toEqual({ 'At most': '30 credits', 'Your balance': '1,000 credits', 'Balance after': '970 credits' })
    expect(screen.queryByRole('status')).toBeNull()
    expect(document.querySelector('[data-command="wallet.openTopUp"]')).toBeNull()
  })

  it('says how far a short balance goes before the search starts, and offers the top-up', async () => {
    const { calls } = showForm(60)
    await waitFor(() => expect(screen.getByTestId('search-cost')).toBeTruthy())
    expect(within(screen.getByTestId('search-cost')).getByRole('status').textContent).toBe('Your balance covers 20 results of the 100 asked for: the search stops there.')
    const topUp = document.querySelector<HTMLButtonElement>('[data-command="wallet.openTopUp"]')!
    await act(async () => void fireEvent.click(topUp))
    await waitFor(() => expect(calls).toContain('navigate:/settings/wallet?buy=1'))
  })

  it('makes the run command unavailable and says to top up when the balance covers no result', async () => {
    showForm(0)
    await waitFor(() => expect(screen.getByTestId('search-cost')).toBeTruthy())
    expect(within(screen.getByTestId('search-cost')).getByRole('status').textContent).toBe('Your balance does not cover one result. Top up to search.')
    expect(document.querySelector('[data-command="search.run"]')!.getAttribute('aria-disabled')).toBe('true')
  })
})
