/**
 * The CSV export on PGlite (the embedded default, no COPY to a stream): the export's keyset batches through
 * csv-stringify on a 100k-result list, against PGlite's own `COPY (the same columns unescaped) TO '/dev/blob'` of the
 * same rows, which builds the whole file in memory at once (a speed reference, not a way to stream), with the heap
 * the export still holds after it (streamed: about nothing).
 */
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/client'
import { accounts, campaigns } from '../../src/server/db/schema'
import { forAccount } from '../../src/server/db/tenant-scope'
import { exportCsv, exportStatement } from '../../src/server/modules/results/csv-export'

const ROWS = Number(process.env.CSV_PGLITE_ROWS ?? 100_000)

export async function benchCsvPglite(log: (line: string) => void = console.log) {
  const handle = await openDatabase({ pgliteDir: 'memory://' })
  try {
    const { db, pglite } = handle
    if (!pglite) throw new Error('expected PGlite')
    const [account] = await db.insert(accounts).values({ name: 'Bench' }).returning({ id: accounts.id })
    const [list] = await db.insert(campaigns).values({ accountId: account.id, name: 'Bench 100k', type: 'industry' }).returning()
    await db.execute(sql`insert into lead_results (account_id, campaign_id, type, position, key, name, email, email_state, phone, website, city, country, fields, created_at)
      select ${account.id}, ${list.id}, 'industry', g, 'gen-' || g, 'Lead ' || lpad(g::text, 7, '0'),
        case when g % 3 = 0 then 'lead' || g || '@example.com' end,
        case when g % 3 = 0 then 'email_found' when g % 5 = 0 then 'potential_emails_found' else 'no_email_found' end,
        '+1 555 ' || g, 'https://lead' || g || '.example.com', case when g % 2 = 0 then 'Berlin' else 'Paris' end, 'DE',
        jsonb_build_object('category', 'Dentist', 'rating', (g % 5) + 1, 'reviews', g % 97, 'street', 'Main St ' || g),
        timestamptz '2024-01-01 00:00:00+00' + make_interval(secs => g)
      from generate_series(1, ${ROWS}) as g`)
    await db.execute(sql`analyze lead_results`)
    const scope = forAccount(db, account.id)
    const ref = { id: list.id, type: 'industry' as const }
    const blobStatement = (await exportStatement(db, scope, ref, { scope: 'all' }, false)).replace('TO STDOUT WITH (FORMAT csv, HEADER false)', `TO '/dev/blob' WITH (FORMAT csv, HEADER true)`)
    const measure = async (fn: () => Promise<number>) => {
      global.gc?.()
      const heap = process.memoryUsage().heapUsed
      const start = performance.now()
      const bytes = await fn()
      const seconds = (performance.now() - start) / 1000
      // What is still held after a collection (run with --expose-gc; without it the growth includes garbage).
      global.gc?.()
      return { seconds, bytes, heapGrowth: process.memoryUsage().heapUsed - heap }
    }
    const ours = () =>
      measure(async () => {
        let bytes = 0
        for await (const chunk of exportCsv(db, scope, { ...ref, name: list.name }, { scope: 'all' }).chunks) bytes += chunk.length
        return bytes
      })
    const blob = () => measure(async () => (await pglite.query(blobStatement)).blob?.size ?? 0)
    const ourRuns = []
    const blobRuns = []
    for (let i = 0; i < 3; i++) {
      ourRuns.push(await ours())
      blobRuns.push(await blob())
    }
    const best = (runs: { seconds: number }[]) => Math.min(...runs.map((r) => r.seconds))
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1)
    const rate = (seconds: number) => Math.round(ROWS / seconds).toLocaleString('en')
    log(
      `CSV export of ${ROWS.toLocaleString('en')} (PGlite, keyset batches): ours ${rate(best(ourRuns))} rows/s (${mb(ourRuns[0].bytes)} MB, heap held after ${mb(Math.max(...ourRuns.map((r) => r.heapGrowth)))} MB); ` +
        `COPY of the same columns unescaped TO '/dev/blob' ${rate(best(blobRuns))} rows/s (${mb(blobRuns[0].bytes)} MB, the whole file in memory at once), ratio ${(best(blobRuns) / best(ourRuns)).toFixed(2)}`,
    )
  } finally {
    await handle.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCsvPglite()
