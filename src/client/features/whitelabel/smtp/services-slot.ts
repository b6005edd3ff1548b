import { useMemo, useRef } from 'react'
import { wlServicesPageSlot, type WlServicesPageSlot } from '../../../../../commands/whitelabel-services'
import { useProvideSlot } from '../../../ui/command-shell'

/**
 * Provides the reseller settings slot: each command reads the latest handlers, whatever render it was read from. The
 * optional handlers are offered only while the page passes them (`deliveries` and `templateTitle` likewise).
 */
export function useServicesPage(page: WlServicesPageSlot) {
  const latest = useRef(page)
  latest.current = page
  const has = [Boolean(page.test), Boolean(page.rotate), Boolean(page.redeliver), Boolean(page.preview), Boolean(page.reset)].join()
  const slot = useMemo<WlServicesPageSlot>(
    () => ({
      save: () => latest.current.save(),
      ...(page.test ? { test: () => latest.current.test?.() } : {}),
      ...(page.rotate ? { rotate: () => latest.current.rotate?.() ?? Promise.resolve() } : {}),
      ...(page.redeliver ? { redeliver: (id: number) => latest.current.redeliver?.(id) ?? Promise.resolve() } : {}),
      ...(page.preview ? { preview: () => latest.current.preview?.() } : {}),
      ...(page.reset ? { reset: () => latest.current.reset?.() ?? Promise.resolve() } : {}),
      deliveries: page.deliveries,
      templateTitle: page.templateTitle,
    }),
    [has, page.deliveries, page.templateTitle],
  )
  useProvideSlot(wlServicesPageSlot, slot)
}
