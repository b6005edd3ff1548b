import { useEffect, useSyncExternalStore } from 'react'

/**
 * The brand a public page lends the auth layout while it is shown: a reseller's sales page, opened on the product's
 * own host, is the reseller's from edge to edge (its name or logo beside the card, its page colour), never the
 * product's brand beside the reseller's.
 */
export type LentBrand = { name: string; logo: string | null; background: string; heading: string; text: string }

let lent: LentBrand | null = null
const listeners = new Set<() => void>()

function lend(next: LentBrand | null): void {
  lent = next
  for (const fn of listeners) fn()
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn)
  return () => listeners.delete(fn)
}

const current = () => lent

/** The brand lent to the layout now; null: the site's own. */
export function useLentBrand(): LentBrand | null {
  return useSyncExternalStore(subscribe, current, current)
}

/** Lends `brand` to the layout while the calling page is on screen (null lends nothing). */
export function useLendBrand(brand: LentBrand | null): void {
  useEffect(() => {
    lend(brand)
    return () => lend(null)
  }, [brand])
}
