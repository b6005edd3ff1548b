import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineClientFeature } from '../../src/client/routing/client-feature'
import { lazyPage } from '../../src/client/routing/lazy-page'
import { createScreenPreloader } from '../../src/client/routing/screen-preload'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const parser = (path: string) => {
  const keys: string[] = []
  const pattern = new RegExp(`^${path.replace(/:([a-zA-Z]+)/g, (_, key: string) => (keys.push(key), '([^/]+)'))}/?$`)
  return { pattern, keys }
}

function counted() {
  let loads = 0
  const page = lazyPage(async () => {
    loads++
    return { default: () => <p>Saved lists content</p> }
  })
  return { page, loads: () => loads }
}

describe('screens loaded ahead of a visit', () => {
  it('renders a page whose code is loaded at once, without the Loading fallback', async () => {
    const { page: Page, loads } = counted()
    await Page.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    )
    // Synchronously, in the first commit: React.lazy would show the fallback first.
    expect(screen.queryByText('Loading')).toBeNull()
    expect(screen.getByText('Saved lists content')).toBeTruthy()
    expect(loads()).toBe(1)
  })

  it('shows the fallback for a page not loaded yet, and loads its code once', async () => {
    const { page: Page, loads } = counted()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeTruthy()
    await act(async () => Page.preload())
    expect(await screen.findByText('Saved lists content')).toBeTruthy()
    expect(loads()).toBe(1)
  })

  it('waits for the code of the next screen once, prepares its data on highlight, and loads every screen at idle', async () => {
    const lists = counted()
    const wallet = counted()
    const prefetched: string[] = []
    const feature = defineClientFeature({
      id: 'test',
      pages: { 'leadSearch.savedLists': lists.page, 'settings.wallet': wallet.page },
      prefetch: { 'leadSearch.list': (_client, params) => void prefetched.push(params.typeId), 'settings.wallet': () => void prefetched.push('wallet') },
    })
    const screens = createScreenPreloader([feature], new QueryClient(), parser)
    const waiting = screens.whenReady('/lead-search/saved-lists')
    expect(waiting).toBeInstanceOf(Promise)
    await waiting
    expect(screens.whenReady('/lead-search/saved-lists')).toBeNull()
    // A route with no page of this feature never holds a navigation back.
    expect(screens.whenReady('/nowhere')).toBeNull()
    screens.prepare('/lead-search/saved-lists/people-42')
    expect(prefetched).toEqual(['people-42'])
    expect(wallet.loads()).toBe(0)
    screens.preloadAll(['leadSearch.savedLists', 'settings.wallet'], ['settings.wallet'])
    await vi.waitFor(() => expect(wallet.loads()).toBe(1))
    expect(lists.loads()).toBe(1)
    expect(prefetched).toEqual(['people-42', 'wallet'])
  })

  it('starts the data, then loads one screen per idle period, each after the previous one arrived, once the shown screen has its code', async () => {
    // The browser's idle periods, run by hand: each is told how much time it has left.
    const idle: ((deadline: IdleDeadline) => void)[] = []
    vi.stubGlobal('requestIdleCallback', (work: (deadline: IdleDeadline) => void) => idle.push(work))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const runIdle = (remaining: number) => idle.shift()!({ didTimeout: false, timeRemaining: () => remaining })
    const arrivals: (() => void)[] = []
    const loads: string[] = []
    const gated = (name: string) =>
      lazyPage(() => {
        loads.push(name)
        return new Promise((resolve) => arrivals.push(() => resolve({ default: () => <p>{name}</p> })))
      })
    const prefetched: string[] = []
    const feature = defineClientFeature({
      id: 'test',
      pages: { a: gated('a'), b: gated('b'), c: gated('c') },
      prefetch: { b: () => void prefetched.push('b') },
    })
    const screens = createScreenPreloader([feature], new QueryClient(), parser)
    let shown!: () => void
    const cancel = screens.preloadAll(['a', 'b', 'c'], ['b'], new Promise<void>((resolve) => (shown = resolve)))
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
    await settle()
    expect(idle).toHaveLength(0)
    shown()
    await settle()
    // A busy moment (less than a slice left) starts nothing and asks for the next idle period.
    runIdle(2)
    expect(loads).toEqual([])
    runIdle(40)
    expect(prefetched).toEqual(['b'])
    expect(loads).toEqual([])
    await settle()
    runIdle(40)
    expect(loads).toEqual(['a'])
    expect(idle).toHaveLength(0)
    arrivals.shift()!()
    await settle()
    runIdle(40)
    expect(loads).toEqual(['a', 'b'])
    arrivals.shift()!()
    await settle()
    cancel()
    runIdle(40)
    expect(loads).toEqual(['a', 'b'])
  })
})
