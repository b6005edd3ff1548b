import { Hono } from 'hono'
import { desc } from 'drizzle-orm'
import type { AppDeps, AppEnv } from '../../app-deps'
import { mailOutbox } from '../../db/schema'
import { allowFor } from '../../http/allow'

const OUTBOX_PAGE = 200

/** Back-office reads (signed-in admins only). */
export function adminRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  app.get('/outbox', allow.module('admin', 'super_admin', 'admin'), async (c) => {
    const rows = await deps.db
      .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, created_at: mailOutbox.createdAt })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(OUTBOX_PAGE)
    return c.json({ data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) })
  })
  return app
}
