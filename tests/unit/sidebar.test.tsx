import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Sidebar } from '../../src/client/layouts/sidebar'
import { moduleSlugs } from '../../src/shared/modules'
import { visibleSidebar } from '../../src/shared/routes'
import { renderAt } from './client-harness'

afterEach(cleanup)

describe('the sidebar', () => {
  it('shows every module the user has, each with an icon and the shortcut that opens it', () => {
    renderAt(<Sidebar modules={moduleSlugs} collapsed={false} />, { path: '/settings/wallet' })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    // Found by name: the name is the label alone (icon and key caps are hidden from assistive technology).
    const names = ['Lead search', 'AI', 'White-label', 'Admin', 'Wallet', 'Settings']
    expect(names.map((name) => within(nav).getByRole('link', { name }))).toEqual(links)
    expect(links).toHaveLength(visibleSidebar(moduleSlugs).length)
    const shortcuts = links.map((link) => link.querySelector('[data-shortcut]')?.getAttribute('data-shortcut'))
    expect(shortcuts).toEqual(['g n', 'g a', 'g b', 'g d', 'g w', 'g s'])
    for (const link of links) {
      expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
      expect(link.querySelector('[data-shortcut]')?.getAttribute('aria-hidden')).toBe('true')
    }
    expect(screen.getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page')
  })

  it('shows only the modules the user holds, and Settings always', () => {
    renderAt(<Sidebar modules={['leads']} collapsed={false} />)
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('data-entry'))).toEqual(['leads', 'settings'])
  })

  it('keeps the icons and names the entries when collapsed, without the shortcut text', () => {
    renderAt(<Sidebar modules={['leads', 'wallet']} collapsed />)
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('title'))).toEqual(['Lead search', 'Wallet', 'Settings'])
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull()
    expect(document.querySelector('[data-shortcut]')).toBeNull()
  })
})
