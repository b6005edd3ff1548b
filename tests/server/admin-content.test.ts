import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { courseItems } from '../../src/server/db/schema'
import { ADMIN, startTestServer, type TestServer } from './harness'

let s: TestServer
let admin: string
beforeAll(async () => {
  s = await startTestServer()
  admin = await s.login(ADMIN.email, ADMIN.password)
}, 60_000)
afterAll(async () => {
  await s?.close()
})

const call = (method: string, path: string, body?: unknown, token = admin) => s.request(method, path, { token, ...(body === undefined ? {} : { body }) })
const history = async (entity: string, id: number) => (await call('GET', `/api/admin/audit?entity=${entity}&entity_id=${id}`)).body.data

async function newTopic(title: string) {
  const res = await call('POST', '/api/admin/topics', { title, description: 'About it.', translations: { es: { title: `${title} (es)` } } })
  expect(res.status).toBe(201)
  return res.body.data as { id: number; title: string }
}

async function newCourse(topicId: number, title = 'A course') {
  const res = await call('POST', '/api/admin/courses', { topic_id: topicId, title, description: 'Learn.' })
  expect(res.status).toBe(201)
  return res.body.data as { id: number }
}

describe('topics', () => {
  it('creates, edits and deletes a topic, each change audited with its before and after', async () => {
    const topic = await newTopic('Prospecting')
    const listed = (await call('GET', '/api/admin/topics')).body.data.find((t: { id: number }) => t.id === topic.id)
    expect(listed).toMatchObject({ title: 'Prospecting', course_count: 0, translations: { es: { title: 'Prospecting (es)' } } })

    const saved = await call('PUT', `/api/admin/topics/${topic.id}`, { title: 'Prospecting well', position: 9, translations: { fr: { title: 'Prospecter', description: '  ' } } })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ title: 'Prospecting well', position: 9, translations: { fr: { title: 'Prospecter' } } })
    expect(saved.body.data.translations.es).toBeUndefined()

    const deleted = await call('DELETE', `/api/admin/topics/${topic.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe('Topic “Prospecting well” deleted.')

    const entries = await history('topic', topic.id)
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['topic.delete', 'topic.update', 'topic.create'])
    expect(entries[1]).toMatchObject({ actor: { email: ADMIN.email }, before: { title: 'Prospecting', position: expect.any(Number) }, after: { title: 'Prospecting well', position: 9 } })
    expect(entries[0].before).toMatchObject({ title: 'Prospecting well' })
  })

  it('refuses with 409 to delete a topic that holds courses, and leaves no audit entry', async () => {
    const topic = await newTopic('Holding')
    await newCourse(topic.id)
    const res = await call('DELETE', `/api/admin/topics/${topic.id}`)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 'content.topic_has_courses', params: { count: 1 }, message: '“Holding” still holds 1 course. Move or delete it first.' })
    expect((await history('topic', topic.id)).map((e: { action: string }) => e.action)).toEqual(['topic.create'])
  })

  it('names the field of a bad or taken title with a 422', async () => {
    const empty = await call('POST', '/api/admin/topics', { title: ' ' })
    expect(empty.status).toBe(422)
    expect(empty.body.field_codes.title).toBeDefined()
    await newTopic('Unique title')
    const taken = await call('POST', '/api/admin/topics', { title: 'Unique title' })
    expect(taken.status).toBe(422)
    expect(taken.body.field_codes.title[0].code).toBe('content.topic_title_taken')
    expect((await call('PUT', '/api/admin/topics/999999', { title: 'Nobody' })).status).toBe(404)
  })
})

describe('courses and their pages', () => {
  it('creates a course, refuses a topic that does not exist by its field, edits and deletes it with its pages', async () => {
    const topic = await newTopic('Courses here')
    const bad = await call('POST', '/api/admin/courses', { topic_id: 999999, title: 'Lost' })
    expect(bad.status).toBe(422)
    expect(bad.body.field_codes.topic_id[0].code).toBe('content.topic_not_found')
    const pastInt4 = await call('POST', '/api/admin/courses', { topic_id: 2_147_483_648, title: 'Lost' })
    expect(pastInt4.status).toBe(422)
    expect(pastInt4.body.field_codes.topic_id[0].code).toBe('validation.integer')

    const course = await newCourse(topic.id, 'First steps')
    await call('POST', `/api/admin/courses/${course.id}/items`, { title: 'Page one', body: '<p>One</p>' })
    const edited = await call('PUT', `/api/admin/courses/${course.id}`, { topic_id: topic.id, title: 'First steps, again' })
    expect(edited.body.data).toMatchObject({ title: 'First steps, again', item_count: 1 })

    const deleted = await call('DELETE', `/api/admin/courses/${course.id}`)
    expect(deleted.status).toBe(200)
    expect((await call('GET', `/api/admin/courses/${course.id}`)).status).toBe(404)
    const entries = await history('course', course.id)
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['course.delete', 'course.update', 'course.create'])
    expect(entries[0].before.pages).toEqual([expect.objectContaining({ title: 'Page one' })])
  })

  it('stores a page body sanitised: no script, event attribute or javascript: URL ever comes back', async () => {
    const course = await newCourse((await newTopic('Sanitised')).id)
    const hostile =
      '<h2 onclick="steal()">Title</h2><p>Hi <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/ok">good</a><iframe src="https://evil.test"></iframe></p>'
    const created = await call('POST', `/api/admin/courses/${course.id}/items`, { title: 'Safe', body: hostile, translations: { de: { body: '<p onmouseover="x()">Hallo<script>1</script></p>' } } })
    expect(created.status).toBe(201)
    const [stored] = await s.db.select().from(courseItems).where(eq(courseItems.id, created.body.data.id))
    const everything = JSON.stringify(stored)
    for (const bad of ['<script', 'onerror', 'onclick', 'onmouseover', 'javascript:', '<img', '<iframe', 'alert(1)']) expect(everything).not.toContain(bad)
    expect(stored.body).toContain('<h2>Title</h2>')
    expect(stored.body).toContain('<strong>there</strong>')
    expect(stored.body).toContain('href="https://example.com/ok"')
    expect(stored.translations.de?.body).toBe('<p>Hallo</p>')
    expect(stored.bodyFormat).toBe('html')
  })

  it('shows an edited page to the user on their course page, in their language', async () => {
    const topic = await newTopic('Seen by users')
    const course = await newCourse(topic.id, 'Visible course')
    const page = await call('POST', `/api/admin/courses/${course.id}/items`, { title: 'Before', body: '<p>Old text</p>' })
    await call('PUT', `/api/admin/courses/${course.id}/items/${page.body.data.id}`, {
      title: 'After',
      body: '<p>New <strong>bold</strong> text</p>',
      translations: { es: { title: 'Después', body: '<p>Texto <em>nuevo</em></p>' } },
    })
    const user = await s.signedInUser('content-reader')
    const seen = await s.request('GET', `/api/courses/items/${page.body.data.id}`, { token: user.token })
    expect(seen.body).toMatchObject({ title: 'After', body: '<p>New <strong>bold</strong> text</p>', body_format: 'html' })
    const inSpanish = await s.request('GET', `/api/courses/items/${page.body.data.id}?lang=es`, { token: user.token })
    expect(inSpanish.body).toMatchObject({ title: 'Después', body: '<p>Texto <em>nuevo</em></p>' })

    const entries = await history('course_item', page.body.data.id)
    expect(entries[0]).toMatchObject({ action: 'course_item.update', before: { title: 'Before', body: '<p>Old text</p>' }, after: { title: 'After' } })
  })

  it('opens a seeded Markdown page as HTML for the editor', async () => {
    const seeded = (await call('GET', '/api/admin/courses')).body.data[0]
    const detail = await call('GET', `/api/admin/courses/${seeded.id}`)
    const withBold = detail.body.items.find((i: { body: string }) => i.body.includes('<strong>'))
    expect(withBold.body).toMatch(/^<(p|ul|ol)>/)
    expect(detail.body.items.every((i: { body: string }) => !i.body.includes('**'))).toBe(true)
  })

  it('reorders the pages, refusing an order that misses or repeats one', async () => {
    const course = await newCourse((await newTopic('Ordered')).id)
    const ids: number[] = []
    for (const title of ['A', 'B', 'C']) ids.push((await call('POST', `/api/admin/courses/${course.id}/items`, { title, body: '' })).body.data.id)
    const missing = await call('PUT', `/api/admin/courses/${course.id}/order`, { item_ids: [ids[0], ids[1]] })
    expect(missing.status).toBe(422)
    expect(missing.body.field_codes.item_ids[0].code).toBe('content.order_mismatch')
    expect((await call('PUT', `/api/admin/courses/${course.id}/order`, { item_ids: [ids[0], ids[0], ids[1]] })).status).toBe(422)
    expect((await call('PUT', `/api/admin/courses/${course.id}/order`, { item_ids: 'nope' })).status).toBe(422)

    const saved = await call('PUT', `/api/admin/courses/${course.id}/order`, { item_ids: [ids[2], ids[0], ids[1]] })
    expect(saved.status).toBe(200)
    expect(saved.body.data.map((p: { title: string }) => p.title)).toEqual(['C', 'A', 'B'])
    expect((await call('GET', `/api/admin/courses/${course.id}`)).body.items.map((p: { title: string }) => p.title)).toEqual(['C', 'A', 'B'])
    expect((await history('course', course.id))[0]).toMatchObject({ action: 'course.reorder', before: { item_ids: ids }, after: { item_ids: [ids[2], ids[0], ids[1]] } })
  })

  it('deletes a page, and answers 404 for a page of another course', async () => {
    const topic = await newTopic('Two courses')
    const one = await newCourse(topic.id, 'One')
    const two = await newCourse(topic.id, 'Two')
    const page = (await call('POST', `/api/admin/courses/${one.id}/items`, { title: 'Mine', body: '<p>x</p>' })).body.data
    expect((await call('DELETE', `/api/admin/courses/${two.id}/items/${page.id}`)).status).toBe(404)
    const bad = await call('PUT', `/api/admin/courses/${one.id}/items/${page.id}`, { title: '', body: 5 })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.field_codes).sort()).toEqual(['body', 'title'])
    expect((await call('DELETE', `/api/admin/courses/${one.id}/items/${page.id}`)).status).toBe(200)
    expect((await history('course_item', page.id)).map((e: { action: string }) => e.action)).toEqual(['course_item.delete', 'course_item.create'])
  })
})
