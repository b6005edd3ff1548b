import { useSyncExternalStore } from 'react'

/** One value outside React that components read and re-render on: `get` and `set` anywhere, `use` in a component. */
export function sharedValue<T>(initial: T) {
  let value = initial
  const listeners = new Set<() => void>()
  const get = () => value
  const subscribe = (fn: () => void) => {
    listeners.add(fn)
    return () => void listeners.delete(fn)
  }
  return {
    get,
    set(next: T) {
      value = next
      for (const fn of listeners) fn()
    },
    use: () => useSyncExternalStore(subscribe, get, get),
  }
}
