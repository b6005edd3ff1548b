import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import MachineLabPage from '../../src/client/features/lab/machine-lab-page'
import { CheatSheet } from '../../src/client/ui/cheat-sheet'
import { CommandButton } from '../../src/client/ui/command-button'
import { CommandShell } from '../../src/client/ui/command-shell'
import { Palette } from '../../src/client/ui/palette/palette'
import { commandContext } from './support/command-context'

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
  it('palette with results and the argument step', { timeout: 60_000 }, async () => {
    const user = userEvent.setup()
    render(<Palette open onClose={() => {}} ctx={commandContext({ modules: ['leads'] })} registry={appRegistry} />)
    await user.type(screen.getByRole('combobox'), 'go to')
    expect(screen.getAllByRole('option').length).toBeGreaterThan(1)
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

/**
 * axe's colour maths on the colours the browser would compute. axe's own color-contrast rule needs a layout (it finds
 * the background by hit-testing), which happy-dom has not: here the background is the nearest painted ancestor's.
 */
function contrastOf(element: Element): number {
  const { Color, getContrast } = (axe as unknown as { commons: { color: AxeColors } }).commons.color
  const parse = (value: string) => {
    const color = new Color()
    color.parseString(value)
    return color
  }
  let painted: Element | null = element
  while (painted && /^(transparent|rgba\(0, 0, 0, 0\))?$/.test(getComputedStyle(painted).backgroundColor)) painted = painted.parentElement
  return getContrast(parse(painted ? getComputedStyle(painted).backgroundColor : '#FFFFFF'), parse(getComputedStyle(element).color))
}
type AxeColor = { parseString(value: string): void }
type AxeColors = { Color: new () => AxeColor; getContrast(bg: AxeColor, fg: AxeColor): number }

describe('a command button shows its sequence shortcut on every button style', () => {
  for (const variant of ['primary', 'secondary', 'ghost', 'link'] as const) {
    it(`${variant}: the "g then w" hint has AA contrast and the button passes axe`, { timeout: 60_000 }, async () => {
      const { openPalette: _p, openCheatSheet: _c, calls: _calls, ...base } = commandContext({ modules: ['wallet'] })
      render(
        <CommandShell base={base}>
          <CommandButton id="nav.settings.wallet" variant={variant} />
        </CommandShell>,
      )
      const button = screen.getByRole('button', { name: 'Go to Wallet' })
      const texts = [...button.querySelectorAll('[data-shortcut="g w"] *')].filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
      expect(texts.map((e) => e.textContent?.trim())).toEqual(['G', 'then', 'W'])
      for (const text of texts) expect(contrastOf(text), `"${text.textContent?.trim()}" on a ${variant} button`).toBeGreaterThanOrEqual(4.5)
      expect(await violations(button)).toEqual([])
    })
  }
})
