import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
/** `pglite` is the raw client when the driver is PGlite: the job queue runs on it too. */
export type DatabaseHandle = { db: Database; driver: 'pglite' | 'postgres'; pglite?: PGlite; close(): Promise<void> }
/**
 * `pgliteTemplate`: a data directory from `dumpDataDir` to start an in-memory PGlite from, instead of an empty cluster
 * (the test harness migrates one and starts every test server's database from it; docs/decisions.md).
 */
export type DatabaseLocation = { databaseUrl?: string; pgliteDir: string; pgliteTemplate?: Blob }

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')
/** Any fixed number: serialises migrations of several processes starting on one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_346_201

/** Opens PostgreSQL when a URL is given, else PGlite (a directory, or `memory://`), and brings the schema up to date. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.databaseUrl) return openPostgres(location.databaseUrl)
  return openPglite(location.pgliteDir, location.pgliteTemplate)
}

async function openPglite(dir: string, template?: Blob): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://')
  if (!inMemory) mkdirSync(dir, { recursive: true })
  // btree_gin: the palette's search index holds account_id beside the words (migration 0010).
  const client = new PGlite(dir, { extensions: { btree_gin }, loadDataDir: inMemory ? template : undefined })
  await client.waitReady
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder })
  return { db, driver: 'pglite', pglite: client, close: () => client.close() }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const migrationClient = new pg.Client({ connectionString: url })
  await migrationClient.connect()
  try {
    const migrationDb = drizzlePg({ client: migrationClient, schema })
    await migrationDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`)
    try {
      await migratePg(migrationDb, { migrationsFolder })
    } finally {
      await migrationDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`)
    }
  } finally {
    await migrationClient.end()
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message))
  const db = drizzlePg({ client: pool, schema })
  return { db, driver: 'postgres', close: () => pool.end() }
}
