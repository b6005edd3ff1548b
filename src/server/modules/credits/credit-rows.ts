import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'

/** Rows of a raw statement: both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

export const iso = (d: Date) => d.toISOString()
