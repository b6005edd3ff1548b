import { sql } from 'drizzle-orm'
import pg from 'pg'
import { to as copyTo } from 'pg-copy-streams'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customLabels, resultLabels } from '../../src/server/db/schema'
import { forAccount } from '../../src/server/db/tenant-scope'
import type { PGlite } from '@electric-sql/pglite'
import { cellGuards, exportColumns } from '../../src/server/modules/results/csv-cells'
import { exportCsv, exportStatement } from '../../src/server/modules/results/csv-export'
import { FormulaGuard } from '../../src/server/modules/results/csv-formula-guard'
import { startTestServer, type TestServer } from './harness'
import { createList, seedResults, signedInAccount } from './lead-seed'

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'export-bytes')
})
afterAll(async () => {
  await s?.close()
})

/** Values a spreadsheet could run, phone numbers, numbers, and text CSV must quote, in every column. */
const hostile = [
  '=1+1', '+49 221 1', '+1+cmd|calc', '-3', '-5x', '-1e5', '1e5', '@SUM(A1)', '\tTab', '\rCR', '(555) 010-9999', '+', '-', '+ -', '',
  'Ünïcödé', 'a,"b"\nc', '=', 'plain', '0', '\\.', 'é=x', '+٣', '- 1', '+(1) 2.3-4', '++1', '1+1', '@', '-0.5', '+1e5',
]
const numbers = [-3, 100000, 4.5, -0.25, 0]

/** The rule, written out: a formula start is escaped unless the value is only a phone number, or a number in a number field. */
function escapedByRule(value: string | null, numberField: boolean) {
  if (value === null) return null
  if (!['=', '+', '-', '@', '\t', '\r'].includes(value.charAt(0))) return value
  if (/^[+]?[0-9 ().-]*[0-9][0-9 ().-]*$/.test(value)) return value
  if (numberField && /^-?[0-9]+([.][0-9]+)?([eE][+-]?[0-9]+)?$/.test(value)) return value
  return `'${value}`
}

/** The export's statement as it was before the first character was read with ascii(): `left(col, 1) in (...)`. */
const withLeft = (statement: string) =>
  statement.replace(/ascii\(("x"\."c\d+")\) in \(61, 43, 45, 64, 9, 13\)/g, (_, col: string) => `left(${col}, 1) in ('=', '+', '-', '@', chr(9), chr(13))`)
const selectOf = (statement: string) => statement.replace(/^COPY \(/, '').replace(/\) TO STDOUT WITH \(FORMAT csv, HEADER false\)$/, '')
const cellsOf = async (statement: string) => ((await s.db.execute(sql.raw(selectOf(statement)))) as unknown as { rows: Record<string, string | null>[] }).rows

describe('CSV export escaping', () => {
  it('escapes exactly as the rule says and as the left() test did, cell for cell and (PostgreSQL) byte for byte', async () => {
    const list = await createList(s, owner.token, 'industry', 'Hostile')
    const at = (i: number) => hostile[i % hostile.length]
    const ids = await seedResults(
      s,
      owner.accountId,
      list,
      'industry',
      hostile.map((_, i) => ({
        name: at(i), email: at(i + 1), phone: at(i + 2), website: at(i + 3), city: at(i + 4), state: at(i + 5), country: at(i + 6),
        potentialEmails: i % 3 === 0 ? [at(i + 7), 'x@y.example'] : [],
        fields: {
          category: at(i + 8), street: at(i + 9), postal_code: at(i + 10), first_name: at(i + 11), last_name: at(i + 12),
          rating: i % 2 === 0 ? at(i + 13) : numbers[i % numbers.length], reviews: i % 2 === 1 ? at(i + 14) : numbers[(i + 1) % numbers.length],
        },
      })),
    )
    const labels = await s.db.insert(customLabels).values(['=x', '+VIP', 'plain'].map((name) => ({ accountId: owner.accountId, name }))).returning()
    await s.db.insert(resultLabels).values(ids.flatMap((resultId, i) => labels.filter((_, j) => (i + j) % 2 === 0).map((l) => ({ resultId, labelId: l.id }))))

    const scope = forAccount(s.db, owner.accountId)
    const ref = { id: list, type: 'industry' as const }
    const statement = await exportStatement(s.db, scope, ref, { scope: 'all' })
    const [raw, escaped, before] = [await cellsOf(await exportStatement(s.db, scope, ref, { scope: 'all' }, false)), await cellsOf(statement), await cellsOf(withLeft(statement))]
    expect(withLeft(statement)).not.toBe(statement)
    expect(escaped).toEqual(before)
    expect(escaped).toHaveLength(hostile.length)
    const numberColumns = new Set([10, 11])
    let quoted = 0
    escaped.forEach((row, r) =>
      Object.keys(row).forEach((c, i) => {
        expect(row[c], `row ${r}, column ${i}`).toBe(escapedByRule(raw[r][c], numberColumns.has(i)))
        if (row[c] !== raw[r][c]) quoted++
      }),
    )
    expect(quoted).toBeGreaterThan(100)

    if (!s.deps.config.databaseUrl) return
    // The download (header, then the COPY's bytes as they came) against a COPY of the statement with left().
    let ours = Buffer.alloc(0)
    for await (const chunk of exportCsv(s.db, scope, { ...ref, name: 'Hostile' }, { scope: 'all' }).chunks) ours = Buffer.concat([ours, Buffer.from(chunk)])
    const client = new pg.Client({ connectionString: s.deps.config.databaseUrl })
    await client.connect()
    let theirs = Buffer.alloc(0)
    try {
      for await (const chunk of client.query(copyTo(withLeft(statement)))) theirs = Buffer.concat([theirs, chunk as Buffer])
    } finally {
      await client.end()
    }
    const header = ours.indexOf(10) + 1
    expect(ours.subarray(header).equals(theirs)).toBe(true)
    expect(theirs.length).toBeGreaterThan(2000)
  })

  it('guards COPY’s raw CSV bytes exactly as the rule in SQL does, however the stream is cut into chunks (both databases)', async () => {
    const list = await createList(s, owner.token, 'industry', 'Guard')
    // Each formula character first, alone, quoted by COPY (comma, quote, newline, CR) or not; phone numbers and
    // numbers in both forms; empty strings, NULLs, multibyte text.
    const cells: (string | null)[] = [
      ...['=', '+', '-', '@', '\t', '\r'].flatMap((c) => [c, `${c}x`, `${c}1`, `${c}a,b`, `${c}"q"`, `${c}a\nb`, `${c}\r\n`, `${c}ü`, `${c}😀`]),
      '"', '""', '"=1"', ',', '\n', 'a,b', 'say "hi"', 'line\nbreak', '', null, '', null, 'Ünïcödé', '😀=', 'é', '+1 (555)\n2', '+1, 2', '-3', '1e5',
      '+49 221 1', '-1e5', '-0.5', '+', '+ -', '- 1', '\\.', '.', 'plain',
    ]
    const at = (i: number) => cells[i % cells.length]
    await seedResults(
      s,
      owner.accountId,
      list,
      'industry',
      cells.map((_, i) => ({
        name: at(i), email: at(i + 1), phone: at(i + 2), website: at(i + 3), city: at(i + 4), state: at(i + 5), country: at(i + 6),
        potentialEmails: i % 4 === 0 ? [at(i + 7) ?? '', '=y@z.example'] : [],
        fields: { category: at(i + 8), street: at(i + 9), postal_code: at(i + 10), first_name: at(i + 11), last_name: at(i + 12), rating: at(i + 13), reviews: i % 3 ? at(i + 14) : -4 },
      })),
    )
    const scope = forAccount(s.db, owner.accountId)
    const ref = { id: list, type: 'industry' as const }
    const [raw, escaped] = [await copyBytes(await exportStatement(s.db, scope, ref, { scope: 'all' }, false)), await copyBytes(await exportStatement(s.db, scope, ref, { scope: 'all' }))]
    const guards = cellGuards(ref, exportColumns(ref))
    expect(guards).toContain('number')
    expect(raw.equals(escaped)).toBe(false)
    expect(escaped.length - raw.length).toBeGreaterThan(200)
    const guarded = (parts: Buffer[]) => {
      const guard = new FormulaGuard(guards)
      return Buffer.concat([...parts.map((p) => guard.push(p)), guard.end()])
    }
    expect(guarded([raw]).equals(escaped)).toBe(true)
    // Every cut into two chunks over the first 3,000 bytes (a cell, a quoted cell, a doubled quote or a multibyte
    // character split between them); then the whole stream in chunks of 1 to 16 bytes (every boundary a cut).
    expect(raw.length).toBeGreaterThan(6000)
    for (let cut = 1; cut < 3000; cut++) {
      if (!guarded([raw.subarray(0, cut), raw.subarray(cut)]).equals(escaped)) expect.fail(`differs when cut at byte ${cut}`)
    }
    for (let size = 1; size <= 16; size++) {
      const parts = Array.from({ length: Math.ceil(raw.length / size) }, (_, i) => raw.subarray(i * size, i * size + size))
      if (!guarded(parts).equals(escaped)) expect.fail(`differs in chunks of ${size} bytes`)
    }
  })
})

/** A COPY's bytes: through a COPY stream on PostgreSQL, into PGlite's '/dev/blob' on PGlite. */
async function copyBytes(statement: string): Promise<Buffer> {
  if (!s.deps.config.databaseUrl) {
    const pglite = (s.db as unknown as { $client: PGlite }).$client
    const result = await pglite.query(statement.replace('TO STDOUT', `TO '/dev/blob'`))
    return Buffer.from(await result.blob!.arrayBuffer())
  }
  const client = new pg.Client({ connectionString: s.deps.config.databaseUrl })
  await client.connect()
  try {
    const chunks: Buffer[] = []
    for await (const chunk of client.query(copyTo(statement))) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  } finally {
    await client.end()
  }
}
