import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { billingSlot, type BillingSlot } from '../../../../commands/billing'
import { openBillingPortal } from '../../../api/billing'
import { useProvideSlot } from '../../ui/command-shell'

/**
 * Leaves for a provider's hosted portal; the local provider's page is one of ours, reached without a reload. From the
 * /billing-portal page itself the move replaces it in the history, so Back does not open the portal again.
 */
export function goToPortal(url: string, navigate: (to: string, replace: boolean) => void, leave: (url: string, replace: boolean) => void, fromPortalPage: boolean): void {
  if (url.startsWith('/')) navigate(url, fromPortalPage)
  else leave(url, fromPortalPage)
}

const leaveFor = (url: string, replace: boolean) => (replace ? window.location.replace(url) : window.location.assign(url))

/** Mounted on every signed-in page: "Open billing portal" asks the server where the portal is and goes there. */
export default function BillingBridge() {
  const [, navigate] = useLocation()
  const value = useMemo<BillingSlot>(
    () => ({
      openPortal: async () => {
        const session = await openBillingPortal()
        goToPortal(session.url, (to, replace) => navigate(to, { replace }), leaveFor, window.location.pathname === '/billing-portal')
      },
    }),
    [navigate],
  )
  useProvideSlot(billingSlot, value)
  return null
}
