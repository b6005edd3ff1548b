import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSearch } from 'wouter'
import { usageHistoryMoreSlot } from '../../../../../commands/whitelabel-subscriptions'
import { usageHistoryQuery } from '../../../../api/wl-subscriptions'
import { useLocale, useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { useProvideSlot } from '../../../ui/command-shell'
import { formatDateTime } from '../../../ui/intl-format'
import { LoadingState } from '../../../ui/loading-state'
import { pageStyles } from '../../../ui/page-styles'

/** A history row's source in words: the reseller, the inbound API, the schedule, a bulk job or a provider's event. */
function sourceOf(source: string, t: (key: string, params?: Record<string, unknown>) => string): string {
  const bulk = /^bulk:(\d+)$/.exec(source)
  if (bulk) return t('wlSubs.history.sources.bulk', { id: bulk[1] })
  return ['user', 'inbound', 'schedule'].includes(source) ? t(`wlSubs.history.sources.${source}`) : source
}

/**
 * whitelabel/subscriptions/usage-history: every change to the reseller's subscriptions, newest first, or one
 * subscription's (`?subscription=<id>`, where its history command leads).
 */
export default function UsageHistoryPage() {
  const t = useT()
  const { locale } = useLocale()
  const search = useSearch()
  const raw = new URLSearchParams(search).get('subscription') ?? ''
  const subscriptionId = /^\d{1,9}$/.test(raw) ? Number(raw) : undefined
  const history = useInfiniteQuery(usageHistoryQuery(subscriptionId))
  const rows = useMemo(() => history.data?.pages.flatMap((page) => page.data) ?? [], [history.data])
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history
  const more = useMemo(() => (hasNextPage && !isFetchingNextPage ? { more: async () => void (await fetchNextPage()) } : { more: undefined }), [hasNextPage, isFetchingNextPage, fetchNextPage])
  useProvideSlot(usageHistoryMoreSlot, more)
  return (
    <section className={pageStyles.page} aria-labelledby="wl-usage-history-title">
      <header className={pageStyles.header}>
        <h2 id="wl-usage-history-title">{t('routes.whitelabel_usageHistory')}</h2>
        <CommandButton id="nav.whitelabel.subscriptions">{t('routes.whitelabel_subscriptions')}</CommandButton>
      </header>
      {history.isError ? <p className={pageStyles.notice} data-tone="danger">{t('wlSubs.page.failed')}</p> : null}
      {history.isPending ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <p className={pageStyles.muted}>{t('wlSubs.history.empty')}</p>
      ) : (
        <table className={pageStyles.table}>
          <caption className={pageStyles.muted}>{subscriptionId ? t('wlSubs.history.captionOne') : t('wlSubs.history.captionAll')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wlSubs.history.when')}</th>
              <th scope="col">{t('wlSubs.columns.customer')}</th>
              <th scope="col">{t('wlSubs.columns.package')}</th>
              <th scope="col">{t('wlSubs.history.action')}</th>
              <th scope="col">{t('wlSubs.history.change')}</th>
              <th scope="col">{t('wlSubs.history.source')}</th>
              <th scope="col">{t('wlSubs.history.actor')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <time dateTime={row.created_at}>{formatDateTime(row.created_at, locale)}</time>
                </td>
                <td>{row.customer || row.email}</td>
                <td>{row.package}</td>
                <td>{t(`wlSubs.history.actions.${row.action}`)}</td>
                <td>{row.from_status && row.to_status && row.from_status !== row.to_status ? t('wlSubs.history.fromTo', { from: t(`wlSubs.status.${row.from_status}`), to: t(`wlSubs.status.${row.to_status}`) }) : row.to_status ? t(`wlSubs.status.${row.to_status}`) : ''}</td>
                <td>{sourceOf(row.source, t)}</td>
                <td>{row.actor ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {more.more ? (
        <div className={pageStyles.row}>
          <CommandButton id="whitelabel.usageHistory.more" />
        </div>
      ) : null}
    </section>
  )
}
