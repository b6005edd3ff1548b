import { useMemo, useRef } from 'react'
import { wlSettingsPageSlot, type WlSettingsPageSlot } from '../../../../../commands/whitelabel-settings'
import { useProvideSlot } from '../../../ui/command-shell'

/**
 * Provides the payment provider or links page's slot: each command calls the latest handler, whatever render it was
 * read from; a handler is offered only while the page passes it (so "Connect" and "Disconnect" follow the state).
 */
export function useSettingsPage(page: WlSettingsPageSlot) {
  const latest = useRef(page)
  latest.current = page
  const has = [page.saveBilling, page.connectStripe, page.disconnectStripe, page.saveLinks].map(Boolean).join()
  const slot = useMemo<WlSettingsPageSlot>(
    () => ({
      ...(page.saveBilling ? { saveBilling: () => latest.current.saveBilling?.() } : {}),
      ...(page.connectStripe ? { connectStripe: () => latest.current.connectStripe?.() } : {}),
      ...(page.disconnectStripe ? { disconnectStripe: () => latest.current.disconnectStripe?.() ?? Promise.resolve() } : {}),
      ...(page.saveLinks ? { saveLinks: () => latest.current.saveLinks?.() } : {}),
      stripeAccount: page.stripeAccount,
    }),
    [has, page.stripeAccount],
  )
  useProvideSlot(wlSettingsPageSlot, slot)
}
