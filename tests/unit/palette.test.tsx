import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { Palette } from '../../src/client/ui/palette/palette'
import type { PaletteEntry } from '../../src/client/ui/palette/palette-rows'
import { commandContext, type RecordedContext } from './support/command-context'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

function openPalette(options: Parameters<typeof commandContext>[0] = {}, sources?: PaletteEntry[], given?: RecordedContext) {
  const ctx = given ?? commandContext(options)
  let closed = 0
  const onClose = () => void closed++
  const view = render(<Palette open onClose={onClose} ctx={ctx} registry={appRegistry} sources={sources} />)
  return { ctx, view, closedCount: () => closed, input: screen.getByRole('combobox') }
}

const selectedOption = () => document.querySelector('[role="option"][aria-selected="true"]')

describe('Palette', () => {
  it('is a labelled modal dialog with the search field focused', () => {
    const { input } = openPalette({ modules: ['leads'] })
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy()
    expect(document.activeElement).toBe(input)
  })

  it('filters as you type, moves with the arrows and runs the command with Enter', async () => {
    const user = userEvent.setup()
    const { ctx, input, closedCount } = openPalette({ modules: ['leads'] })
    await user.type(input, 'saved lists')
    const options = screen.getAllByRole('option')
    expect(options[0].textContent).toContain('Go to Saved lists')
    await user.keyboard('{ArrowDown}{ArrowUp}')
    expect(selectedOption()?.textContent).toContain('Go to Saved lists')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(ctx.calls).toEqual(['navigate:/lead-search/saved-lists']))
    expect(closedCount()).toBe(1)
  })

  it('points aria-activedescendant at the selected row while the results change', async () => {
    const user = userEvent.setup()
    const { input } = openPalette({ modules: ['leads'] })
    const activeRow = () => {
      const id = input.getAttribute('aria-activedescendant')
      return id ? document.getElementById(id) : null
    }
    await waitFor(() => expect(activeRow()).toBe(selectedOption()))
    for (const key of 'profile') {
      await user.type(input, key)
      await waitFor(() => expect(activeRow()?.getAttribute('data-selected')).toBe('true'))
    }
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(activeRow()).toBe(selectedOption()))
    expect(activeRow()?.getAttribute('data-command')).not.toBe('nav.profile.profile')
  })

  it('shows the shortcut declared on the command', async () => {
    const user = userEvent.setup()
    const { input } = openPalette({ modules: ['leads'] })
    await user.type(input, 'saved lists')
    const option = screen.getAllByRole('option')[0]
    expect(option.querySelector('[data-shortcut="g l"]')).toBeTruthy()
    expect(within(option).getByText('Navigate')).toBeTruthy()
  })

  it('hides a command that cannot run here, and Enter then runs nothing', async () => {
    const user = userEvent.setup()
    const { ctx, input } = openPalette({ modules: [] })
    await user.type(input, 'machine lab')
    expect(document.querySelector('[data-command="nav.admin.machineLab"]')).toBeNull()
    expect(screen.queryAllByRole('option')).toEqual([])
    expect(screen.getByRole('status').textContent).toBe('No results found.')
    await user.keyboard('{Enter}')
    expect(ctx.calls).toEqual([])
  })

  it('asks for the argument of a command in a second step', async () => {
    const user = userEvent.setup()
    const { ctx, input } = openPalette({ locale: 'en' })
    await user.type(input, 'change language…')
    const first = screen.getAllByRole('option')[0]
    expect(first.textContent).toContain('Change language…')
    await user.keyboard('{Enter}')
    expect(input.getAttribute('placeholder')).toBe('Choose a value for “Change language…”')
    await user.type(input, 'deu')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(ctx.calls).toEqual(['setLocale:de']))
  })

  it('goes back from the second step with Backspace on an empty field', async () => {
    const user = userEvent.setup()
    const { input } = openPalette()
    await user.type(input, 'change language…')
    await user.keyboard('{Enter}')
    expect(screen.getAllByRole('option')).toHaveLength(4)
    await user.keyboard('{Backspace}')
    expect(input.getAttribute('placeholder')).toBe('Type a command, a page or a name…')
  })

  it('includes entries added by pages and runs them with their arguments', async () => {
    const user = userEvent.setup()
    const sources: PaletteEntry[] = [{ key: 'lang:fr', label: 'Parler français', group: 'interface', commandId: 'ui.language', args: 'fr' }]
    const { ctx, input } = openPalette({}, sources)
    await user.type(input, 'parler')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(ctx.calls).toEqual(['setLocale:fr']))
  })

  it('lists every match with no cap, rendering only a window of rows that follows the cursor', async () => {
    const user = userEvent.setup()
    const sources: PaletteEntry[] = Array.from({ length: 5000 }, (_, i) => ({ key: `u:${i}`, label: `User number ${i}`, group: 'admin', commandId: 'ui.palette' }))
    const { input } = openPalette({}, sources)
    await act(async () => {
      fireEvent.change(input, { target: { value: 'user number' } })
    })
    const rendered = screen.getAllByRole('option').length
    expect(rendered).toBeLessThan(30)
    // The list is as tall as 5000 rows; ArrowUp from the first row wraps to the last match, which is then rendered.
    expect((screen.getByRole('listbox').firstElementChild as HTMLElement).style.height).toBe(`${5000 * 52}px`)
    await user.keyboard('{ArrowUp}')
    expect(selectedOption()?.getAttribute('data-row')).toBe('u:4999')
    expect(input.getAttribute('aria-activedescendant')).toBe(selectedOption()?.id)
    expect(screen.getAllByRole('option').length).toBeLessThanOrEqual(rendered)
  })

  it('closes on Escape', async () => {
    const user = userEvent.setup()
    const { closedCount } = openPalette()
    await user.keyboard('{Escape}')
    expect(closedCount()).toBe(1)
  })

  it('shows the texts in the current language', async () => {
    const user = userEvent.setup()
    const { input } = openPalette({ locale: 'de', modules: ['leads'] })
    expect(screen.getByRole('dialog', { name: 'Befehlspalette' })).toBeTruthy()
    await user.type(input, 'gespeicherte')
    expect(screen.getAllByRole('option')[0].textContent).toContain('Gehe zu: Gespeicherte Listen')
  })
})
