import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Database } from '../../../db/client'
import { accounts, wlInboundSecrets } from '../../../db/schema'
import { refusal } from '../../../http/api-error'
import { bearerToken } from '../../../http/require-user'
import { isRowId } from '../../../../shared/validate'

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** A new inbound secret for the reseller (the previous one stops working); only its hash is kept, so it is shown once. */
export async function rotateInboundSecret(db: Database, resellerId: number): Promise<string> {
  const secret = `wlin_${randomBytes(24).toString('base64url')}`
  await db
    .insert(wlInboundSecrets)
    .values({ accountId: resellerId, secretHash: digest(secret) })
    .onConflictDoUpdate({ target: wlInboundSecrets.accountId, set: { secretHash: digest(secret), createdAt: new Date() } })
  return secret
}

/**
 * The reseller an inbound call is for: `{tenant}` is its account id and the call carries its secret as a bearer
 * token (or `X-Inbound-Secret`). An unknown tenant and a wrong secret answer the same 401.
 */
export async function inboundReseller(db: Database, c: Context): Promise<number> {
  const raw = c.req.param('tenant') ?? ''
  const tenant = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  const given = c.req.header('x-inbound-secret')?.trim() || bearerToken(c.req.header('authorization'))
  if (!isRowId(tenant) || !given) throw refusal(401, { code: 'whitelabel.inbound_secret' })
  const [row] = await db
    .select({ hash: wlInboundSecrets.secretHash, accountId: accounts.id })
    .from(wlInboundSecrets)
    .innerJoin(accounts, eq(accounts.id, wlInboundSecrets.accountId))
    .where(eq(wlInboundSecrets.accountId, tenant))
  if (!row || !timingSafeEqual(Buffer.from(row.hash, 'hex'), Buffer.from(digest(given), 'hex'))) throw refusal(401, { code: 'whitelabel.inbound_secret' })
  return row.accountId
}
