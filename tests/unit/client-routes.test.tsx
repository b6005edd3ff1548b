import { cleanup, screen } from '@testing-library/react'
import { parse } from 'regexparam'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http } from '../../src/api/http'
import { clearToken, setToken } from '../../src/api/token'
import { clientFeatures } from '../../src/client/features/index'
import { AppRoutes } from '../../src/client/routes'
import { features } from '../../src/shared/features'
import { CHUNK_RELOAD_KEY, reloadAfterChunkFailure } from '../../src/client/routing/lazy-page'
import { matchRouteDef } from '../../src/client/routing/match-route-def'
import { routes } from '../../src/shared/routes'
import { fakeSessionDeps, renderAt, stubFetch, testUser } from './client-harness'

afterEach(cleanup)

describe('route table bindings', () => {
  it("binds every rendering route to a page of its own feature's manifest, and redirecting routes to none", () => {
    for (const feature of features) {
      const pages = clientFeatures.find((client) => client.id === feature.id)?.pages ?? {}
      const rendering = (feature.routes ?? []).filter((def) => !def.redirect && def.name !== 'home').map((def) => def.name)
      expect(Object.keys(pages).sort(), feature.id).toEqual(rendering.sort())
    }
    expect(routes.length).toBeGreaterThan(100)
  })

  it.each([
    ['/login', 'auth.login', {}],
    ['/lead-search/saved-lists/people-3', 'leadSearch.list', { typeId: 'people-3' }],
    ['/lead-search/saved-lists/people-3/new-search', 'leadSearch.list.newSearch', { typeId: 'people-3' }],
    ['/lead-search/saved-lists/people-3/991', 'leadSearch.list.result', { typeId: 'people-3', resultId: '991' }],
    ['/admin/training-content/history', 'admin.trainingHistory', {}],
    ['/admin/training-content/12/4/edit', 'admin.trainingPageEdit', { id: '12', pageId: '4' }],
  ])('matches %s to %s', (path, name, params) => {
    const match = matchRouteDef(path, parse)
    expect(match?.def.name).toBe(name)
    expect(match?.params).toEqual(params)
  })

  it('matches nothing for an unknown path', () => {
    expect(matchRouteDef('/no/such/page', parse)).toBeNull()
  })
})

describe('guards', () => {
  it('sends a signed-out visitor of a main page to login', async () => {
    const { location } = renderAt(<AppRoutes />, { path: '/profile-settings/profile' })
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy()
    expect(location.history.at(-1)).toBe('/login')
  })

  it('shows a loading state, not the login page, while a stored token is being checked', async () => {
    let answer: (u: typeof testUser) => void = () => undefined
    const deps = fakeSessionDeps({ me: () => new Promise((resolve) => (answer = resolve)) })
    renderAt(<AppRoutes />, { path: '/profile-settings/profile', token: 'stored', deps })
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull()
    answer(testUser)
    expect(await screen.findByRole('heading', { name: 'Personal details' }, { timeout: 3000 })).toBeTruthy()
  })

  it('lands a restored user on the first module of the sidebar', async () => {
    const { location } = renderAt(<AppRoutes />, { path: '/', token: 'stored' })
    expect(await screen.findByRole('heading', { name: 'New search' }, { timeout: 3000 })).toBeTruthy()
    expect(location.history.at(-1)).toBe('/lead-search/new-search')
    expect(screen.getByRole('link', { name: /Lead search/ }).getAttribute('aria-current')).toBe('page')
  })

  it('sends a user without the admin module away from admin pages', async () => {
    const { location } = renderAt(<AppRoutes />, { path: '/admin/mail', token: 'stored' })
    await screen.findByRole('heading', { name: 'New search' }, { timeout: 3000 })
    expect(screen.queryByRole('heading', { name: 'Mail outbox' })).toBeNull()
    expect(location.history.at(-1)).toBe('/lead-search/new-search')
  })

  it('shows the not-found page for an unknown path', async () => {
    renderAt(<AppRoutes />, { path: '/no/such/page' })
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})

describe('chunk load failure', () => {
  let assigned: string[] = []
  beforeEach(() => {
    assigned = []
    sessionStorage.clear()
    window.history.replaceState(null, '', '/lead-search/saved-lists')
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, pathname: '/lead-search/saved-lists', search: '', hash: '', assign: (to: string) => assigned.push(to) } })
  })

  it('reloads the target path once, then lets the second failure through', async () => {
    void reloadAfterChunkFailure(new Error('chunk'))
    expect(assigned).toEqual(['/lead-search/saved-lists'])
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('/lead-search/saved-lists')
    await expect(reloadAfterChunkFailure(new Error('chunk again'))).rejects.toThrow('chunk again')
    expect(assigned).toHaveLength(1)
  })
})

describe('session expiry', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    clearToken()
  })

  it('ends the session and goes to login when a signed-in call answers 401', async () => {
    const deps = { ...fakeSessionDeps(), navigate: (to: string) => location.navigate(to) }
    const { location } = renderAt(<AppRoutes />, { path: '/profile-settings/profile', token: 'stored', deps })
    await screen.findByRole('heading', { name: 'Personal details' }, { timeout: 3000 })
    setToken('stored')
    const { fetchStub } = stubFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }))
    vi.stubGlobal('fetch', fetchStub)
    await http('/api/user-limits').catch(() => undefined)
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 3000 })).toBeTruthy()
    expect(location.history.at(-1)).toBe('/login')
  })
})
