import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INJECTED_ATTR, getBranding, injectCustomScript, removeChatWidget, removeInjectedScripts, startBranding } from '../../src/client/branding'
import { reportAppError, resetReportedErrors } from '../../src/client/error-reporting'
import { themeVariables } from '../../src/client/theme'
import { defaultBusinessSettings } from '../../src/shared/theme'
import { stubFetch } from './client-harness'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
  resetReportedErrors()
})

describe('white-label branding', () => {
  it('keeps the default look when the settings call fails', async () => {
    const { fetchStub } = stubFetch(() => ({ status: 500, body: { message: 'Server error' } }))
    vi.stubGlobal('fetch', fetchStub)
    const settings = await startBranding('example.test')
    expect(settings).toEqual(defaultBusinessSettings)
  })

  it('applies the domain colours and name, and injects the custom script marked for removal', async () => {
    const { fetchStub, calls } = stubFetch(() => ({
      body: { ...defaultBusinessSettings, name: 'Acme Leads', button_color: '#112233', script: '<div id="chat-root"></div><script>window.__acme = 1</script>' },
    }))
    vi.stubGlobal('fetch', fetchStub)
    await startBranding('acme.localhost')
    expect(calls[0]).toMatchObject({ url: '/api/site-settings', body: { domain: 'acme.localhost' } })
    expect(getBranding().name).toBe('Acme Leads')
    expect(document.title).toBe('Acme Leads')
    expect(document.documentElement.style.getPropertyValue(themeVariables.primary)).toBe('#112233')
    expect(document.querySelectorAll(`[${INJECTED_ATTR}]`)).toHaveLength(2)
    removeInjectedScripts()
    expect(document.querySelectorAll(`[${INJECTED_ATTR}]`)).toHaveLength(0)
  })

  it('removes chat widgets on logout', () => {
    injectCustomScript('<p>keep me out</p>')
    const widget = document.createElement('div')
    widget.id = 'intercom-container'
    document.body.appendChild(widget)
    removeChatWidget()
    expect(document.getElementById('intercom-container')).toBeNull()
  })
})

describe('error reporting', () => {
  it('reports each distinct error once', async () => {
    const { fetchStub, calls } = stubFetch(() => ({ body: {} }))
    vi.stubGlobal('fetch', fetchStub)
    const error = new Error('Cannot read properties of undefined')
    reportAppError(error, 'render')
    reportAppError(error, 'render')
    reportAppError(new Error('Another failure'))
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[0]).toMatchObject({ url: '/api/log-app-error', body: { message: 'Cannot read properties of undefined', info: 'render' } })
  })

  it('swallows a failure of the report itself', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')))
    expect(() => reportAppError(new Error('while offline'))).not.toThrow()
  })
})
