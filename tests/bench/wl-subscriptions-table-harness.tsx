import { useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { WlSubscription } from '../../src/api/wl-subscriptions'
import { SubscriptionsTable } from '../../src/client/features/whitelabel/subscriptions/subscriptions-table'
import type { SubscriptionsSort } from '../../src/client/features/whitelabel/subscriptions/use-subscriptions'
import { useRowKeyboard } from '../../src/client/ui/table/use-row-keyboard'
import { wlSubs } from '../../src/shared/whitelabel/i18n/subscriptions-en'
import { subscriptionStatuses } from '../../src/shared/whitelabel/subscriptions'

/**
 * The page of tests/bench/wl-subscriptions-table.bench.ts (`?kind=subscriptions&rows=N`): the reseller's subscriptions
 * table (SubscriptionsTable, its real columns: customer, e-mail, username, package, two dates and a fee formatted in
 * the language, the status word) with N synthetic subscriptions, marked with data-scroller like the lists table's harness.
 */
const packages = ['Starter', 'Growth', 'Agency']
const currencies = ['usd', 'usd', 'eur', 'gbp']
const providers = ['local', 'stripe', 'paykickstart', 'manual'] as const

function subscriptionsOf(count: number): WlSubscription[] {
  const start = Date.UTC(2024, 0, 1)
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    customer_account_id: i + 1,
    customer: `Customer ${i + 1}`,
    email: `owner${i + 1}@agency${i % 977}.example`,
    username: `owner${i + 1}`,
    package_id: (i % packages.length) + 1,
    package: packages[i % packages.length],
    status: subscriptionStatuses[i % subscriptionStatuses.length],
    provider: providers[i % providers.length],
    fee_cents: 900 + ((i * 37) % 20_000),
    currency: currencies[i % currencies.length],
    started_at: new Date(start + i * 60_000).toISOString(),
    ends_at: new Date(start + 365 * 86_400_000 + i * 60_000).toISOString(),
    trial_ends_at: null,
    canceled_at: null,
    managed_manually: false,
  }))
}

/** English words from the feature's catalogue, as the app's translator finds them. */
const t = (key: string, params: Record<string, unknown> = {}) => {
  let node: unknown = { wlSubs }
  for (const part of key.split('.')) node = typeof node === 'object' && node ? (node as Record<string, unknown>)[part] : undefined
  const text = typeof node === 'string' ? node : key
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

function Harness(props: { count: number }) {
  const rows = useMemo(() => subscriptionsOf(props.count), [props.count])
  const keyboard = useRowKeyboard(useMemo(() => rows.map((row) => row.id), [rows]))
  const [sort, setSort] = useState<SubscriptionsSort>({ field: 'start', dir: 'desc' })
  return <SubscriptionsTable rows={rows} total={rows.length} keyboard={keyboard} sort={sort} onSort={setSort} onOpen={() => undefined} onNearEnd={() => undefined} t={t} locale="en" height="600px" />
}

const params = new URLSearchParams(location.search)
createRoot(document.getElementById('root')!).render(<Harness count={Number(params.get('rows') ?? '1000')} />)
