import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { partnerBody, partnersQuery } from '../../../shared/admin-content/schemas'
import { say } from '../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../app-deps'
import { partners } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { fieldError, refusal } from '../../http/api-error'
import { allowFor } from '../../http/allow'
import { readBody, readQuery } from '../../http/read-body'
import { pathId } from '../../http/route-params'
import { reads } from '../../http/route-policy'
import { recordAudit } from '../audit/record-audit'
import { actorOf, isUniqueViolation } from './content-actor'
import { findPartner, listPartners, partnerAudit, partnerFields, presentPartner, referredUsers, renameReferrals } from './partner-repository'

const partnerMissing = () => refusal(404, { code: 'content.partner_not_found' })

async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('referral_code', 'content.referral_code_taken')
    throw err
  }
}

/**
 * Partners and referral partners (docs/api.md, "Admin: content"). A referral partner's code is what
 * users.referral_partner holds: a new code is carried to the users it referred, and a partner who referred users is
 * made inactive rather than deleted.
 */
export function partnerRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const admin = allowFor(deps).module('admin', 'super_admin', 'admin')

  app.get('/partners', admin, reads({ query: partnersQuery }), async (c) => c.json({ data: await listPartners(deps.db, readQuery(c, partnersQuery).kind) }))

  app.get('/partners/:id', admin, async (c) => {
    const row = await findPartner(deps.db, pathId(c))
    if (!row) throw partnerMissing()
    return c.json(presentPartner(row, await referredUsers(deps.db, row.referralCode)))
  })

  app.post('/partners', admin, reads({ body: partnerBody }), async (c) => {
    const body = await readBody(c, partnerBody)
    const row = await uniqueCode(() =>
      inTransaction(deps.db, async (tx) => {
        const [created] = await tx.insert(partners).values(partnerFields(body, deps.now())).returning()
        await recordAudit(tx, { actor: actorOf(c), action: 'partner.create', entity: 'partner', entityId: created.id, after: partnerAudit(created) })
        return created
      }),
    )
    return c.json({ message: say('content.partner_created', { name: row.name }), data: presentPartner(row, await referredUsers(deps.db, row.referralCode)) }, 201)
  })

  app.put('/partners/:id', admin, reads({ body: partnerBody }), async (c) => {
    const id = pathId(c)
    const body = await readBody(c, partnerBody)
    const row = await uniqueCode(() =>
      inTransaction(deps.db, async (tx) => {
        const before = await findPartner(tx, id)
        if (!before) throw partnerMissing()
        const [after] = await tx.update(partners).set(partnerFields(body, deps.now())).where(eq(partners.id, id)).returning()
        if (before.referralCode && after.referralCode && before.referralCode !== after.referralCode) await renameReferrals(tx, before.referralCode, after.referralCode)
        await recordAudit(tx, { actor: actorOf(c), action: 'partner.update', entity: 'partner', entityId: id, before: partnerAudit(before), after: partnerAudit(after) })
        return after
      }),
    )
    return c.json({ message: say('content.partner_saved', { name: row.name }), data: presentPartner(row, await referredUsers(deps.db, row.referralCode)) })
  })

  app.delete('/partners/:id', admin, async (c) => {
    const id = pathId(c)
    const row = await inTransaction(deps.db, async (tx) => {
      const before = await findPartner(tx, id)
      if (!before) throw partnerMissing()
      const referred = await referredUsers(tx, before.referralCode)
      if (referred > 0) throw refusal(409, { code: 'content.partner_in_use', params: { count: referred } })
      await tx.delete(partners).where(eq(partners.id, id))
      await recordAudit(tx, { actor: actorOf(c), action: 'partner.delete', entity: 'partner', entityId: id, before: partnerAudit(before) })
      return before
    })
    return c.json({ message: say('content.partner_deleted', { name: row.name }), id })
  })

  return app
}
