import { Hono } from 'hono'
import { asc } from 'drizzle-orm'
import { siteSettingsBody } from '../../../shared/schemas/auth'
import type { ListType, Topic } from '../../../shared/types'
import type { AppDeps, AppEnv } from '../../app-deps'
import { listTypes, topics } from '../../db/schema'
import { readBody } from '../../http/read-body'
import { requireUser } from '../../http/require-user'
import { siteSettingsFor } from './site-settings'

/** POST /api/site-settings: public, the login page needs the look before anyone signs in. */
export function publicCatalogueRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.post('/site-settings', async (c) => c.json(await siteSettingsFor(deps.db, (await readBody(c, siteSettingsBody)).domain)))
  return app
}

/** Reference data for signed-in users (each route needs a bearer token). */
export function catalogueRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const auth = requireUser(deps)
  app.get('/campaign-types', auth, async (c) => {
    const rows: ListType[] = await deps.db.select({ id: listTypes.id, name: listTypes.name }).from(listTypes).orderBy(asc(listTypes.id))
    return c.json(rows)
  })
  app.get('/topics', auth, async (c) => {
    const rows: Topic[] = await deps.db
      .select({ id: topics.id, title: topics.title, description: topics.description, position: topics.position })
      .from(topics)
      .orderBy(asc(topics.position), asc(topics.id))
    return c.json(rows)
  })
  return app
}
