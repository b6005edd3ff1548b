/**
 * Results and CSV on a 1M-result list on PostgreSQL, each against a raw baseline measured in the same run:
 *   (a) the results service (POST /api/{type}-results/{id}) vs the same SQL sent raw (goal <= 1.5x)
 *   (b) a cursor page 50,000 rows deep vs page 1 (goal <= 1.5x)
 *   (c) CSV export rows/s through the export service vs a bare `COPY (the same columns unescaped) TO STDOUT` (goal >= 0.9x)
 *       and vs `COPY (select *) TO STDOUT`, with peak memory; then the PGlite path (keyset batches) on 100k rows vs a
 *       `COPY ... TO '/dev/blob'` of the same columns (see csv-pglite.bench.ts)
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { resultFilter } from '../../src/shared/leads/filters'
import { validate } from '../../src/shared/validate'
import { openDatabase } from '../../src/server/db/client'
import { accounts, campaigns } from '../../src/server/db/schema'
import { forAccount } from '../../src/server/db/tenant-scope'
import { exportCsv, exportStatement } from '../../src/server/modules/results/csv-export'
import { queryResults } from '../../src/server/modules/results/result-page'
import { benchPostgres } from './throwaway-postgres'

const ROWS = 1_000_000
const DEEP = 50_000

const filterOf = (raw: object) => {
  const r = validate(resultFilter, raw)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.value
}

async function medianMs(runs: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = performance.now()
    await fn()
    times.push(performance.now() - t)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]
}

export async function benchResultsDatabase(log: (line: string) => void = console.log) {
  const server = await benchPostgres()
  if ('skip' in server) return log(`results/CSV benchmarks skipped: ${server.skip}`)
  const admin = new pg.Client({ connectionString: server.url })
  const dbName = `bench_${process.pid}`
  try {
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`)
    await admin.query(`CREATE DATABASE ${dbName}`)
    const url = new URL(server.url)
    url.pathname = `/${dbName}`
    const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' })
    const raw = new pg.Pool({ connectionString: url.toString(), max: 4 })
    try {
      await runBenchmarks(handle.db, raw, log)
    } finally {
      await raw.end()
      await handle.close()
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`).catch(() => {})
    await admin.end()
    server.stop()
  }
}

async function runBenchmarks(db: Awaited<ReturnType<typeof openDatabase>>['db'], raw: pg.Pool, log: (line: string) => void) {
  const [account] = await db.insert(accounts).values({ name: 'Bench' }).returning({ id: accounts.id })
  const [list] = await db.insert(campaigns).values({ accountId: account.id, name: 'Bench 1M', type: 'industry' }).returning()
  let t = performance.now()
  // Building the indexes once after the load is several times faster than maintaining them row by row.
  const { rows: indexes } = await raw.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes where tablename = 'lead_results' and indexname <> 'lead_results_pkey'`,
  )
  for (const index of indexes) await raw.query(`drop index ${index.name}`)
  await db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, email, email_state, phone, website, city, country, fields, created_at)
    select ${account.id}, ${list.id}, 'industry', g, 'gen-' || g, 'Lead ' || lpad(g::text, 7, '0'),
      case when g % 3 = 0 then 'lead' || g || '@example.com' end,
      case when g % 3 = 0 then 'email_found' when g % 5 = 0 then 'potential_emails_found' else 'no_email_found' end,
      '+1 555 ' || g, 'https://lead' || g || '.example.com', case when g % 2 = 0 then 'Berlin' else 'Paris' end, 'DE',
      jsonb_build_object('category', 'Dentist', 'rating', (g % 5) + 1, 'reviews', g % 97, 'street', 'Main St ' || g),
      timestamptz '2024-01-01 00:00:00+00' + make_interval(secs => g)
    from generate_series(1, ${ROWS}) as g`)
  for (const index of indexes) await raw.query(index.def)
  await db.execute(sql`vacuum analyze lead_results`)
  log(`results bench: filled ${ROWS.toLocaleString('en')} results in ${((performance.now() - t) / 1000).toFixed(1)} s`)

  const scope = forAccount(db, account.id)
  const ref = { id: list.id, type: 'industry' as const }

  // (a) the service against the same statements sent raw (page + count, in parallel as the service sends them).
  for (const [label, filter, rawPage, rawCount] of [
    ['page 1, no filter', {}, `select * from lead_results where account_id = $1 and campaign_id = $2 order by id asc limit 21`, `select count(*) from lead_results where account_id = $1 and campaign_id = $2`],
    [
      'page 1, e-mail found, sorted by name',
      { withEmail: 1, sort: { field: 'name', direction: 'asc' } },
      `select * from lead_results where account_id = $1 and campaign_id = $2 and email_state = 'email_found' order by coalesce(name, '') asc, id asc limit 21`,
      `select count(*) from lead_results where account_id = $1 and campaign_id = $2 and email_state = 'email_found'`,
    ],
  ] as const) {
    const ours = await medianMs(15, () => queryResults(db, scope, ref, filterOf(filter)))
    const base = await medianMs(15, () => Promise.all([raw.query(rawPage, [account.id, list.id]), raw.query(rawCount, [account.id, list.id])]))
    log(`results query (${label}) on 1M: service ${ours.toFixed(2)} ms, raw SQL ${base.toFixed(2)} ms, ratio ${(ours / base).toFixed(2)} (goal <= 1.5)`)
  }

  // (b) a cursor page 50,000 rows deep against page 1, through the service; then the page statement alone.
  let cursor: string | null = null
  for (let seen = 0; seen < DEEP; seen += 500) cursor = (await queryResults(db, scope, ref, filterOf({ limit: 500, ...(cursor ? { cursor } : {}) }))).next_cursor
  const deepFilter = filterOf({ limit: 20, cursor })
  const firstFilter = filterOf({ limit: 20 })
  const deep = await medianMs(15, () => queryResults(db, scope, ref, deepFilter))
  const first = await medianMs(15, () => queryResults(db, scope, ref, firstFilter))
  log(`results page ${DEEP.toLocaleString('en')} rows deep (cursor) vs page 1, service with total: ${deep.toFixed(2)} ms vs ${first.toFixed(2)} ms, ratio ${(deep / first).toFixed(2)} (goal <= 1.5)`)
  const pageOnly = (extra: string, params: unknown[]) => () => raw.query(`select * from lead_results where account_id = $1 and campaign_id = $2 ${extra}`, params)
  const lastId = (await raw.query(`select id from lead_results where campaign_id = $1 order by id offset ${DEEP - 1} limit 1`, [list.id])).rows[0].id
  const keyset = await medianMs(15, pageOnly('and id > $3 order by id limit 21', [account.id, list.id, lastId]))
  const offset = await medianMs(15, pageOnly(`order by id limit 21 offset ${DEEP}`, [account.id, list.id]))
  const page1 = await medianMs(15, pageOnly('order by id limit 21', [account.id, list.id]))
  log(`results page statement alone: keyset ${DEEP.toLocaleString('en')} deep ${keyset.toFixed(2)} ms, page 1 ${page1.toFixed(2)} ms, ratio ${(keyset / page1).toFixed(2)}; OFFSET ${DEEP.toLocaleString('en')} ${offset.toFixed(2)} ms`)

  // (c) CSV export rows/s against bare COPYs of the same rows, with memory sampled while it streams.
  const bareCopy = (statement: string) => async () => {
    const client = await raw.connect()
    try {
      let bytes = 0
      for await (const chunk of client.query(copyTo(statement))) bytes += (chunk as Buffer).length
      return bytes
    } finally {
      client.release()
    }
  }
  // The same cells unescaped (the export's projection without the formula CASE), and every column of the table as stored.
  const sameColumns = bareCopy((await exportStatement(db, scope, ref, { scope: 'all' }, false)).replace('HEADER false', 'HEADER true'))
  const everyColumn = bareCopy(`COPY (select * from lead_results where account_id = ${account.id} and campaign_id = ${list.id} order by id) TO STDOUT WITH (FORMAT csv, HEADER true)`)
  const ours = async () => {
    global.gc?.()
    const before = process.memoryUsage()
    const peak = { rss: before.rss, heap: before.heapUsed }
    let bytes = 0
    let chunks = 0
    for await (const chunk of exportCsv(db, scope, { ...ref, name: list.name }, { scope: 'all' }).chunks) {
      bytes += chunk.length
      // Sampled every 64 chunks: memoryUsage() reads /proc and would cost more than the chunk itself.
      if (++chunks % 64 === 0) {
        const m = process.memoryUsage()
        peak.rss = Math.max(peak.rss, m.rss)
        peak.heap = Math.max(peak.heap, m.heapUsed)
      }
    }
    return { bytes, rssGrowth: peak.rss - before.rss, heapGrowth: peak.heap - before.heapUsed }
  }
  const timed = async <T>(fn: () => Promise<T>) => {
    const start = performance.now()
    const value = await fn()
    return { value, seconds: (performance.now() - start) / 1000 }
  }
  // Best of three for each, interleaved, so a burst of load on the machine does not decide the ratio.
  const sameRuns = [] as { value: number; seconds: number }[]
  const starRuns = [] as { value: number; seconds: number }[]
  const ourRuns = [] as { value: Awaited<ReturnType<typeof ours>>; seconds: number }[]
  for (let i = 0; i < 3; i++) {
    sameRuns.push(await timed(sameColumns))
    ourRuns.push(await timed(ours))
    starRuns.push(await timed(everyColumn))
  }
  const best = (runs: { seconds: number }[]) => Math.min(...runs.map((r) => r.seconds))
  const rowsPerSecond = (seconds: number) => Math.round(ROWS / seconds).toLocaleString('en')
  const rssGrowth = Math.max(...ourRuns.map((r) => r.value.rssGrowth))
  const heapGrowth = Math.max(...ourRuns.map((r) => r.value.heapGrowth))
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1)
  log(
    `CSV export of 1M (PostgreSQL, COPY): ours ${rowsPerSecond(best(ourRuns))} rows/s (${mb(ourRuns[0].value.bytes)} MB); ` +
      `bare COPY of the same columns unescaped ${rowsPerSecond(best(sameRuns))} rows/s (${mb(sameRuns[0].value)} MB), ratio ${(best(sameRuns) / best(ourRuns)).toFixed(2)} (goal >= 0.9); ` +
      `bare COPY of select * ${rowsPerSecond(best(starRuns))} rows/s (${mb(starRuns[0].value)} MB), ratio ${(best(starRuns) / best(ourRuns)).toFixed(2)}; ` +
      `peak RSS growth ${mb(rssGrowth)} MB, peak heap growth ${mb(heapGrowth)} MB`,
  )
}
