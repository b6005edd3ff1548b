import v8 from 'node:v8'
import vm from 'node:vm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { customLabels, resultLabels } from '../../src/server/db/schema'
import { EXPORT_BATCH_ROWS } from '../../src/server/modules/results/csv-export'
import { startTestServer, type TestServer } from './harness'
import { createList, seedMany, seedResults, signedInAccount } from './lead-seed'

let s: TestServer
let owner: Awaited<ReturnType<typeof signedInAccount>>
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
  owner = await signedInAccount(s, 'export')
})
afterAll(async () => {
  await s?.close()
})

async function download(id: number, body?: unknown, query = '') {
  const res = await fetch(`${s.url}/api/campaigns/${id}/export.csv${query}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const bytes = new Uint8Array(await res.arrayBuffer())
  // res.text() would drop the BOM this test wants to see.
  return { status: res.status, headers: res.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
}

describe('CSV export', () => {
  it('writes the type’s columns with a BOM and escapes formula cells but not phone numbers', async () => {
    const list = await createList(s, owner.token, 'industry', 'Zahnärzte Köln')
    const [evil, plain] = await seedResults(s, owner.accountId, list, 'industry', [
      { name: '=HYPERLINK("http://evil.example","click")', email: 'a@b.example', emailState: 'email_found', phone: '+49 221 1', fields: { category: '@cmd', rating: -3, reviews: 12, street: '\tTabbed', postal_code: '-5x', first_name: 'Ada', last_name: '+1+cmd|calc' } },
      { name: 'Plain, "quoted" name', potentialEmails: ['x@y.example', 'z@y.example'], emailState: 'potential_emails_found', fields: { category: 'Dentist', rating: 4.5, street: 'Line\r\nbreak' } },
    ])
    const [label] = await s.db.insert(customLabels).values({ accountId: owner.accountId, name: '+VIP' }).returning()
    await s.db.insert(resultLabels).values({ resultId: evil, labelId: label.id })

    const res = await download(list)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Zahn-rzte-K-ln.csv"; filename*=UTF-8''${encodeURIComponent('Zahnärzte Köln.csv')}`)
    expect(res.text.charCodeAt(0)).toBe(0xfeff)
    const lines = res.text.slice(1).split('\n')
    expect(lines[0]).toBe('Name,Category,E-mail,Phone,Website,Street,City,State,Postal code,Country,Rating,Reviews,First name,Last name,E-mail state,Potential e-mails,Labels,Created at (UTC)')
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",'@cmd,a@b.example,+49 221 1,,'\tTabbed,,,'-5x,,-3,12,Ada,'+1+cmd|calc,Email found,,'+VIP,`)
    expect(lines[2]).toContain(`"Plain, ""quoted"" name",Dentist,,,,"Line\r`)
    expect(res.text).toContain(`4.5,,,,Potential emails found,"x@y.example, z@y.example",,`)
    expect(plain).toBeGreaterThan(evil)
  })

  it('exports a filter in its sort order, or a selection', async () => {
    const list = await createList(s, owner.token, 'people', 'People')
    const ids = await seedResults(s, owner.accountId, list, 'people', ['Cleo', 'Abe', 'Bea'].map((name, i) => ({ name, email: i === 1 ? null : `${name}@x.example`, emailState: i === 1 ? 'no_email_found' : 'email_found' })))
    const names = (text: string) => text.slice(1).trim().split('\n').slice(1).map((l) => l.split(',')[0])

    expect(names((await download(list, { scope: 'filter', filter: { withEmail: 1, sort: { field: 'name', direction: 'asc' } } })).text)).toEqual(['Bea', 'Cleo'])
    expect(names((await download(list, { scope: 'selection', ids: [ids[2], ids[1]] })).text)).toEqual(['Abe', 'Bea'])
    expect(names((await download(list, undefined, `?ids=${ids[0]}`)).text)).toEqual(['Cleo'])
    expect((await download(list, { scope: 'filter', filter: { custom_search: [{ field: 'salary', operator: 'empty' }] } })).status).toBe(422)
    expect((await download(list, { scope: 'selection', ids: [] })).status).toBe(422)
    expect((await download(list, { scope: 'nope' })).status).toBe(422)
    expect((await download(list, undefined, '?ids=1,x')).status).toBe(422)
    const header = (await download(list, { scope: 'all' })).text.slice(1).split('\n')[0]
    expect(header).toBe('Name,Position,Company,Seniority,Department,E-mail,Phone,LinkedIn URL,City,Country,Website,State,First name,Last name,Management level,Years experience,Year of birth,Skills,E-mail state,Potential e-mails,Labels,Created at (UTC)')
  })

  it('streams 50,000 rows without holding them (flat heap; batched queries on PGlite)', async () => {
    const list = await createList(s, owner.token, 'industry', 'Big')
    const rows = 50_000
    await seedMany(s, owner.accountId, list, 'industry', rows)
    const execute = vi.spyOn(s.db, 'execute')
    // Retained heap (after a forced GC) sampled while the download runs: what the server holds, not its garbage.
    v8.setFlagsFromString('--expose-gc')
    const gc = vm.runInNewContext('gc') as () => void
    gc()
    const before = process.memoryUsage().heapUsed
    let peak = before
    let bytes = 0
    let newlines = 0
    let chunks = 0
    const url = `${s.url}/api/campaigns/${list}/export.csv`
    const init = { headers: { authorization: `Bearer ${owner.token}` } }
    // The seeding above blocks the event loop for seconds (PGlite runs in-thread): a kept-alive socket may be gone.
    const res = await fetch(url, init).catch(() => fetch(url, init))
    const reader = res.body!.getReader()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      bytes += value.length
      for (const b of value) if (b === 10) newlines++
      if (++chunks % 25 === 0) {
        gc()
        peak = Math.max(peak, process.memoryUsage().heapUsed)
      }
    }
    expect(newlines).toBe(rows + 1)
    const growthMb = (peak - before) / 1024 / 1024
    const csvMb = bytes / 1024 / 1024
    console.log(`export of ${rows} rows: ${csvMb.toFixed(1)} MB in ${chunks} chunks, peak retained heap growth ${growthMb.toFixed(1)} MB, ${execute.mock.calls.length} statements (${s.deps.config.databaseUrl ? 'COPY' : 'PGlite batches'})`)
    if (!s.deps.config.databaseUrl) expect(execute.mock.calls.length).toBeGreaterThanOrEqual(Math.ceil(rows / EXPORT_BATCH_ROWS))
    // Holding the rows (as objects or as the whole CSV) would retain at least the CSV's size; streaming holds a batch.
    expect(growthMb).toBeLessThan(csvMb / 2)
    execute.mockRestore()
  }, 120_000)
})
