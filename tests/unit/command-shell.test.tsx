import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useMemo } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { CommandButton } from '../../src/client/ui/command-button'
import { CommandShell, usePaletteSource, type PaletteEntry } from '../../src/client/ui/command-shell'
import { commandContext } from './support/command-context'

afterEach(cleanup)

const mod: KeyboardEventInit = /Mac|iPod|iPhone|iPad/.test(navigator.platform) ? { metaKey: true } : { ctrlKey: true }

function shell(options: Parameters<typeof commandContext>[0], children: React.ReactNode = null) {
  const { openPalette: _p, openCheatSheet: _c, calls, ...base } = commandContext(options)
  render(<CommandShell base={base}>{children}</CommandShell>)
  return calls
}

function PageWithLists() {
  const entries = useMemo<PaletteEntry[]>(() => [{ key: 'list:7', label: 'Dentists in Berlin', group: 'lists', commandId: 'ui.language', args: 'es' }], [])
  usePaletteSource('lists', entries)
  return null
}

describe('CommandShell', () => {
  it('opens the palette with $mod+k and the cheat sheet with ?', async () => {
    shell({ modules: ['leads'] })
    act(() => void fireEvent.keyDown(document.body, { key: 'k', ...mod }))
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => void fireEvent.keyDown(document.body, { key: '?', shiftKey: true }))
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(sheet.textContent).toContain('Go to Saved lists')
    expect(sheet.querySelector('[data-command="nav.leadSearch.savedLists"] [data-shortcut="g l"]')).toBeTruthy()
  })

  it('runs sequences through executeCommand with the live context', () => {
    const calls = shell({ modules: ['leads'] })
    fireEvent.keyDown(document.body, { key: 'g' })
    fireEvent.keyDown(document.body, { key: 'l' })
    return waitFor(() => expect(calls).toEqual(['navigate:/lead-search/saved-lists']))
  })

  it('unbinds its shortcuts when it unmounts', () => {
    const calls = shell({ modules: ['leads'] })
    cleanup()
    fireEvent.keyDown(document.body, { key: 'g' })
    fireEvent.keyDown(document.body, { key: 'l' })
    expect(calls).toEqual([])
  })

  it('adds the entries pages register to the palette', async () => {
    const user = userEvent.setup()
    const calls = shell({}, <PageWithLists />)
    act(() => void fireEvent.keyDown(document.body, { key: 'k', ...mod }))
    await user.type(await screen.findByRole('combobox'), 'dentists')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(calls).toEqual(['setLocale:es']))
  })
})

describe('CommandButton', () => {
  it('shows the translated title and shortcut and runs the command', async () => {
    const calls = shell({ modules: [] }, <CommandButton id="session.logout" />)
    const button = screen.getByRole('button', { name: /Log out/ })
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Shift+Q')
    fireEvent.click(button)
    await waitFor(() => expect(calls).toEqual(['logout']))
  })

  it('asks in the palette for the argument of a command that takes a chosen one, as its shortcut does', async () => {
    const calls = shell({ modules: [] }, <CommandButton id="ui.language">Language</CommandButton>)
    fireEvent.click(screen.getByRole('button', { name: /Language/ }))
    const palette = await screen.findByRole('dialog', { name: 'Command palette' })
    expect(palette.textContent).toContain('Español')
    expect(calls).toEqual([])
  })
  it('is disabled with the reason as its title when unavailable', () => {
    const calls = shell({ modules: [] }, <CommandButton id="nav.admin.users">Users</CommandButton>)
    const button = screen.getByRole('button', { name: /Users/ })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('title')).toBe('Needs the admin module')
    fireEvent.click(button)
    expect(calls).toEqual([])
  })
})
