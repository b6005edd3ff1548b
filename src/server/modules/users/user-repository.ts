import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { defaultPlanModuleIds } from '../../db/seed'
import type { UserRow } from '../../app-deps'
import { inTransaction } from '../../db/transaction'
import { createOwnAccount } from '../accounts/own-account'

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

type NewUser = { email: string; firstName: string; lastName: string; passwordHash: string | null; emailVerifiedAt?: Date | null; termsAcceptedAt?: Date | null; termsVersion?: number | null }

/**
 * A new user owning a new account on the default plan, with that plan's modules; a customer of `resellerId` when
 * given (a sign-up on the reseller's domain). Returns undefined when the e-mail is taken.
 */
export async function createUser(db: Database, input: NewUser, now: Date, resellerId: number | null = null): Promise<UserRow | undefined> {
  const { planId, moduleIds } = await defaultPlanModuleIds(db)
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...input, email: normaliseEmail(input.email), createdAt: now })
      .onConflictDoNothing()
      .returning()
    if (!row) return undefined
    await createOwnAccount(tx, row, { planId, moduleIds, now, resellerId })
    return row
  })
}
