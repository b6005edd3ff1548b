import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { httpMessages } from '../../src/shared/http-messages'
import { requireCompleteProfile } from '../../src/server/modules/ai-training/business-profile'
import { relevantTraining } from '../../src/server/modules/ai-training/training-search'
import { ApiError } from '../../src/server/http/api-error'
import { startTestServer, type TestServer } from './harness'
import { extractPdfText, PdfUnreadable, stopPdfThread } from '../../src/server/providers/ai-training/pdf-text'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ mail: 'outbox' })
})
afterAll(async () => {
  await server?.close()
})

async function account(label: string) {
  const { token } = await server.signedInUser(label)
  const me = await server.request('GET', '/api/me', { token })
  return { token, id: me.body.account.id as number }
}

const fullProfile = {
  business_name: 'Brightwater Dental',
  website: 'brightwater-dental.com',
  what_it_sells: 'Clear aligners and dental implants',
  who_it_helps: 'Families and busy professionals in Springfield',
  what_it_does: 'Straightens teeth and replaces missing ones',
  contact_name: 'Jane Doe',
  personality: 'Friendly',
}

describe('business profile', () => {
  it('starts empty, saves partial profiles, and is complete only when every field is filled', async () => {
    const { token, id } = await account('profile')
    const empty = await server.request('GET', '/api/business-details/data', { token })
    expect(empty.body).toMatchObject({ data: null, complete: false })
    expect(empty.body.missing).toHaveLength(7)
    await expect(requireCompleteProfile(server.db, id)).rejects.toMatchObject({ status: 422, body: { message: 'Please fill out the business profile form to generate AI data.' } })

    const partial = await server.request('POST', '/api/business-details/data', { token, body: { business_name: '  Brightwater Dental  ', website: 'brightwater-dental.com' } })
    expect(partial.status).toBe(201)
    expect(partial.body).toMatchObject({ complete: false, data: { business_name: 'Brightwater Dental', website: 'https://brightwater-dental.com/', personality: '' } })
    expect(partial.body.missing).toEqual(['what_it_sells', 'who_it_helps', 'what_it_does', 'contact_name', 'personality'])
    const gate = await requireCompleteProfile(server.db, id).catch((e) => e)
    expect(gate).toBeInstanceOf(ApiError)
    expect(gate.body.errors).toEqual({ business_profile: ['Please fill out the business profile form to generate AI data.'] })

    // Posting again saves over the one profile (200); whitespace does not fill a field.
    const blank = await server.request('POST', '/api/business-details/data', { token, body: { ...fullProfile, personality: '   ' } })
    expect(blank.status).toBe(200)
    expect(blank.body).toMatchObject({ complete: false, missing: ['personality'], data: { id: partial.body.data.id } })

    const put = await server.request('PUT', `/api/business-details/data/${partial.body.data.id}`, { token, body: { personality: 'Warm and direct' } })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ complete: true, missing: [], data: { personality: 'Warm and direct', contact_name: 'Jane Doe' } })
    expect(await requireCompleteProfile(server.db, id)).toMatchObject({ business_name: 'Brightwater Dental', personality: 'Warm and direct' })
    expect((await server.request('GET', '/api/business-details/data', { token })).body).toMatchObject({ complete: true, data: { id: partial.body.data.id } })
  })

  it('answers 422 with the validation messages for bad fields and 404 for another account\'s profile', async () => {
    const { token } = await account('profile-bad')
    const bad = async (body: unknown) => (await server.request('POST', '/api/business-details/data', { token, body })).body
    expect((await bad({ website: 'not a site' })).errors).toEqual({ website: ['Field must be a valid domain or URL.'] })
    expect((await bad({ website: 'ftp://files.example.com' })).errors).toEqual({ website: ['Field must be a valid domain or URL.'] })
    expect((await bad({ business_name: 'x'.repeat(192) })).errors).toEqual({ business_name: ['Field must be max 191'] })
    expect((await bad({ what_it_sells: 42 })).errors).toEqual({ what_it_sells: ['Type is not valid'] })
    expect((await bad({ contact_name: 'nul\u0000byte' })).errors).toEqual({ contact_name: [httpMessages.text_has_nul] })
    expect((await server.request('POST', '/api/business-details/data', { token, raw: '{nope', headers: { 'content-type': 'application/json' } })).status).toBe(422)

    const other = await account('profile-other')
    const theirs = await server.request('POST', '/api/business-details/data', { token: other.token, body: fullProfile })
    const foreign = await server.request('PUT', `/api/business-details/data/${theirs.body.data.id}`, { token, body: { business_name: 'Hijacked' } })
    expect(foreign.status).toBe(404)
    expect((await server.request('PUT', '/api/business-details/data/abc', { token, body: {} })).status).toBe(404)
    expect((await server.request('GET', '/api/business-details/data', { token: other.token })).body.data.business_name).toBe('Brightwater Dental')
    expect((await server.request('GET', '/api/business-details/data')).status).toBe(401)
  })
})

describe('training texts, Q&A and website links', () => {
  it('adds, lists, edits and deletes texts with token counts; another account\'s ids are 404', async () => {
    const { token } = await account('texts')
    const missing = await server.request('POST', '/api/business-details/training-texts', { token, body: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ title: ['Field is required'], content: ['Field is required'] })
    expect((await server.request('POST', '/api/business-details/training-texts', { token, body: { title: 'Long', content: 'x'.repeat(100_001) } })).body.errors).toEqual({ content: ['Field must be max 100000'] })

    const created = await server.request('POST', '/api/business-details/training-texts', { token, body: { title: 'About us', content: 'hello world' } })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ title: 'About us', content: 'hello world', tokens: 2 })
    for (let i = 0; i < 3; i++) await server.request('POST', '/api/business-details/training-texts', { token, body: { title: `Note ${i}`, content: `Note number ${i}` } })
    const page = await server.request('GET', '/api/business-details/training-texts?page=2&pageSize=3', { token })
    expect(page.body).toMatchObject({ currentPage: 2, pageSize: 3, total: 4 })
    expect(page.body.data.map((t: { title: string }) => t.title)).toEqual(['About us'])
    expect((await server.request('GET', '/api/business-details/training-texts?pageSize=101', { token })).body.errors).toEqual({ pageSize: ['Field must be max 100'] })
    expect((await server.request('GET', '/api/business-details/training-texts?search=note%201', { token })).body.total).toBe(1)

    const edited = await server.request('PUT', `/api/business-details/training-texts/${created.body.data.id}`, { token, body: { content: 'hello wide wonderful world' } })
    expect(edited.body.data).toMatchObject({ title: 'About us', content: 'hello wide wonderful world', tokens: 4 })

    const stranger = await account('texts-stranger')
    const id = created.body.data.id
    expect((await server.request('PUT', `/api/business-details/training-texts/${id}`, { token: stranger.token, body: { title: 'Mine now' } })).status).toBe(404)
    expect((await server.request('DELETE', `/api/business-details/training-texts/${id}`, { token: stranger.token })).status).toBe(404)
    // The same row through another kind's path is not there either.
    expect((await server.request('DELETE', `/api/business-details/training-qa/${id}`, { token })).status).toBe(404)
    expect((await server.request('GET', `/api/business-details/website-links/${id}`, { token })).status).toBe(404)
    expect((await server.request('DELETE', `/api/business-details/training-texts/${id}`, { token })).body).toMatchObject({ message: 'Text deleted.', id })
    expect((await server.request('DELETE', `/api/business-details/training-texts/${id}`, { token })).status).toBe(404)
  })

  it('keeps Q&A as question and answer, and website links added by hand under their URL', async () => {
    const { token } = await account('qa')
    expect((await server.request('POST', '/api/business-details/training-qa', { token, body: { question: 'Do you offer financing?' } })).body.errors).toEqual({ answer: ['Field is required'] })
    const qa = await server.request('POST', '/api/business-details/training-qa', { token, body: { question: 'Do you offer financing?', answer: 'Yes, monthly payment plans.' } })
    expect(qa.status).toBe(201)
    expect(qa.body.data).toMatchObject({ question: 'Do you offer financing?', answer: 'Yes, monthly payment plans.' })
    const updated = await server.request('PUT', `/api/business-details/training-qa/${qa.body.data.id}`, { token, body: { answer: 'Yes: 0% financing over 12 months.' } })
    expect(updated.body.data).toMatchObject({ question: 'Do you offer financing?', answer: 'Yes: 0% financing over 12 months.' })
    expect((await server.request('GET', '/api/business-details/training-qa', { token })).body).toMatchObject({ total: 1, data: [{ id: qa.body.data.id }] })
    const outsider = await account('qa-outsider')
    expect((await server.request('DELETE', `/api/business-details/training-qa/${qa.body.data.id}`, { token: outsider.token })).status).toBe(404)
    expect((await server.request('DELETE', `/api/business-details/training-qa/${qa.body.data.id}`, { token })).body).toMatchObject({ message: 'Question and answer deleted.' })
    expect((await server.request('GET', '/api/business-details/training-qa', { token })).body.total).toBe(0)

    expect((await server.request('POST', '/api/business-details/website-links', { token, body: { url: 'not a url', content: 'x' } })).body.errors).toEqual({ url: ['Field must be a valid url'] })
    const link = await server.request('POST', '/api/business-details/website-links', { token, body: { url: 'https://brightwater.example/pricing#top', content: 'Aligners from $1,900.' } })
    expect(link.status).toBe(201)
    expect(link.body.data).toMatchObject({ url: 'https://brightwater.example/pricing', title: 'brightwater.example/pricing', kind: 'website', crawl_id: null })
    const again = await server.request('POST', '/api/business-details/website-links', { token, body: { url: 'https://brightwater.example/pricing', title: 'Pricing', content: 'Aligners from $1,800.' } })
    expect(again.body.data).toMatchObject({ id: link.body.data.id, title: 'Pricing', content: 'Aligners from $1,800.' })
    const renamed = await server.request('PUT', `/api/business-details/website-links/${link.body.data.id}`, { token, body: { title: 'Prices' } })
    expect(renamed.body.data).toMatchObject({ title: 'Prices', content: 'Aligners from $1,800.' })
    expect((await server.request('GET', '/api/business-details/website-links', { token })).body).toMatchObject({ total: 1, data: [{ title: 'Prices', excerpt: 'Aligners from $1,800.' }] })
    const stranger = await account('qa-stranger')
    expect((await server.request('PUT', `/api/business-details/website-links/${link.body.data.id}`, { token: stranger.token, body: { title: 'x' } })).status).toBe(404)
    expect((await server.request('DELETE', `/api/business-details/website-links/${link.body.data.id}`, { token })).status).toBe(200)
    expect((await server.request('GET', '/api/business-details/website-links', { token })).body.total).toBe(0)
  })

  it('counts tokens of a text and totals the stored training data per source', async () => {
    const { token } = await account('tokens')
    await server.request('POST', '/api/business-details/training-texts', { token, body: { title: 'T', content: 'hello world' } })
    await server.request('POST', '/api/business-details/training-qa', { token, body: { question: 'Why?', answer: 'Because.' } })
    const res = await server.request('POST', '/api/calculate-tokens-ai-training', { token, body: { text: 'The quick brown fox jumps over the lazy dog.' } })
    expect(res.status).toBe(200)
    expect(res.body.tokens).toBe(10)
    expect(res.body.by_source).toMatchObject({ text: 2, website: 0, link: 0, pdf: 0 })
    expect(res.body.by_source.qa).toBeGreaterThan(0)
    expect(res.body.total).toBe(res.body.by_source.text + res.body.by_source.qa)
    // Special-token text is counted as text, not refused.
    expect((await server.request('POST', '/api/calculate-tokens-ai-training', { token, body: { text: '<|endoftext|>' } })).body.tokens).toBeGreaterThan(1)
    expect((await server.request('POST', '/api/calculate-tokens-ai-training', { token, body: {} })).body.tokens).toBeNull()
    expect((await server.request('POST', '/api/calculate-tokens-ai-training', { token, body: { text: 7 } })).body.errors).toEqual({ text: ['Type is not valid'] })
  })
})

describe('full-text search over training data', () => {
  it('ranks the relevant chunk first, follows edits and deletes, and never reads another account\'s data', async () => {
    const me = await account('fts')
    const other = await account('fts-other')
    const post = (token: string, path: string, body: object) => server.request('POST', `/api/business-details/${path}`, { token, body })
    await post(me.token, 'training-texts', { title: 'Opening hours', content: 'We are open Monday to Friday from 8am to 6pm and on Saturday mornings.' })
    const pricing = await post(me.token, 'training-texts', { title: 'Price list', content: `${'General information about the practice. '.repeat(60)}\n\nClear aligner treatment is priced from 1,900 dollars, including retainers.` })
    await post(me.token, 'training-qa', { question: 'Do you offer financing?', answer: 'Yes, monthly payment plans with no interest.' })
    await post(other.token, 'training-texts', { title: 'Aligner prices', content: 'Aligners cost 999 dollars at the competitor.' })

    const aligners = await relevantTraining(server.db, me.id, 'How much do clear aligners cost? pricing', 5)
    expect(aligners[0]).toMatchObject({ source: 'text', title: 'Price list' })
    expect(aligners[0].text).toContain('priced from 1,900 dollars')
    expect(aligners.every((p) => !p.text.includes('competitor'))).toBe(true)
    expect(aligners[0].rank).toBeGreaterThan(0)

    const financing = await relevantTraining(server.db, me.id, 'payment plans and financing options', 5)
    expect(financing[0]).toMatchObject({ source: 'qa', title: 'Do you offer financing?', text: 'Yes, monthly payment plans with no interest.' })
    expect(await relevantTraining(server.db, me.id, 'the and of', 5)).toEqual([])
    expect(await relevantTraining(server.db, me.id, '', 5)).toEqual([])

    await server.request('PUT', `/api/business-details/training-texts/${pricing.body.data.id}`, { token: me.token, body: { content: 'Veneers are priced per tooth.' } })
    expect((await relevantTraining(server.db, me.id, 'aligners', 5)).map((p) => p.title)).not.toContain('Price list')
    expect((await relevantTraining(server.db, me.id, 'veneers', 5))[0].title).toBe('Price list')
    await server.request('DELETE', `/api/business-details/training-texts/${pricing.body.data.id}`, { token: me.token })
    expect(await relevantTraining(server.db, me.id, 'veneers', 5)).toEqual([])
  })
})

/** A real PDF of `pages` pages of text, padded with an embedded file to about `targetBytes`. */
async function makePdf(pages: number, targetBytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([612, 792])
    for (let line = 0; line < 30; line++) page.drawText(`Page ${n} line ${line}: warranty terms for implant model ${n * 100 + line}.`, { x: 40, y: 750 - line * 22, size: 11, font })
  }
  const body = await doc.save()
  if (targetBytes > body.length) await doc.attach(randomBytes(targetBytes - body.length - 4096), 'appendix.bin', { mimeType: 'application/octet-stream' })
  return doc.save()
}

async function upload(token: string, bytes: Uint8Array, name: string, type = 'application/pdf', title?: string) {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name)
  if (title) form.append('title', title)
  const res = await fetch(`${server.url}/api/business-details/training-files`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, body: form })
  return { status: res.status, body: await res.json() }
}

describe('PDF training files', () => {
  it('accepts a 10 MB PDF under the 20 MB limit and extracts the text of every page', async () => {
    const { token, id } = await account('pdf')
    const pdf = await makePdf(200, 10 * 1000 * 1000)
    expect(pdf.length).toBeGreaterThan(9_900_000)
    const res = await upload(token, pdf, 'warranty-handbook.pdf')
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ title: 'warranty-handbook', file_name: 'warranty-handbook.pdf', file_size: pdf.length, truncated: false })
    expect(res.body.data.tokens).toBeGreaterThan(80_000)
    expect(res.body.data.excerpt).toContain('Page 1 line 0: warranty terms for implant model 100.')
    const found = await relevantTraining(server.db, id, 'implant model 20017', 3)
    expect(found[0]).toMatchObject({ source: 'pdf', title: 'warranty-handbook' })
    expect(found[0].text).toContain('Page 200 line 17: warranty terms for implant model 20017.')
    // pdf.js read it on its own thread: its legacy build's core-js polyfills (JSON.stringify, JSON.parse, Array.prototype.push) never reach the server's realm.
    expect('__core-js_shared__' in globalThis).toBe(false)
    expect('pdfjsLib' in globalThis).toBe(false)

    const list = await server.request('GET', '/api/business-details/training-files', { token })
    expect(list.body).toMatchObject({ total: 1, data: [{ id: res.body.data.id, file_size: pdf.length }] })
    const renamed = await server.request('PUT', `/api/business-details/training-files/${res.body.data.id}`, { token, body: { title: 'Warranty handbook 2026' } })
    expect(renamed.body.data.title).toBe('Warranty handbook 2026')
    expect((await relevantTraining(server.db, id, 'implant model 20017', 1))[0].title).toBe('Warranty handbook 2026')
    const stranger = await account('pdf-stranger')
    expect((await server.request('DELETE', `/api/business-details/training-files/${res.body.data.id}`, { token: stranger.token })).status).toBe(404)
    expect((await server.request('DELETE', `/api/business-details/training-files/${res.body.data.id}`, { token })).status).toBe(200)
  })

  it('reads a PDF whose thread stopped while reading it as unreadable, and the next PDF on a new thread', async () => {
    const pdf = await makePdf(40, 0)
    const reading = extractPdfText(pdf)
    await stopPdfThread()
    await expect(reading).rejects.toBeInstanceOf(PdfUnreadable)
    expect((await extractPdfText(pdf)).pages).toBe(40)
  })

  it('refuses a file above the limit with the size message, and HTML posing as a PDF by its bytes', async () => {
    const { token } = await account('pdf-bad')
    const big = Buffer.alloc(21 * 1024 * 1024, 0x20)
    big.write('%PDF-1.7\n', 0)
    const tooBig = await upload(token, big, 'huge.pdf')
    expect(tooBig.status).toBe(422)
    expect(tooBig.body).toMatchObject({ message: 'Maximum allowed file size is 20mb', errors: { file: ['Maximum allowed file size is 20mb'] } })

    const html = new TextEncoder().encode('<!doctype html><html><body><h1>Brochure</h1></body></html>')
    const fake = await upload(token, html, 'brochure.pdf')
    expect(fake.status).toBe(422)
    expect(fake.body.errors).toEqual({ file: ['Type is not valid'] })
    const broken = await upload(token, new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf'), 'broken.pdf')
    expect(broken.status).toBe(422)
    expect(broken.body.errors).toEqual({ file: ['Type is not valid'] })
    const none = await fetch(`${server.url}/api/business-details/training-files`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })
    expect(none.status).toBe(422)
    expect((await none.json()).errors).toEqual({ file: ['Field is required'] })
    expect((await server.request('GET', '/api/business-details/training-files', { token })).body.total).toBe(0)
  })
})
