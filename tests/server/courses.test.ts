import { count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCourses } from '../../src/server/db/course-seed'
import { de } from '../../src/server/db/course-content/de'
import { onboardingContent } from '../../src/server/db/course-content/en'
import { es } from '../../src/server/db/course-content/es'
import { fr } from '../../src/server/db/course-content/fr'
import { accountMembers, courseItems, courseProgress, courses, topics } from '../../src/server/db/schema'
import { startTestServer, type TestServer } from './harness'
import { signedInAccount } from './lead-seed'

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
}, 60_000)
afterAll(async () => {
  await s?.close()
})

const get = (token: string, path: string) => s.request('GET', path, { token })
const complete = (token: string, itemId: number | string) => s.request('POST', `/api/courses/items/${itemId}/complete`, { token })
const undo = (token: string, itemId: number | string) => s.request('DELETE', `/api/courses/items/${itemId}/complete`, { token })

/** The seeded getting-started course, as the API lists it. */
async function gettingStarted(token: string, query = '') {
  const topicList = await get(token, `/api/topics${query}`)
  const topic = topicList.body[0]
  const list = await get(token, `/api/courses?topic_id=${topic.id}${query ? `&${query.slice(1)}` : ''}`)
  return { topic, course: list.body[0], list }
}

async function tableCounts() {
  const n = async (table: typeof topics | typeof courses | typeof courseItems) => (await s.db.select({ n: count() }).from(table))[0].n
  return { topics: await n(topics), courses: await n(courses), items: await n(courseItems) }
}

describe('the seeded onboarding content', () => {
  it('lists the topics in order with their course counts, in the asked language', async () => {
    const { token } = await s.signedInUser('course-topics')
    const list = await get(token, '/api/topics')
    expect(list.status).toBe(200)
    expect(list.body.map((t: { title: string }) => t.title)).toEqual(['Getting started', 'Finding leads', 'Working from the keyboard'])
    expect(list.body[0]).toEqual({ id: expect.any(Number), title: 'Getting started', description: expect.stringContaining('first hour'), position: 1, course_count: 1 })
    const german = await get(token, '/api/topics?lang=de')
    expect(german.body.map((t: { title: string }) => t.title)).toEqual(['Erste Schritte', 'Leads finden', 'Mit der Tastatur arbeiten'])
  })

  it('has every topic, course and item in Spanish, French and German', () => {
    for (const t of [es, fr, de]) {
      for (const topic of onboardingContent) {
        expect(t.topics[topic.key]?.title).toBeTruthy()
        for (const course of topic.courses) {
          expect(t.courses[course.key]?.title).toBeTruthy()
          for (const item of course.items) expect(t.items[item.key]?.body, item.key).toBeTruthy()
        }
      }
    }
  })

  it('seeds once: a second run adds nothing and keeps an edited row as it is', async () => {
    const before = await tableCounts()
    expect(before.courses).toBe(3)
    expect(before.items).toBe(11)
    await s.db.update(courseItems).set({ title: 'Edited by an admin' }).where(eq(courseItems.slug, 'palette'))
    await seedCourses(s.db)
    await seedCourses(s.db)
    expect(await tableCounts()).toEqual(before)
    const [palette] = await s.db.select().from(courseItems).where(eq(courseItems.slug, 'palette'))
    expect(palette.title).toBe('Edited by an admin')
    await s.db.update(courseItems).set({ title: 'The command palette' }).where(eq(courseItems.slug, 'palette'))
  })

  it('answers a course with its items in order, in the user\'s language, falling back to English', async () => {
    const { token } = await s.signedInUser('course-detail')
    const { course } = await gettingStarted(token)
    expect(course).toEqual({
      id: expect.any(Number), topic_id: expect.any(Number), title: 'Getting started with the console', description: expect.any(String), position: 1, item_count: 5, completed_count: 0,
    })
    const detail = await get(token, `/api/courses/${course.id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.items.map((i: { title: string }) => i.title)).toEqual([
      'Find your way around', 'Read the cost before you search', 'Top up your credits', 'Invite a team member', 'Create an API key',
    ])
    expect(detail.body.items[0]).toMatchObject({ course_id: course.id, position: 1, video_url: null, completed_at: null, body: expect.stringContaining('`Ctrl+K`') })
    await s.request('POST', '/api/me', { token, body: { language: 'fr' } })
    const french = await get(token, `/api/courses/${course.id}`)
    expect(french.body.title).toBe('Bien démarrer avec la console')
    expect(french.body.items[0].title).toBe('Repérez-vous')
    // The answer's `message` is the English, whatever the user's language; clients word it by its code.
    expect((await complete(token, detail.body.items[0].id)).body.message).toBe('“Find your way around” marked as done.')
    const spanish = await get(token, `/api/courses/${course.id}?lang=es`)
    expect(spanish.body.items[0].title).toBe('Oriéntate')
    // A translation an admin has not written yet reads as the English.
    const [first] = await s.db.select().from(courseItems).where(eq(courseItems.id, detail.body.items[0].id))
    await s.db.update(courseItems).set({ translations: { ...first.translations, de: undefined } }).where(eq(courseItems.id, first.id))
    const german = await get(token, `/api/courses/items/${first.id}?lang=de`)
    expect(german.body.title).toBe('Find your way around')
    await s.db.update(courseItems).set({ translations: first.translations }).where(eq(courseItems.id, first.id))
  })

  it('answers one item with its neighbours in the course', async () => {
    const { token } = await s.signedInUser('course-item')
    const { course } = await gettingStarted(token)
    const items = (await get(token, `/api/courses/${course.id}`)).body.items as { id: number }[]
    const first = await get(token, `/api/courses/items/${items[0].id}`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ id: items[0].id, course_id: course.id, title: 'Find your way around', previous_id: null, next_id: items[1].id, completed_at: null })
    const last = await get(token, `/api/courses/items/${items[4].id}`)
    expect(last.body).toMatchObject({ previous_id: items[3].id, next_id: null })
  })
})

describe('progress', () => {
  it('marks an item as done once (a second mark keeps the first time) and undoes it', async () => {
    const { token } = await s.signedInUser('course-progress')
    const { course, topic } = await gettingStarted(token)
    const items = (await get(token, `/api/courses/${course.id}`)).body.items as { id: number }[]
    const first = await complete(token, items[1].id)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      message: '“Read the cost before you search” marked as done.', item_id: items[1].id, completed_at: expect.any(String), course: { id: course.id, item_count: 5, completed_count: 1 },
    })
    s.clock.advance(60_000)
    const again = await complete(token, items[1].id)
    expect(again.status).toBe(200)
    expect(again.body.completed_at).toBe(first.body.completed_at)
    expect(again.body.course.completed_count).toBe(1)
    await complete(token, items[2].id)
    const list = await get(token, `/api/courses?topic_id=${topic.id}`)
    expect(list.body[0]).toMatchObject({ item_count: 5, completed_count: 2 })
    const detail = await get(token, `/api/courses/${course.id}`)
    expect(detail.body.completed_count).toBe(2)
    expect(detail.body.items.map((i: { completed_at: string | null }) => Boolean(i.completed_at))).toEqual([false, true, true, false, false])

    const undone = await undo(token, items[1].id)
    expect(undone.status).toBe(200)
    expect(undone.body).toMatchObject({ message: '“Read the cost before you search” marked as not done.', completed_at: null, course: { completed_count: 1 } })
    const undoneAgain = await undo(token, items[1].id)
    expect(undoneAgain.status).toBe(200)
    expect(undoneAgain.body.course.completed_count).toBe(1)
    const item = await get(token, `/api/courses/items/${items[1].id}`)
    expect(item.body.completed_at).toBeNull()
  })

  it('keeps each user\'s own progress, also for two users of one account', async () => {
    const owner = await signedInAccount(s, 'course-owner')
    const member = await signedInAccount(s, 'course-member')
    const memberMe = await get(member.token, '/api/me')
    await s.db.insert(accountMembers).values({ accountId: owner.accountId, userId: memberMe.body.id, role: 'member' })
    const switched = await s.request('POST', '/api/accounts/switch', { token: member.token, body: { account_id: owner.accountId } })
    expect(switched.status).toBe(200)
    expect(switched.body.user.account.id).toBe(owner.accountId)

    const { course } = await gettingStarted(owner.token)
    const items = (await get(owner.token, `/api/courses/${course.id}`)).body.items as { id: number }[]
    await complete(owner.token, items[0].id)
    await complete(member.token, items[3].id)
    const ownerView = await get(owner.token, `/api/courses/${course.id}`)
    const memberView = await get(member.token, `/api/courses/${course.id}`)
    expect(ownerView.body.items.map((i: { completed_at: string | null }) => Boolean(i.completed_at))).toEqual([true, false, false, false, false])
    expect(memberView.body.items.map((i: { completed_at: string | null }) => Boolean(i.completed_at))).toEqual([false, false, false, true, false])
    const ownerId = (await get(owner.token, '/api/me')).body.id
    const rows = await s.db.select().from(courseProgress).where(inArray(courseProgress.userId, [ownerId, memberMe.body.id]))
    expect(rows.map((r) => [r.userId, r.itemId])).toEqual(expect.arrayContaining([[ownerId, items[0].id], [memberMe.body.id, items[3].id]]))
    expect(rows).toHaveLength(2)
  })
})

describe('refusals', () => {
  it('answers 404 with a code for a course, an item or a topic that does not exist', async () => {
    const { token } = await s.signedInUser('course-404')
    const missingCourse = await get(token, '/api/courses/999999')
    expect(missingCourse.status).toBe(404)
    expect(missingCourse.body).toMatchObject({ code: 'courses.not_found', message: 'This course does not exist.' })
    for (const res of [await get(token, '/api/courses/items/999999'), await complete(token, 999999), await undo(token, 999999)]) {
      expect(res.status).toBe(404)
      expect(res.body.code).toBe('courses.item_not_found')
    }
    const missingTopic = await get(token, '/api/courses?topic_id=999999')
    expect(missingTopic.status).toBe(404)
    expect(missingTopic.body.code).toBe('courses.topic_not_found')
  })

  it('answers a bad id or language with a 4xx and a code, never a 500', async () => {
    const { token } = await s.signedInUser('course-bad')
    for (const path of ['/api/courses/abc', '/api/courses/0', '/api/courses/99999999999', '/api/courses/items/-1', '/api/courses/items/1.5']) {
      const res = await get(token, path)
      expect(res.status, path).toBe(404)
      expect(res.body.code, path).toBe('error.not_found')
    }
    const badMark = await complete(token, 'x')
    expect(badMark.status).toBe(404)
    for (const query of ['topic_id=abc', 'topic_id=0', 'topic_id=-3', 'topic_id=99999999999']) {
      const res = await get(token, `/api/courses?${query}`)
      expect(res.status, query).toBe(422)
      expect(res.body.field_codes.topic_id[0].code, query).toBe('validation.integer')
    }
    const badLanguage = await get(token, '/api/topics?lang=xx')
    expect(badLanguage.status).toBe(422)
    expect(badLanguage.body.field_codes.lang[0].code).toBe('validation.type')
  })

  it('needs a signed-in user, and no module', async () => {
    for (const path of ['/api/topics', '/api/courses', '/api/courses/1', '/api/courses/items/1']) expect((await s.request('GET', path)).status, path).toBe(401)
    expect((await s.request('POST', '/api/courses/items/1/complete')).status).toBe(401)
  })
})
