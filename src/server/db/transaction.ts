import type { Database } from './client'

/**
 * Runs `work` in one transaction: it commits when `work` resolves and rolls back when it throws. Inside a
 * transaction already, it is a savepoint. `tx` is typed as the Database every repository function takes, so the
 * same function runs inside a transaction or outside one.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx))
}
