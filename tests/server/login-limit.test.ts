import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, like } from 'drizzle-orm'
import { createApp } from '../../src/server/app'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client'
import { loginAttempts } from '../../src/server/db/schema'
import { startTestServer, type TestServer } from './harness'

let s: TestServer
/** A second app on its own connections to the same database: another server process, as far as the limit knows. */
let other: ReturnType<typeof createApp>
let otherDb: DatabaseHandle | undefined
beforeAll(async () => {
  s = await startTestServer()
  // PostgreSQL: a pool of its own. PGlite is one connection: the second app shares it.
  otherDb = s.config.databaseUrl ? await openDatabase({ databaseUrl: s.config.databaseUrl, pgliteDir: '' }) : undefined
  other = createApp({ ...s.deps, db: otherDb?.db ?? s.deps.db })
})
afterAll(async () => {
  await otherDb?.close()
  await s?.close()
})

/** Forty attempts at once, alternating between the two apps, each from the address `from(i)`. */
async function parallelLogins(body: (i: number) => object, from: (i: number) => string) {
  return Promise.all(
    Array.from({ length: 40 }, async (_, i) => {
      const res = await (i % 2 ? other.request('/auth/login', init(body(i), from(i))) : fetch(`${s.url}/auth/login`, init(body(i), from(i))))
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() }
    }),
  )
}
const init = (body: object, from: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) })
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort()

describe('the login limit under parallel guesses', () => {
  it('checks at most five of forty parallel wrong passwords for one e-mail, from two processes; the rest are 429', async () => {
    const { email, password } = await s.registerConfirmed('parallel')
    const answers = await parallelLogins(() => ({ email, password: 'bad-guess' }), (i) => `198.18.${i}.1`)
    expect(statuses(answers)).toEqual([...Array(5).fill(422), ...Array(35).fill(429)])
    for (const a of answers.filter((x) => x.status === 422)) expect(a.body).toMatchObject({ message: 'These credentials do not match our records.', code: 'auth.invalid_credentials', errors: { email: ['These credentials do not match our records.'] } })
    for (const a of answers.filter((x) => x.status === 429)) expect(Number(a.retryAfter)).toBeGreaterThan(0)
    const recorded = await s.db.select().from(loginAttempts).where(eq(loginAttempts.key, `login:email:${email}`))
    expect(recorded).toHaveLength(5)
    // The right password is refused too until the window frees up.
    expect((await s.request('POST', '/auth/login', { body: { email, password } })).status).toBe(429)
  })

  it('checks at most five of forty parallel guesses from one address across different e-mails', async () => {
    const from = '198.19.7.7'
    const answers = await parallelLogins((i) => ({ email: `spray.${i}.${Date.now()}@example.com`, password: 'bad-guess' }), () => from)
    expect(statuses(answers)).toEqual([...Array(5).fill(422), ...Array(35).fill(429)])
    expect(await s.db.select().from(loginAttempts).where(eq(loginAttempts.key, `login:ip:${from}`))).toHaveLength(5)
  })

  it('gives a right password its slot back and clears the e-mail counter, so it never counts as a failure', async () => {
    const { email, password } = await s.registerConfirmed('rightafter')
    for (let i = 0; i < 4; i++) await s.request('POST', '/auth/login', { body: { email, password: 'bad-guess' } })
    const from = '198.20.1.1'
    const answers = await Promise.all(Array.from({ length: 3 }, () => s.request('POST', '/auth/login', { from, body: { email, password } })))
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1)
    expect(await s.db.select().from(loginAttempts).where(like(loginAttempts.key, `login:ip:${from}`))).toHaveLength(0)
    expect(await s.db.select().from(loginAttempts).where(eq(loginAttempts.key, `login:email:${email}`))).toHaveLength(0)
  })
})
