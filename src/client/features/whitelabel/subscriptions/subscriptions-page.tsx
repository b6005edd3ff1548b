import { useEffect, useMemo, useState } from 'react'
import {
  subscriptionEditPath,
  wlSubscriptionsSelectionSlot,
  wlSubscriptionTargetSlot,
  type SubscriptionScope,
  type WlSubscriptionsSelection,
} from '../../../../../commands/whitelabel-subscriptions'
import { rowsSlot } from '../../../../../commands/rows'
import type { SubscriptionFilter } from '../../../../shared/whitelabel/subscription-schemas'
import { useLocale, useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { useCommandContext, useProvideSlot } from '../../../ui/command-shell'
import { LoadingState } from '../../../ui/loading-state'
import { pageStyles } from '../../../ui/page-styles'
import { useRowKeyboard } from '../../../ui/table/use-row-keyboard'
import { useDebounced } from '../../admin-users/use-users'
import { BulkJobProgress } from './bulk-job-progress'
import { SubscriptionsFilters, type SubscriptionsFilterFields } from './subscriptions-filters'
import { BulkSelectionBar } from '../../../ui/table/bulk-selection-bar'
import { SubscriptionsTable } from './subscriptions-table'
import { useSubscriptionActions } from './use-subscription-actions'
import { useSubscriptions, type SubscriptionsSort } from './use-subscriptions'

const noFilter: SubscriptionsFilterFields = { q: '', status: '', package: '' }
const newestFirst: SubscriptionsSort = { field: 'start', dir: 'desc' }
/** The bulk commands the selection bar offers, in order. */
const subscriptionBulkActions = ['whitelabel.subscriptions.extend', 'whitelabel.subscriptions.changePackage', 'whitelabel.subscriptions.cancel', 'whitelabel.subscriptions.export']

/** The filter the server applies: the search once typing pauses, empty filters left out. */
export function serverFilter(fields: Omit<SubscriptionsFilterFields, 'q'>, q: string): SubscriptionFilter {
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(fields.status ? { status: fields.status } : {}),
    ...(fields.package ? { package_id: Number(fields.package) } : {}),
  }
}

/**
 * whitelabel/subscriptions: the reseller's customers' subscriptions in a virtualized table, searched, filtered and
 * sorted by the server, keyset page after page as it scrolls. Rows are picked with the keyboard (x or Space, Shift+x)
 * or all N matching at once; the palette's bulk commands act on them, the subscription commands on the focused row.
 */
export default function SubscriptionsPage() {
  const t = useT()
  const { locale } = useLocale()
  const { navigate } = useCommandContext()
  const [fields, setFields] = useState<SubscriptionsFilterFields>(noFilter)
  const [sort, setSort] = useState<SubscriptionsSort>(newestFirst)
  const q = useDebounced(fields.q)
  const { status, package: pkg } = fields
  const filter = useMemo(() => serverFilter({ status, package: pkg }, q), [status, pkg, q])
  const subs = useSubscriptions(filter, sort)
  const keyboard = useRowKeyboard(subs.ids)
  const { dispatch } = keyboard
  const { jobId, refresh } = useSubscriptionActions()

  // A selection belongs to the rows it was made on: another search, filter or order starts a new one.
  useEffect(() => dispatch({ type: 'clear' }), [filter, sort, dispatch])

  const matching = keyboard.state.matching
  const picked = keyboard.selectedIds
  const count = matching ? subs.total : picked.length
  const selection = useMemo<WlSubscriptionsSelection>(() => {
    const scope: SubscriptionScope | null = matching ? { filter } : picked.length ? { ids: picked } : null
    return {
      scope,
      count: matching ? subs.total : picked.length,
      total: subs.total,
      sort,
      setSort: (field, dir) => setSort({ field, dir }),
      selectMatching: () => dispatch({ type: 'selectMatching' }),
      clear: () => dispatch({ type: 'clear' }),
    }
  }, [matching, filter, picked, subs.total, sort, dispatch])
  useProvideSlot(wlSubscriptionsSelectionSlot, selection)
  useProvideSlot(rowsSlot, keyboard.commands)
  const focused = subs.rows[Math.min(keyboard.state.focus, subs.rows.length - 1)]
  const target = useMemo(() => ({ subscription: focused ? { id: focused.id, name: focused.customer || focused.email, status: focused.status } : null }), [focused])
  useProvideSlot(wlSubscriptionTargetSlot, target)

  return (
    <section className={pageStyles.page} aria-labelledby="wl-subscriptions-title">
      <header className={pageStyles.header}>
        <h2 id="wl-subscriptions-title">{t('routes.whitelabel_subscriptions')}</h2>
        <div className={pageStyles.row}>
          <CommandButton id="nav.whitelabel.usageHistory">{t('wlSubs.page.history')}</CommandButton>
          <CommandButton id="whitelabel.subscription.create" variant="primary" />
        </div>
      </header>
      <SubscriptionsFilters value={fields} onChange={setFields} />
      {jobId !== null ? <BulkJobProgress key={jobId} jobId={jobId} onDone={refresh} /> : null}
      <BulkSelectionBar
        total={subs.total}
        count={count}
        matching={matching}
        words="wlSubs.bulk"
        selectMatching="whitelabel.subscriptions.selectMatching"
        clear="whitelabel.subscriptions.clearSelection"
        actions={subscriptionBulkActions}
      />
      {subs.failed ? <p role="alert">{t('wlSubs.page.failed')}</p> : null}
      <SubscriptionsTable
        rows={subs.rows}
        total={subs.total}
        keyboard={keyboard}
        sort={sort}
        onSort={setSort}
        onOpen={(row) => navigate(subscriptionEditPath(row.id))}
        onNearEnd={subs.loadMore}
        t={t}
        locale={locale}
        placeholder={subs.loading ? <LoadingState /> : subs.total === 0 ? <p>{t('wlSubs.page.empty')}</p> : null}
      />
    </section>
  )
}
