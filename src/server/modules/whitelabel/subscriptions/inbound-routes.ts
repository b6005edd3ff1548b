import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { inboundActivateBody, inboundCancelBody, inboundCreateBody } from '../../../../shared/whitelabel/subscription-schemas'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { users, wlSubscriptions } from '../../../db/schema'
import { allowFor } from '../../../http/allow'
import { fieldError } from '../../../http/api-error'
import { readBody } from '../../../http/read-body'
import { reads } from '../../../http/route-policy'
import { normaliseEmail } from '../../users/user-repository'
import { activateSalesPage } from './inbound-activate'
import { inboundReseller } from './inbound-secret'
import { createSubscription, subscriptionAction } from './subscription-actions'
import { subscriptionView } from './subscription-list'

/**
 * The reseller's own systems (docs/api.md, "Reseller inbound"): public routes authenticated by the reseller's
 * inbound secret, acting as the reseller with `inbound` as the history's source.
 */
export function inboundRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const open = allowFor(deps).anyone

  app.post('/inbound/:tenant/subscriptions', open, reads({ body: inboundCreateBody }), async (c) => {
    const resellerId = await inboundReseller(deps.db, c)
    const body = await readBody(c, inboundCreateBody)
    const row = await createSubscription(deps, { resellerId, userId: null, source: 'inbound' }, body)
    return c.json({ data: await subscriptionView(deps.db, resellerId, row.id) }, 201)
  })
  app.post('/inbound/:tenant/subscriptions/cancel', open, reads({ body: inboundCancelBody }), async (c) => {
    const resellerId = await inboundReseller(deps.db, c)
    const body = await readBody(c, inboundCancelBody)
    const [latest] = await deps.db
      .select({ id: wlSubscriptions.id, status: wlSubscriptions.status })
      .from(wlSubscriptions)
      .innerJoin(users, eq(users.id, wlSubscriptions.customerUserId))
      .where(and(eq(wlSubscriptions.accountId, resellerId), eq(users.email, normaliseEmail(body.email))))
      .orderBy(desc(wlSubscriptions.id))
      .limit(1)
    if (!latest) throw fieldError('email', 'whitelabel.customer_unknown')
    if (latest.status === 'cancel_scheduled') return c.json({ data: await subscriptionView(deps.db, resellerId, latest.id) })
    const row = await subscriptionAction(deps, { resellerId, userId: null, source: 'inbound' }, latest.id, 'cancel')
    return c.json({ data: await subscriptionView(deps.db, resellerId, row.id) })
  })
  app.post('/inbound/:tenant/sales-pages/activate', open, reads({ body: inboundActivateBody }), async (c) => {
    const resellerId = await inboundReseller(deps.db, c)
    return c.json({ data: await activateSalesPage(deps, resellerId, await readBody(c, inboundActivateBody)) })
  })
  return app
}
