import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { domainBody, tlsAskQuery } from '../../../../shared/whitelabel/brand'
import { say } from '../../../../shared/english-message'
import type { AppEnv } from '../../../app-deps'
import { wlDomains } from '../../../db/schema'
import { accountIdOf, forAccount } from '../../../db/tenant-scope'
import { allowFor } from '../../../http/allow'
import { notFound } from '../../../http/api-error'
import { readBody, readQuery } from '../../../http/read-body'
import { pathId } from '../../../http/route-params'
import { reads } from '../../../http/route-policy'
import type { BrandDeps } from './brand-deps'
import { usableDomain } from './domain-rules'
import { addDomain, listDomains, presentDomain, verifyDomain } from './domains'
import { isServedDomain } from './tenant-host'

/** GET, POST /api/wl/domains; POST /api/wl/domains/{id}/verify; DELETE /api/wl/domains/{id}; GET /api/wl/tls-ask. */
export function domainRoutes(deps: BrandDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const { db } = deps
  const target = deps.config.customDomains.cnameTarget
  const own = (c: { var: AppEnv['Variables'] }) => forAccount(db, accountIdOf(c.var))

  app.get('/wl/domains', allow.module('whitelabel'), async (c) => {
    const rows = await listDomains(db, accountIdOf(c.var))
    return c.json({ data: rows.map((r) => presentDomain(r, target)) })
  })

  app.post('/wl/domains', allow.module('whitelabel'), reads({ body: domainBody }), async (c) => {
    const body = await readBody(c, domainBody)
    const domain = usableDomain(body.domain, deps.platformHosts)
    const row = await addDomain(db, accountIdOf(c.var), domain, deps.now())
    return c.json({ message: say('whitelabel.domain_added'), data: presentDomain(row, target) }, 201)
  })

  app.post('/wl/domains/:id/verify', allow.module('whitelabel'), async (c) => {
    const row = await own(c).one('wlDomains', pathId(c))
    if (!row) throw notFound()
    const checked = await verifyDomain(db, deps.dnsResolver, target, row, deps.now())
    const message = checked.status === 'active' ? say('whitelabel.domain_verified') : say('whitelabel.domain_not_verified')
    return c.json({ message, data: presentDomain(checked, target) })
  })

  app.delete('/wl/domains/:id', allow.module('whitelabel'), async (c) => {
    const id = pathId(c)
    const [gone] = await own(c).delete('wlDomains', eq(wlDomains.id, id)).returning({ id: wlDomains.id })
    if (!gone) throw notFound()
    return c.json({ message: say('whitelabel.domain_removed'), id })
  })

  // Asked by the TLS proxy (Caddy's on_demand_tls `ask`) before it issues a certificate: 200 only for a verified domain.
  app.get('/wl/tls-ask', allow.anyone, reads({ query: tlsAskQuery }), async (c) => {
    const { domain } = readQuery(c, tlsAskQuery)
    if (!(await isServedDomain(db, domain))) throw notFound()
    return c.json({ data: { domain: domain.trim().toLowerCase() } })
  })

  return app
}
