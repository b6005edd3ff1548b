import { Hono } from 'hono'
import { asc, eq } from 'drizzle-orm'
import { wlPartnerBody, type WlPartner, type WlPartnerBody } from '../../../../shared/whitelabel/services'
import { say } from '../../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { wlPartners } from '../../../db/schema'
import { accountIdOf, forAccount } from '../../../db/tenant-scope'
import { refusal } from '../../../http/api-error'
import { allowFor } from '../../../http/allow'
import { readBody } from '../../../http/read-body'
import { pathId } from '../../../http/route-params'
import { reads } from '../../../http/route-policy'

type PartnerRow = typeof wlPartners.$inferSelect

const partnerMissing = () => refusal(404, { code: 'whitelabel.partner_not_found' })

const presentPartner = (row: PartnerRow): WlPartner => ({
  id: row.id,
  name: row.name,
  email: row.email,
  website: row.website,
  commission_percent: row.commissionPercent == null ? null : Number(row.commissionPercent),
  notes: row.notes,
  active: row.active,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const partnerFields = (body: WlPartnerBody, now: Date) => ({
  name: body.name.trim(),
  email: body.email?.trim().toLowerCase() || null,
  website: body.website?.trim() || null,
  commissionPercent: body.commission_percent == null ? null : body.commission_percent.toFixed(2),
  notes: body.notes?.trim() ?? '',
  active: body.active ?? true,
  updatedAt: now,
})

/** The reseller's own partners (docs/api.md, "White-label: partners"): plain records of the reseller's account. */
export function partnerRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const reseller = allowFor(deps).module('whitelabel')
  const find = async (accountId: number, id: number) => {
    const row = await forAccount(deps.db, accountId).one('wlPartners', id)
    if (!row) throw partnerMissing()
    return row
  }

  app.get('/wl/partners', reseller, async (c) => {
    const rows = await deps.db.select().from(wlPartners).where(forAccount(deps.db, accountIdOf(c.var)).where('wlPartners')).orderBy(asc(wlPartners.name), asc(wlPartners.id))
    return c.json({ data: rows.map(presentPartner) })
  })

  app.get('/wl/partners/:id', reseller, async (c) => c.json({ data: presentPartner(await find(accountIdOf(c.var), pathId(c))) }))

  app.post('/wl/partners', reseller, reads({ body: wlPartnerBody }), async (c) => {
    const body = await readBody(c, wlPartnerBody)
    const [row] = (await forAccount(deps.db, accountIdOf(c.var)).insert('wlPartners', [partnerFields(body, deps.now())]).returning()) as PartnerRow[]
    return c.json({ message: say('whitelabel.partner_saved', { name: row.name }), data: presentPartner(row) }, 201)
  })

  app.put('/wl/partners/:id', reseller, reads({ body: wlPartnerBody }), async (c) => {
    const accountId = accountIdOf(c.var)
    const before = await find(accountId, pathId(c))
    const body = await readBody(c, wlPartnerBody)
    const [row] = await forAccount(deps.db, accountId).update('wlPartners', partnerFields(body, deps.now()), eq(wlPartners.id, before.id)).returning()
    return c.json({ message: say('whitelabel.partner_saved', { name: row.name }), data: presentPartner(row) })
  })

  app.delete('/wl/partners/:id', reseller, async (c) => {
    const accountId = accountIdOf(c.var)
    const row = await find(accountId, pathId(c))
    await forAccount(deps.db, accountId).delete('wlPartners', eq(wlPartners.id, row.id))
    return c.json({ message: say('whitelabel.partner_deleted', { name: row.name }), id: row.id })
  })

  return app
}
