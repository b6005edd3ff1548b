import { and, eq, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import { appErrors, sessions, socialAccounts, userModules, verificationCodes } from './schema'

/**
 * The one place where rows that belong to an account are scoped to it. Handlers never write the owner
 * condition themselves: they ask `forAccount(db, id)` for the rows, so a forgotten `where` cannot leak
 * another tenant's data. Each owned table names its owner column here.
 */
const ownedTables = {
  sessions: { table: sessions, owner: sessions.userId },
  userModules: { table: userModules, owner: userModules.userId },
  socialAccounts: { table: socialAccounts, owner: socialAccounts.userId },
  verificationCodes: { table: verificationCodes, owner: verificationCodes.userId },
  appErrors: { table: appErrors, owner: appErrors.userId },
} as const

export type OwnedTableName = keyof typeof ownedTables
type Owned<N extends OwnedTableName> = (typeof ownedTables)[N]['table']

function ownerOf(name: OwnedTableName): PgColumn {
  return ownedTables[name].owner as PgColumn
}

export function forAccount(db: Database, accountId: number) {
  const scoped = (name: OwnedTableName, where?: SQL) => and(eq(ownerOf(name), accountId), where)
  return {
    accountId,
    where: scoped,
    select<N extends OwnedTableName>(name: N, where?: SQL) {
      const table = ownedTables[name].table as PgTable
      return db.select().from(table).where(scoped(name, where)) as unknown as Promise<Owned<N>['$inferSelect'][]>
    },
    update<N extends OwnedTableName>(name: N, values: PgUpdateSetSource<Owned<N>>, where?: SQL) {
      const table = ownedTables[name].table as Owned<N>
      return db.update(table).set(values).where(scoped(name, where))
    },
    delete<N extends OwnedTableName>(name: N, where?: SQL) {
      return db.delete(ownedTables[name].table).where(scoped(name, where))
    },
    insert<N extends OwnedTableName>(name: N, values: Omit<Owned<N>['$inferInsert'], 'userId'>[]) {
      const table = ownedTables[name].table
      return db.insert(table).values(values.map((v) => ({ ...v, userId: accountId })) as never)
    },
  }
}

export type AccountScope = ReturnType<typeof forAccount>
