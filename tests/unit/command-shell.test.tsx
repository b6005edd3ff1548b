import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLayoutEffect, useMemo } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { CommandButton } from '../../src/client/ui/command-button'
import { CommandShell, usePaletteSource, useProvideSlot, type PaletteEntry } from '../../src/client/ui/command-shell'
import { savedListsSlot, type SavedListsSlot } from '../../commands/list-slot'
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

/** The saved-lists page as its commands see it, provided in the commit that mounts it. */
function SavedListsPage({ toggled }: { toggled: string[] }) {
  const value = useMemo<SavedListsSlot>(
    () => ({
      selected: [],
      toggleView: () => void toggled.push('toggleView'),
      showState: () => undefined,
      confirm: async () => false,
      archiveLists: async () => undefined,
      deleteLists: async () => undefined,
      openHistory: () => undefined,
    }),
    [toggled],
  )
  useProvideSlot(savedListsSlot, value)
  return null
}

/** A key pressed in the same commit, before the browser paints: as fast as a user who saw the page can be. */
function PressBeforePaint({ keyName }: { keyName: string }) {
  useLayoutEffect(() => void fireEvent.keyDown(document.body, { key: keyName }), [keyName])
  return null
}

describe('CommandShell', () => {
  it('lets a shortcut pressed in the frame a page first shows use what that page provides', () => {
    const toggled: string[] = []
    const { openPalette: _p, openCheatSheet: _c, calls: _calls, ...base } = commandContext({ modules: ['leads'] })
    const { rerender } = render(<CommandShell base={base}>{null}</CommandShell>)
    // The shell has bound its keys; the page arrives, and the key comes before the frame that shows it is painted.
    rerender(<CommandShell base={base}><SavedListsPage toggled={toggled} /><PressBeforePaint keyName="v" /></CommandShell>)
    expect(toggled).toEqual(['toggleView'])
  })

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
