import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts } from '../../src/server/db/schema'
import { startTestServer, type TestServer } from './harness'
import { signedInAccount } from './lead-seed'
import { resellerAccount } from './whitelabel-reseller-seed'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer({ mail: 'outbox' })
}, 60_000)
afterAll(async () => {
  await s?.close()
})

describe('the reseller training center', () => {
  it('creates courses and pages in order, sanitises page bodies, edits and deletes them', async () => {
    const r = await resellerAccount(s, 'train-a')
    const course = await r.call('POST', '/api/wl/training/courses', { title: 'Getting started', description: 'First steps' })
    expect(course.status).toBe(201)
    const second = await r.call('POST', '/api/wl/training/courses', { title: 'Advanced' })
    expect(second.body.data.position).toBe(course.body.data.position + 1)
    const id = course.body.data.id

    const page = await r.call('POST', `/api/wl/training/courses/${id}/pages`, {
      title: 'Your first list',
      body: '<h2>Lists</h2><p onclick="steal()">Make a <a href="javascript:alert(1)">list</a> <a href="https://help.example">help</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      video_url: 'https://video.example/1',
    })
    expect(page.status).toBe(201)
    const body = page.body.data.body as string
    expect(body).toContain('<h2>Lists</h2>')
    expect(body).toContain('href="https://help.example"')
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|<img/)

    const detail = await r.call('GET', `/api/wl/training/courses/${id}`)
    expect(detail.body.data).toMatchObject({ title: 'Getting started', pages: 1, page_list: [{ title: 'Your first list' }] })

    const pageId = page.body.data.id
    const edited = await r.call('PUT', `/api/wl/training/courses/${id}/pages/${pageId}`, { title: 'Lists', body: '<p>Short</p>' })
    expect(edited.body.data).toMatchObject({ title: 'Lists', body: '<p>Short</p>', video_url: null })
    expect((await r.call('PUT', `/api/wl/training/courses/${id}`, { title: 'Start here', position: 9 })).body.data).toMatchObject({ title: 'Start here', position: 9, pages: 1 })
    expect((await r.call('GET', '/api/wl/training/courses')).body.data.map((c: { title: string }) => c.title)).toEqual(['Advanced', 'Start here'])

    // A page is found only under its own course.
    expect((await r.call('GET', `/api/wl/training/courses/${second.body.data.id}/pages/${pageId}`)).status).toBe(404)
    expect((await r.call('DELETE', `/api/wl/training/courses/${id}/pages/${pageId}`)).status).toBe(200)
    expect((await r.call('DELETE', `/api/wl/training/courses/${id}`)).status).toBe(200)
    expect((await r.call('GET', `/api/wl/training/courses/${id}`)).status).toBe(404)
  })

  it('names the bad fields', async () => {
    const r = await resellerAccount(s, 'train-b')
    const bad = await r.call('POST', '/api/wl/training/courses', { title: ' ', position: -1 })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.field_codes).sort()).toEqual(['position', 'title'])
    const course = await r.call('POST', '/api/wl/training/courses', { title: 'C' })
    const badPage = await r.call('POST', `/api/wl/training/courses/${course.body.data.id}/pages`, { title: 'P', body: 'x', video_url: 'ftp://nope' })
    expect(badPage.status).toBe(422)
    expect(Object.keys(badPage.body.field_codes)).toEqual(['video_url'])
  })

  it('shows its customers their reseller\'s training and nobody else\'s; another reseller cannot touch it', async () => {
    const r = await resellerAccount(s, 'train-c')
    const other = await resellerAccount(s, 'train-d')
    const course = await r.call('POST', '/api/wl/training/courses', { title: 'For my customers' })
    await r.call('POST', `/api/wl/training/courses/${course.body.data.id}/pages`, { title: 'Welcome', body: '<p>Hi</p>' })
    await other.call('POST', '/api/wl/training/courses', { title: 'Not yours' })

    const customer = await signedInAccount(s, 'train-customer')
    await s.db.update(accounts).set({ resellerId: r.accountId }).where(eq(accounts.id, customer.accountId))
    const seen = await s.request('GET', '/api/reseller-training', { token: customer.token })
    expect(seen.status).toBe(200)
    expect(seen.body.data).toMatchObject([{ title: 'For my customers', page_list: [{ title: 'Welcome', body: '<p>Hi</p>' }] }])

    const loner = await signedInAccount(s, 'train-loner')
    expect((await s.request('GET', '/api/reseller-training', { token: loner.token })).body.data).toEqual([])

    const id = course.body.data.id
    expect((await other.call('GET', `/api/wl/training/courses/${id}`)).status).toBe(404)
    expect((await other.call('PUT', `/api/wl/training/courses/${id}`, { title: 'Mine now' })).status).toBe(404)
    expect((await other.call('DELETE', `/api/wl/training/courses/${id}`)).status).toBe(404)
    expect((await other.call('GET', '/api/wl/training/courses')).body.data.map((c: { title: string }) => c.title)).toEqual(['Not yours'])
  })
})

describe('the reseller partners', () => {
  it('creates, lists, edits and deletes a partner', async () => {
    const r = await resellerAccount(s, 'partner-a')
    const created = await r.call('POST', '/api/wl/partners', { name: 'Agency One', email: 'Hi@Agency.example', website: 'https://agency.example', commission_percent: 15 })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ name: 'Agency One', email: 'hi@agency.example', commission_percent: 15, active: true })
    const id = created.body.data.id
    expect((await r.call('GET', '/api/wl/partners')).body.data.map((p: { id: number }) => p.id)).toEqual([id])
    const saved = await r.call('PUT', `/api/wl/partners/${id}`, { name: 'Agency 1', active: false, commission_percent: null })
    expect(saved.body.data).toMatchObject({ name: 'Agency 1', active: false, commission_percent: null, email: null })
    expect((await r.call('DELETE', `/api/wl/partners/${id}`)).status).toBe(200)
    expect((await r.call('GET', `/api/wl/partners/${id}`)).status).toBe(404)
  })

  it('names the bad fields', async () => {
    const r = await resellerAccount(s, 'partner-b')
    const bad = await r.call('POST', '/api/wl/partners', { name: '', email: 'nope', website: 'ftp://x', commission_percent: 101 })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.field_codes).sort()).toEqual(['commission_percent', 'email', 'name', 'website'])
  })

  it('keeps one reseller\'s partners from another', async () => {
    const a = await resellerAccount(s, 'partner-c')
    const b = await resellerAccount(s, 'partner-d')
    const mine = await a.call('POST', '/api/wl/partners', { name: 'Only A' })
    expect((await b.call('GET', '/api/wl/partners')).body.data).toEqual([])
    expect((await b.call('GET', `/api/wl/partners/${mine.body.data.id}`)).status).toBe(404)
    expect((await b.call('PUT', `/api/wl/partners/${mine.body.data.id}`, { name: 'Taken' })).status).toBe(404)
    expect((await b.call('DELETE', `/api/wl/partners/${mine.body.data.id}`)).status).toBe(404)
    expect((await a.call('GET', `/api/wl/partners/${mine.body.data.id}`)).body.data.name).toBe('Only A')
  })
})
