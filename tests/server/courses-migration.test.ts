import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, throwawayPostgres, type TestServer } from './harness'

/**
 * The courses' migration (0015) on a database the previous version filled: its placeholder topics go, a topic of
 * its own stays (with no translations), and the server then seeds the getting-started content beside it.
 */
const migrations = 'src/server/db/migrations'
const LAST_BEFORE = 12
const work = mkdtempSync(path.join(tmpdir(), 'courses-migration-'))
const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'

function previousMigrations(): string {
  const folder = path.join(work, 'migrations')
  cpSync(migrations, folder, { recursive: true })
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'))
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= LAST_BEFORE)
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  return folder
}

const fixture = `
  INSERT INTO topics (title, description, position) VALUES
    ('Set up your business profile', 'x', 1), ('Run your first search', 'x', 2), ('Enrich a list', 'x', 3),
    ('Send leads to your CRM', 'x', 4), ('Learn the keyboard', 'x', 5), ('Our own onboarding', 'Added by an admin.', 6);
`

let server: TestServer
let dropPostgres: (() => Promise<void>) | undefined

beforeAll(async () => {
  const folder = previousMigrations()
  const postgres = await throwawayPostgres()
  if (postgres) {
    dropPostgres = postgres.drop
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder })
    await client.query(fixture)
    await client.end()
    server = await startTestServer({ config: { databaseUrl: postgres.url } })
  } else {
    mkdirSync(path.join(work, 'data', 'pglite'), { recursive: true })
    const client = new PGlite(path.join(work, 'data', 'pglite'), { extensions: { btree_gin } })
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder })
    await client.exec(fixture)
    await client.close()
    server = await startTestServer({ config: { dataDir: path.join(work, 'data') } })
  }
}, 120_000)

afterAll(async () => {
  await server?.close()
  await dropPostgres?.()
  rmSync(work, { recursive: true, force: true })
})

describe(`the courses' migration on a database of the previous version (${driver})`, () => {
  it('drops the placeholder topics, keeps a topic of its own, and seeds the getting-started course', async () => {
    const { token } = await server.signedInUser('courses-migration')
    const topics = await server.request('GET', '/api/topics?lang=es', { token })
    expect(topics.status).toBe(200)
    expect(topics.body.map((t: { title: string; course_count: number }) => [t.title, t.course_count])).toEqual([
      ['Primeros pasos', 1], ['Encontrar leads', 1], ['Trabajar con el teclado', 1], ['Our own onboarding', 0],
    ])
    const courses = await server.request('GET', '/api/courses', { token })
    expect(courses.body.map((c: { item_count: number }) => c.item_count)).toEqual([5, 3, 3])
  })
})
