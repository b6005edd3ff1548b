import { Hono } from 'hono'
import { planBody } from '../../../shared/admin-plans/schemas'
import type { AppDeps, AppEnv } from '../../app-deps'
import { notFound } from '../../http/api-error'
import { allowFor } from '../../http/allow'
import { readBody } from '../../http/read-body'
import { pathId } from '../../http/route-params'
import { reads } from '../../http/route-policy'
import { findPlan, listPlans } from './plan-repository'
import { changePlan, createPlan, removePlan } from './plan-service'

/** The plans of the platform, for its admins: every change is audited (entity `plan`). */
export function adminPlanRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const admin = allowFor(deps).module('admin', 'super_admin', 'admin')
  app.get('/plans', admin, async (c) => c.json({ data: await listPlans(deps.db) }))
  app.post('/plans', admin, reads({ body: planBody }), async (c) => c.json(await createPlan(deps.db, c.var.user, await readBody(c, planBody)), 201))
  app.get('/plans/:id', admin, async (c) => {
    const plan = await findPlan(deps.db, pathId(c))
    if (!plan) throw notFound()
    return c.json(plan)
  })
  app.put('/plans/:id', admin, reads({ body: planBody }), async (c) => {
    const id = pathId(c)
    return c.json(await changePlan(deps.db, c.var.user, id, await readBody(c, planBody)))
  })
  app.delete('/plans/:id', admin, async (c) => {
    await removePlan(deps.db, c.var.user, pathId(c))
    return c.body(null, 204)
  })
  return app
}
