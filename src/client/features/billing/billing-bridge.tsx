import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { billingSlot, type BillingSlot } from '../../../../commands/billing'
import { openBillingPortal } from '../../../api/billing'
import { useProvideSlot } from '../../ui/command-shell'

/** Leaves for a provider's hosted portal; the local provider's page is one of ours, reached without a reload. */
export function goToPortal(url: string, navigate: (to: string) => void, leave: (url: string) => void = (to) => window.location.assign(to)): void {
  if (url.startsWith('/')) navigate(url)
  else leave(url)
}

/** Mounted on every signed-in page: "Open billing portal" asks the server where the portal is and goes there. */
export default function BillingBridge() {
  const [, navigate] = useLocation()
  const value = useMemo<BillingSlot>(
    () => ({
      openPortal: async () => {
        const session = await openBillingPortal()
        goToPortal(session.url, (to) => navigate(to, { replace: true }))
      },
    }),
    [navigate],
  )
  useProvideSlot(billingSlot, value)
  return null
}
