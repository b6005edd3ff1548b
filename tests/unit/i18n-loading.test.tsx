import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// tests/unit/support/all-strings.ts gives every other test all four languages up front; these tests import a fresh
// copy of the client's i18n module, which starts the way the browser does: with the English core strings only.
type I18nModule = typeof import('../../src/client/i18n')
let i18n: I18nModule

beforeEach(async () => {
  vi.resetModules()
  localStorage.clear()
  i18n = await import('../../src/client/i18n')
})
afterEach(cleanup)

describe('strings loaded on demand', () => {
  it('starts with the English core only; a language part arrives when loaded', async () => {
    expect(i18n.translate('en', 'app.login.title')).toBe('Sign in')
    expect(i18n.translate('en', 'wallet.loadFailed')).toBe('wallet.loadFailed')
    expect(i18n.translate('de', 'app.login.title')).toBe('Sign in')

    await i18n.loadCoreStrings('de')
    expect(i18n.translate('de', 'app.login.title')).toBe('Anmelden')
    expect(i18n.translate('de', 'wallet.loadFailed')).toBe('wallet.loadFailed')

    await i18n.loadAllStrings('de')
    expect(i18n.translate('de', 'wallet.loadFailed')).toBe('Die Wallet konnte nicht geladen werden.')
    expect(i18n.translate('en', 'wallet.loadFailed')).toBe('wallet.loadFailed')
  })

  it('completes the active language for the pages that wait on it', async () => {
    const load = i18n.withAllStrings(Promise.resolve('page'))
    await expect(load).resolves.toBe('page')
    expect(i18n.translate('en', 'wallet.loadFailed')).toBe('The wallet could not be loaded.')
  })

  function Probe() {
    const t = i18n.useT()
    const { locale, setLocale } = i18n.useLocale()
    return (
      <div>
        <p data-testid="text">{t('app.login.title')}</p>
        <button type="button" onClick={() => setLocale('de')}>de</button>
        <button type="button" onClick={() => setLocale('fr')}>fr</button>
        <p data-testid="locale">{locale}</p>
      </div>
    )
  }

  it('switches language once the whole new catalogue is there, and remembers it', async () => {
    render(
      <i18n.I18nProvider>
        <Probe />
      </i18n.I18nProvider>,
    )
    expect(screen.getByTestId('text').textContent).toBe('Sign in')
    act(() => screen.getByRole('button', { name: 'de' }).click())
    await waitFor(() => expect(screen.getByTestId('text').textContent).toBe('Anmelden'))
    expect(document.documentElement.lang).toBe('de')
    expect(localStorage.getItem('locale')).toBe('de')
    // Everything of German is there by the time it shows, area strings included.
    expect(i18n.translate('de', 'wallet.loadFailed')).toBe('Die Wallet konnte nicht geladen werden.')
    expect(i18n.storedLocale()).toBe('de')
  })

  it('keeps the last of two quick switches', async () => {
    render(
      <i18n.I18nProvider>
        <Probe />
      </i18n.I18nProvider>,
    )
    act(() => {
      screen.getByRole('button', { name: 'de' }).click()
      screen.getByRole('button', { name: 'fr' }).click()
    })
    await waitFor(() => expect(screen.getByTestId('text').textContent).toBe('Connexion'))
    // The provider's callback on the German load was registered before this await's: it has run by now.
    await act(() => i18n.loadAllStrings('de'))
    expect(screen.getByTestId('locale').textContent).toBe('fr')
    expect(document.documentElement.lang).toBe('fr')
    expect(localStorage.getItem('locale')).toBe('fr')
  })
})
