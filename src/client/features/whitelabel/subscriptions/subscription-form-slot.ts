import { useMemo, useRef } from 'react'
import { wlSubscriptionFormSlot } from '../../../../../commands/whitelabel-subscriptions'
import type { PageHandler } from '../../../../../commands/page-action'
import { useProvideSlot } from '../../../ui/command-shell'

/** Provides the subscription form's save: the command always runs the latest handler, whatever render it was read from. */
export function useSubscriptionForm(save: PageHandler) {
  const latest = useRef(save)
  latest.current = save
  useProvideSlot(wlSubscriptionFormSlot, useMemo(() => ({ save: () => latest.current() }), []))
}
