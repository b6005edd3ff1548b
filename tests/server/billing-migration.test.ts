import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { throwawayPostgres } from './harness'

/** The terms and flow states migration (0017) on a database the previous version filled. */
const migrations = 'src/server/db/migrations'
const work = mkdtempSync(path.join(tmpdir(), 'billing-migration-'))
const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'

/** The migrations folder as the version before 0017 shipped it. */
function previousMigrations(): string {
  const folder = path.join(work, 'migrations')
  cpSync(migrations, folder, { recursive: true })
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'))
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < '0017')
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  return folder
}

const fixture = `
  INSERT INTO users (id, email, first_name, terms_accepted_at) VALUES (1, 'agreed@example.com', 'Agreed', '2025-05-01T00:00:00Z'), (2, 'never@example.com', 'Never', NULL);
  INSERT INTO business_settings (domain, name, login_page_bg_color, sidebar_background_color, button_color, secondary_color, text_color, heading_color, billing_portal)
    VALUES (NULL, 'Console', '#fff', '#000', '#573BFF', '#01C0F6', '#202633', '#202633', 'paykickstart');
`
const check = `SELECT u.id, u.terms_version, (SELECT paykickstart_portal_url FROM business_settings LIMIT 1) AS pks, to_regclass('flow_states') IS NOT NULL AS flows FROM users u ORDER BY u.id`

type Rows = { rows: Record<string, unknown>[] }
let dropPostgres: (() => Promise<void>) | undefined
afterAll(async () => {
  await dropPostgres?.()
  rmSync(work, { recursive: true, force: true })
})

describe(`migration 0017 on a database of the previous version (${driver})`, () => {
  it('records version 1 for users who had accepted the terms, none for the others, and adds the flow states', async () => {
    const previous = previousMigrations()
    let rows: Record<string, unknown>[]
    const postgres = await throwawayPostgres()
    if (postgres) {
      dropPostgres = postgres.drop
      const client = new pg.Client({ connectionString: postgres.url })
      await client.connect()
      const db = drizzlePg({ client })
      await migratePg(db, { migrationsFolder: previous })
      await client.query(fixture)
      await migratePg(db, { migrationsFolder: migrations })
      rows = ((await db.execute(sql.raw(check))) as unknown as Rows).rows
      await client.end()
    } else {
      const client = new PGlite({ extensions: { btree_gin } })
      const db = drizzlePglite({ client })
      await migratePglite(db, { migrationsFolder: previous })
      await client.exec(fixture)
      await migratePglite(db, { migrationsFolder: migrations })
      rows = ((await db.execute(sql.raw(check))) as unknown as Rows).rows
      await client.close()
    }
    expect(rows).toEqual([
      { id: 1, terms_version: 1, pks: null, flows: true },
      { id: 2, terms_version: null, pks: null, flows: true },
    ])
  }, 120_000)
})
