import { and, eq, gt } from 'drizzle-orm'
import { emailVerifications } from '../../../db/schema'
import type { EnrichmentContext } from '../types'
import type { EmailVerifier, VerifierAnswer } from './verifier'

/** A verdict is trusted this long; mailboxes come and go. */
export const VERIFICATION_TTL_MS = 30 * 24 * 60 * 60_000

/**
 * Asks the verifier once per account and address within the TTL: a lead in two lists, or a second job over the same
 * leads, does not pay the verification API twice. Only definite answers are kept ('unknown' is asked again).
 */
export async function cachedVerify(verifier: EmailVerifier, email: string, ctx: EnrichmentContext): Promise<VerifierAnswer> {
  const now = ctx.now()
  const [hit] = await ctx.db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.accountId, ctx.accountId), eq(emailVerifications.email, email), eq(emailVerifications.provider, verifier.id), gt(emailVerifications.checkedAt, new Date(now.getTime() - VERIFICATION_TTL_MS))))
  if (hit) return { verdict: hit.verdict, detail: { ...hit.detail, cached: true } }
  const answer = await verifier.verify(email, ctx.signal)
  if (answer.verdict !== 'unknown') {
    const row = { accountId: ctx.accountId, email, verdict: answer.verdict, provider: verifier.id, detail: answer.detail, checkedAt: now }
    await ctx.db.insert(emailVerifications).values(row).onConflictDoUpdate({ target: [emailVerifications.accountId, emailVerifications.email], set: row })
  }
  return answer
}
