import { and, eq, asc, ne } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { modules, userModules, users } from '../../db/schema'
import { defaultPlanModuleIds } from '../../db/seed'
import { forAccount } from '../../db/tenant-scope'
import type { UserRow } from '../../app-deps'
import { inTransaction } from '../../db/transaction'

/** E-mail addresses are compared and stored trimmed and lowercased. */
export function normaliseEmail(email: string) {
  return email.trim().toLowerCase()
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1)
  return row
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function isEmailTaken(db: Database, email: string, exceptUserId?: number) {
  const where = exceptUserId == null ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptUserId))
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1)
  return row != null
}

type NewUser = { email: string; firstName: string; lastName: string; passwordHash: string | null; emailVerifiedAt?: Date | null; termsAcceptedAt?: Date | null }

/** A new account on the default plan, with that plan's modules. Returns undefined when the e-mail is taken. */
export async function createUser(db: Database, input: NewUser, now: Date): Promise<UserRow | undefined> {
  const { planId, moduleIds } = await defaultPlanModuleIds(db)
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...input, email: normaliseEmail(input.email), planId, lastReset: now, createdAt: now })
      .onConflictDoNothing()
      .returning()
    if (!row) return undefined
    if (moduleIds.length) await forAccount(tx, row.id).insert('userModules', moduleIds.map((moduleId) => ({ moduleId })))
    return row
  })
}

export async function modulesOf(db: Database, userId: number) {
  return db
    .select({ id: modules.id, slug: modules.slug })
    .from(userModules)
    .innerJoin(modules, eq(modules.id, userModules.moduleId))
    .where(forAccount(db, userId).where('userModules'))
    .orderBy(asc(modules.id))
}
