import { Hono } from 'hono'
import { eq } from 'drizzle-orm'
import { wlLinksBody, type WlLinks, type WlLinksBody } from '../../../../shared/whitelabel/links'
import { say } from '../../../../shared/english-message'
import type { AppDeps, AppEnv } from '../../../app-deps'
import { wlLinks } from '../../../db/schema'
import { accountIdOf } from '../../../db/tenant-scope'
import { allowFor } from '../../../http/allow'
import { readBody } from '../../../http/read-body'
import { reads } from '../../../http/route-policy'

type LinksRow = typeof wlLinks.$inferSelect

const present = (row: LinksRow | undefined): WlLinks => ({
  setup: row?.setupUrl ?? null,
  support: row?.supportUrl ?? null,
  community: row?.communityUrl ?? null,
  courses: row?.coursesUrl ?? null,
  qa_call: row?.qaCallUrl ?? null,
  snapshot_store: row?.snapshotStoreUrl ?? null,
  roadmap: row?.roadmapUrl ?? null,
  updated_at: row?.updatedAt.toISOString() ?? null,
})

const clean = (value: string | null | undefined) => value?.trim() || null

const columns = (body: WlLinksBody, now: Date) => ({
  setupUrl: clean(body.setup),
  supportUrl: clean(body.support),
  communityUrl: clean(body.community),
  coursesUrl: clean(body.courses),
  qaCallUrl: clean(body.qa_call),
  snapshotStoreUrl: clean(body.snapshot_store),
  roadmapUrl: clean(body.roadmap),
  updatedAt: now,
})

/** The reseller's resource links (docs/api.md, "White-label: links"): one record per reseller account, replaced whole. */
export function linkRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const reseller = allowFor(deps).module('whitelabel')

  app.get('/wl/links', reseller, async (c) => {
    const [row] = await deps.db.select().from(wlLinks).where(eq(wlLinks.accountId, accountIdOf(c.var)))
    return c.json({ data: present(row) })
  })

  app.put('/wl/links', reseller, reads({ body: wlLinksBody }), async (c) => {
    const body = await readBody(c, wlLinksBody)
    const values = columns(body, deps.now())
    const [row] = await deps.db
      .insert(wlLinks)
      .values({ accountId: accountIdOf(c.var), ...values })
      .onConflictDoUpdate({ target: wlLinks.accountId, set: values })
      .returning()
    return c.json({ message: say('whitelabel.links_saved'), data: present(row) })
  })

  return app
}
