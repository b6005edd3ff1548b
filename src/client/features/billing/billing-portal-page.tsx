import { useEffect, useRef, useState } from 'react'
import { billingSlot } from '../../../../commands/billing'
import { useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { useRunCommand, useSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { Panel } from '../../ui/panel'

/**
 * /billing-portal: runs "Open billing portal" once the bridge is there, which leaves for the portal. When that
 * fails (the command shows why), the page offers the command again.
 */
export default function BillingPortalPage() {
  const t = useT()
  const run = useRunCommand()
  const bridge = useSlot(billingSlot)
  const started = useRef(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!bridge || started.current) return
    started.current = true
    void run('billing.openPortal', undefined, 'api').then((result) => {
      if (!result.ok) setFailed(true)
    })
  }, [bridge, run])

  return (
    <Panel aria-labelledby="billing-portal-title">
      <h2 id="billing-portal-title">{failed ? t('billing.portal.failed') : t('billing.portal.opening')}</h2>
      {failed ? <CommandButton id="billing.openPortal" variant="primary" /> : <LoadingState />}
    </Panel>
  )
}
