import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from '../../src/client/features/admin-content/throttle'
import { EDITOR_CHANGE_MS } from '../../src/client/features/admin-content/rich-text-editor'

describe('the editor change throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reports the first change at once and then at most once per 300 ms, always ending on the last change', () => {
    expect(EDITOR_CHANGE_MS).toBe(300)
    const seen: string[] = []
    const report = throttle((html: string) => void seen.push(html), EDITOR_CHANGE_MS)
    report('a')
    expect(seen).toEqual(['a'])
    for (const html of ['ab', 'abc', 'abcd']) {
      vi.advanceTimersByTime(50)
      report(html)
    }
    expect(seen).toEqual(['a'])
    vi.advanceTimersByTime(149)
    expect(seen).toEqual(['a'])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual(['a', 'abcd'])
    report('abcde')
    vi.advanceTimersByTime(299)
    expect(seen).toEqual(['a', 'abcd'])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual(['a', 'abcd', 'abcde'])
  })

  it('keeps 300 ms between reports over a long burst of typing', () => {
    const at: number[] = []
    const report = throttle(() => void at.push(Date.now()), EDITOR_CHANGE_MS)
    const start = Date.now()
    for (let i = 0; i < 100; i++) {
      report()
      vi.advanceTimersByTime(20)
    }
    vi.advanceTimersByTime(1_000)
    const gaps = at.slice(1).map((t, i) => t - at[i]!)
    expect(at[0]).toBe(start)
    expect(gaps.every((gap) => gap >= EDITOR_CHANGE_MS)).toBe(true)
    expect(at.length).toBeLessThanOrEqual(Math.ceil((100 * 20) / EDITOR_CHANGE_MS) + 1)
  })

  it('flush delivers a pending change at once (a save reads it), and cancel drops it', () => {
    const seen: string[] = []
    const report = throttle((html: string) => void seen.push(html), EDITOR_CHANGE_MS)
    report('one')
    report('two')
    report.flush()
    expect(seen).toEqual(['one', 'two'])
    report.flush()
    expect(seen).toEqual(['one', 'two'])
    vi.advanceTimersByTime(EDITOR_CHANGE_MS)
    report('three')
    report('four')
    report.cancel()
    vi.advanceTimersByTime(1_000)
    expect(seen).toEqual(['one', 'two', 'three'])
  })
})
