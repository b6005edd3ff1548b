import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { verificationCodes } from '../../db/schema'
import { hmacHex, equalHex, newVerificationCode } from '../../security/tokens'
import { fieldError } from '../../http/api-error'
import { inTransaction } from '../../db/transaction'

export const CODE_TTL_MINUTES = 15
export const CODE_MAX_ATTEMPTS = 5

export type CodePurpose = 'confirm_email' | 'reset_password' | 'mail_change'
export type CodeRow = typeof verificationCodes.$inferSelect
type Issue = { purpose: CodePurpose; email: string; userId: number | null; newEmail?: string | null }

const hashCode = (secret: string, purpose: CodePurpose, code: string) => hmacHex(secret, `${purpose}:${code}`)

/** Replaces any open code of the same purpose for the same account (or address) with a fresh one. */
export async function issueCode(db: Database, secret: string, input: Issue, now: Date): Promise<string> {
  const code = newVerificationCode()
  await inTransaction(db, async (tx) => {
    await tx.update(verificationCodes).set({ usedAt: now }).where(and(openCodes(input), isNull(verificationCodes.usedAt)))
    await tx.insert(verificationCodes).values({
      purpose: input.purpose,
      email: input.email,
      userId: input.userId,
      newEmail: input.newEmail ?? null,
      codeHash: hashCode(secret, input.purpose, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      lastSentAt: now,
      createdAt: now,
    })
  })
  return code
}

function openCodes(input: { purpose: CodePurpose; email: string; userId: number | null }): SQL {
  const owner = input.purpose === 'mail_change' && input.userId != null ? eq(verificationCodes.userId, input.userId) : eq(verificationCodes.email, input.email)
  return and(eq(verificationCodes.purpose, input.purpose), owner)!
}

export async function latestOpenCode(db: Database, where: { purpose: CodePurpose; email: string; userId: number | null }) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(openCodes(where), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.id))
    .limit(1)
  return row
}

/**
 * Checks a code typed by the user. Each try spends one attempt atomically before comparing, so parallel
 * guesses cannot exceed the limit; the fifth wrong try burns the code. With `consume`, a right code is
 * used up (once); without it (the reset-password check), the attempt is given back.
 * Throws the 422 of the `code` field on any failure.
 */
export async function verifyCode(
  db: Database,
  secret: string,
  where: { purpose: CodePurpose; email: string; userId: number | null },
  typed: string,
  now: Date,
  consume: boolean,
): Promise<CodeRow> {
  const open = await latestOpenCode(db, where)
  if (!open) throw fieldError('code', 'auth.invalid_code')
  if (open.expiresAt.getTime() <= now.getTime()) throw fieldError('code', 'auth.expired_code')
  const [spent] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, open.id), isNull(verificationCodes.usedAt), sql`${verificationCodes.attempts} < ${CODE_MAX_ATTEMPTS}`))
    .returning()
  if (!spent) throw fieldError('code', 'auth.invalid_code')
  const right = equalHex(hashCode(secret, where.purpose, typed.trim()), spent.codeHash)
  if (!right) {
    if (spent.attempts >= CODE_MAX_ATTEMPTS) {
      await db.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, spent.id))
    }
    throw fieldError('code', 'auth.invalid_code')
  }
  if (!consume) {
    await db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} - 1` }).where(eq(verificationCodes.id, spent.id))
    return spent
  }
  const [used] = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, spent.id), isNull(verificationCodes.usedAt)))
    .returning()
  if (!used) throw fieldError('code', 'auth.invalid_code')
  return used
}
