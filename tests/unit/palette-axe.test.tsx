import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import MachineLabPage from '../../src/client/features/lab/MachineLabPage'
import { CheatSheet } from '../../src/client/ui/CheatSheet'
import { Palette } from '../../src/client/ui/palette/Palette'
import { commandContext } from './support/commandContext'

afterEach(cleanup)

/** axe's structural WCAG A/AA rules; colour contrast needs real layout and is checked end to end in Chromium. */
async function violations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  })
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
}

describe('accessibility of the command dialogs and the Machine Lab', () => {
  it('palette with results, a dimmed entry and the argument step', { timeout: 60_000 }, async () => {
    const user = userEvent.setup()
    render(<Palette open onClose={() => {}} ctx={commandContext({ modules: ['leads'] })} registry={appRegistry} />)
    await user.type(screen.getByRole('combobox'), 'go to')
    expect(screen.getAllByRole('option').some((o) => o.getAttribute('aria-disabled') === 'true')).toBe(true)
    expect(await violations()).toEqual([])
    await user.clear(screen.getByRole('combobox'))
    await user.type(screen.getByRole('combobox'), 'change language…')
    await user.keyboard('{Enter}')
    expect(await violations()).toEqual([])
  })

  it('cheat sheet', { timeout: 60_000 }, async () => {
    render(<CheatSheet open onClose={() => {}} ctx={commandContext()} registry={appRegistry} />)
    expect(await violations()).toEqual([])
  })
  it('Machine Lab with a waiting actor', { timeout: 60_000 }, async () => {
    const user = userEvent.setup()
    const { container } = render(<MachineLabPage />)
    await user.click(screen.getByRole('button', { name: 'LOGIN' }))
    await screen.findByRole('button', { name: 'Resolve login' })
    expect(await violations(container)).toEqual([])
  })
})
