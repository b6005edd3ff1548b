import { useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { UsersTable, type UsersSort } from '../../src/client/features/admin-users/users-table'
import { useRowKeyboard } from '../../src/client/ui/table/use-row-keyboard'
import type { AdminUserRow } from '../../src/shared/admin-users/types'
import { strings } from '../../src/shared/admin-users/i18n/en'

/**
 * The page of tests/bench/admin-users-table.bench.ts (`?kind=users&rows=N`): the admin's users table (UsersTable,
 * its real columns: names, plan, modules, role and status words, credits and two dates formatted in the language)
 * with N synthetic users, marked with data-scroller like the lists table's harness.
 */
const plans = [{ id: 1, name: 'Free' }, { id: 2, name: 'Pro' }, null]
const statuses = ['active', 'disabled', 'deleted'] as const
const roles = ['user', 'user', 'user', 'admin', 'super_admin'] as const
const moduleSets = [['leads'], ['leads', 'ai_suggest', 'wallet'], ['admin', 'leads']] as AdminUserRow['modules'][]

function usersOf(count: number): AdminUserRow[] {
  const start = Date.UTC(2024, 0, 1)
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    first_name: `Ada${i + 1}`,
    last_name: `Lovelace${i % 977}`,
    email: `ada${i + 1}@company${i % 977}.example`,
    role: roles[i % roles.length],
    status: statuses[i % 17 === 0 ? 2 : i % 5 === 0 ? 1 : 0],
    account_id: i + 1,
    plan: plans[i % plans.length],
    modules: moduleSets[i % moduleSets.length],
    credits: (i * 37) % 50_000,
    created_at: new Date(start + i * 60_000).toISOString(),
    last_login_at: i % 4 === 0 ? null : new Date(start + i * 90_000).toISOString(),
  }))
}

/** English words from the feature's catalogue, as the app's translator finds them. */
const t = (key: string, params: Record<string, unknown> = {}) => {
  let node: unknown = { adminUsers: strings.adminUsers }
  for (const part of key.split('.')) node = typeof node === 'object' && node ? (node as Record<string, unknown>)[part] : undefined
  const text = typeof node === 'string' ? node : key
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

function Harness(props: { count: number }) {
  const rows = useMemo(() => usersOf(props.count), [props.count])
  const keyboard = useRowKeyboard(useMemo(() => rows.map((row) => row.id), [rows]))
  const [sort, setSort] = useState<UsersSort>({ field: 'created_at', dir: 'desc' })
  return <UsersTable rows={rows} total={rows.length} keyboard={keyboard} sort={sort} onSort={setSort} onOpen={() => undefined} onNearEnd={() => undefined} t={t} locale="en" height="600px" />
}

const params = new URLSearchParams(location.search)
createRoot(document.getElementById('root')!).render(<Harness count={Number(params.get('rows') ?? '1000')} />)
