import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { wlSubscriptionActionsSlot, type SubscriptionScope, type WlSubscriptionActions } from '../../../../../commands/whitelabel-subscriptions'
import { packagesQuery } from '../../../../api/wl-packages'
import { bulkErrorsCsv, dryRunBulk, exportSubscriptions, runSubscriptionAction, startBulk, subscriptionKeys } from '../../../../api/wl-subscriptions'
import { useProvideSlot } from '../../../ui/command-shell'

/** Saves a CSV the browser downloads under `name`. */
export function saveCsv(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

const scopeBody = (scope: SubscriptionScope) => ('ids' in scope ? { ids: scope.ids } : { filter: scope.filter })

/**
 * The subscription actions of the commands (commands/whitelabel-subscriptions.ts) on the subscriptions screens. Each
 * change refreshes every cached subscriptions table, subscription and history; a started bulk job becomes `jobId`,
 * whose progress the page shows.
 */
export function useSubscriptionActions() {
  const queryClient = useQueryClient()
  const packages = useQuery(packagesQuery())
  const [jobId, setJobId] = useState<number | null>(null)
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }), [queryClient])
  const choices = useMemo(() => packages.data?.filter((p) => p.status !== 'archived').map((p) => ({ id: p.id, name: p.name })) ?? null, [packages.data])

  const actions = useMemo<WlSubscriptionActions>(
    () => ({
      run: async (id, action) => {
        await runSubscriptionAction(id, action)
        await refresh()
      },
      dryRun: (scope, action, values) => dryRunBulk({ action, ...scopeBody(scope), ...values }),
      startBulk: async (scope, action, values) => {
        const answer = await startBulk({ action, ...scopeBody(scope), ...values })
        setJobId(answer.data.id)
        return { repeated: answer.repeated }
      },
      exportCsv: async (scope) => saveCsv(await exportSubscriptions(scopeBody(scope)), 'subscriptions.csv'),
      downloadErrors: jobId === null ? null : async () => saveCsv(await bulkErrorsCsv(jobId), `subscriptions-bulk-${jobId}-errors.csv`),
      packages: choices,
    }),
    [refresh, jobId, choices],
  )
  useProvideSlot(wlSubscriptionActionsSlot, actions)
  return { jobId, refresh }
}
