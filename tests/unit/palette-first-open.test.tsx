import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, expect, it } from 'vitest'
import { knownListsSlot } from '../../commands/list-slot'
import { CommandShell, useProvideSlot } from '../../src/client/ui/command-shell'
import { commandContext } from './support/command-context'

// Its own file: the palette's module must not have been loaded by an earlier test, as on a page's first open.
afterEach(cleanup)

let setLists: (lists: []) => void = () => undefined
function PageWithSlot() {
  const [lists, set] = useState<[]>([])
  setLists = set
  useProvideSlot(knownListsSlot, lists)
  return null
}

it('keeps what was typed in a palette opened before its code had loaded when the page then updates its slots', async () => {
  const user = userEvent.setup()
  const { openPalette: _p, openCheatSheet: _c, calls: _calls, ...base } = commandContext({ modules: ['leads'] })
  render(<CommandShell base={base}><PageWithSlot /></CommandShell>)
  act(() => void fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true, metaKey: /Mac/.test(navigator.platform) }))
  const input = await screen.findByRole('combobox', { name: 'Command palette' })
  await user.type(input, 'saved')
  // A page's data arrives: the shell re-renders with the new slot value.
  act(() => setLists([]))
  expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Command palette' }).value).toBe('saved')
})
