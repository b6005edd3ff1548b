import { Hono } from 'hono'
import { checkoutBody, packageBody, salesSettingsBody } from '../../../../shared/whitelabel/packages'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { accountIdOf, forAccount } from '../../../db/tenant-scope'
import { publishPackageOnProvider } from '../billing/publish-package'
import { allowFor } from '../../../http/allow'
import { refusal } from '../../../http/api-error'
import { clientAddress } from '../../../http/client-address'
import { claimLoginAttempt, type AttemptLimit } from '../../auth/attempt-counters'
import { readBody } from '../../../http/read-body'
import { pathId } from '../../../http/route-params'
import { reads } from '../../../http/route-policy'
import { checkoutWith } from './local-checkout'
import { resellerPlans, selectPackages } from './package-repository'
import { createPackage, findPackage, publishPackage, removePackage, updatePackage } from './package-service'
import { checkOrder, publicSalesPage, sellingPage } from './sales-page'
import { saveSalesSettings, salesSettingsOf } from './sales-settings'

/** The reseller's packages and their sales settings, under /api/wl: each reseller sees only its own. */
export function packageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const reseller = allowFor(deps).module('whitelabel')
  const me = (c: { var: { account: { id: number } } }) => accountIdOf(c.var)
  app.get('/wl/package-plans', reseller, async (c) => c.json({ data: await resellerPlans(deps.db) }))
  app.get('/wl/packages', reseller, async (c) => c.json({ data: await selectPackages(deps.db, me(c)) }))
  app.post('/wl/packages', reseller, reads({ body: packageBody }), async (c) => c.json(await createPackage(deps.db, me(c), await readBody(c, packageBody), deps.now()), 201))
  app.get('/wl/packages/:id', reseller, async (c) => c.json(await findPackage(deps.db, me(c), pathId(c))))
  app.put('/wl/packages/:id', reseller, reads({ body: packageBody }), async (c) => {
    const id = pathId(c)
    return c.json(await updatePackage(deps.db, me(c), id, await readBody(c, packageBody), deps.now()))
  })
  app.delete('/wl/packages/:id', reseller, async (c) => c.json(await removePackage(deps.db, me(c), pathId(c), deps.now())))
  // Put on sale at the reseller's payment provider first (Stripe: its product and prices; others: nothing), so a
  // provider that refuses leaves the package unpublished; then published here.
  app.post('/wl/packages/:id/publish', reseller, async (c) => {
    const row = await forAccount(deps.db, me(c)).one('wlPackages', pathId(c))
    if (row && row.status !== 'published') await publishPackageOnProvider(deps, me(c), row)
    return c.json(await publishPackage(deps.db, me(c), pathId(c), deps.now()))
  })
  app.get('/wl/packages/:id/sales-settings', reseller, async (c) => c.json(await salesSettingsOf(deps.db, me(c), pathId(c))))
  app.put('/wl/packages/:id/sales-settings', reseller, reads({ body: salesSettingsBody }), async (c) => {
    const id = pathId(c)
    return c.json(await saveSalesSettings(deps.db, me(c), id, await readBody(c, salesSettingsBody), deps.now()))
  })
  return app
}

/**
 * Orders one address may place on the public sales pages in a minute, failed ones included: the login's database
 * counters, so the limit holds across processes and restarts (docs/decisions.md, "The public checkout's limit").
 */
export const CHECKOUT_LIMIT: AttemptLimit = { max: 10, windowSeconds: 60 }

/** The public sales pages under /api/sales-pages: anyone may read one and buy on it. */
export function salesPageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const anyone = allowFor(deps).anyone
  app.get('/sales-pages/:slug', anyone, async (c) => c.json(await publicSalesPage(deps.db, c.req.param('slug'), deps.now())))
  app.post('/sales-pages/:slug/checkout', anyone, reads({ body: checkoutBody }), async (c) => {
    const address = clientAddress(c, deps.config.trustProxy)
    const { wait } = await claimLoginAttempt(deps.db, [`checkout:ip:${address}`], deps.now(), CHECKOUT_LIMIT)
    if (wait > 0) throw refusal(429, { code: 'whitelabel.checkout_too_many', params: { seconds: wait } }, {}, { 'Retry-After': String(wait) })
    const sold = await sellingPage(deps.db, c.req.param('slug'))
    const body = await readBody(c, checkoutBody)
    checkOrder(sold.pkg, body, deps.now())
    const result = await checkoutWith(deps, sold, body, new URL(c.req.url).origin)
    if (result.kind === 'redirect') return c.json({ status: 'redirect', redirect_url: result.url })
    return c.json({ status: 'completed', order_id: result.orderId, redirect_url: sold.pkg.thankYouUrl }, 201)
  })
  return app
}
