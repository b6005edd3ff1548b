import { useEffect } from 'react'
import { sharedValue } from '../ui/shared-value'

/**
 * The brand a public page lends the auth layout while it is shown: a reseller's sales page, opened on the product's
 * own host, is the reseller's from edge to edge (its name or logo beside the card, its page colour), never the
 * product's brand beside the reseller's.
 */
export type LentBrand = { name: string; logo: string | null; background: string; heading: string; text: string }

const lent = sharedValue<LentBrand | null>(null)

/** The brand lent to the layout now; null: the site's own. */
export function useLentBrand(): LentBrand | null {
  return lent.use()
}

/** Lends `brand` to the layout while the calling page is on screen (null lends nothing). */
export function useLendBrand(brand: LentBrand | null): void {
  useEffect(() => {
    lent.set(brand)
    return () => lent.set(null)
  }, [brand])
}
