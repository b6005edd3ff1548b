import { Hono } from 'hono'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { labelBody, labelChangeBody } from '../../../shared/labels/schemas'
import type { AppDeps, AppEnv } from '../../app-deps'
import type { Database } from '../../db/client'
import { customLabels, resultLabels } from '../../db/schema'
import { accountIdOf, forAccount, type AccountScope } from '../../db/tenant-scope'
import { readBody } from '../../http/read-body'
import { intArray, readLabelTargets } from './label-targets'
import { fieldError, notFound } from '../../http/api-error'
import { bodyIds, pathId } from '../../http/route-params'
import { allowFor } from '../../http/allow'
import { reads } from '../../http/route-policy'
import { say } from '../../../shared/english-message'

const DEFAULT_COLOR = '#573BFF'

type LabelRow = typeof customLabels.$inferSelect
const present = (l: LabelRow, resultsCount?: number) => ({ id: l.id, name: l.name, color: l.color, ...(resultsCount !== undefined && { results_count: resultsCount }) })

async function nameInUse(db: Database, scope: AccountScope, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: customLabels.id })
    .from(customLabels)
    .where(scope.where('customLabels', and(sql`lower(${customLabels.name}) = lower(${name})`, exceptId ? sql`${customLabels.id} <> ${exceptId}` : undefined)))
  return !!row
}

/** The account's custom labels and their links to results. */
export function labelRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const allow = allowFor(deps)
  const { db } = deps
  const scopeOf = (vars: { account: { id: number } }) => forAccount(db, accountIdOf(vars))

  app.get('/custom-labels', allow.module('leads'), async (c) => {
    const scope = scopeOf(c.var)
    const rows = await db
      .select({ label: customLabels, count: sql<number>`(select count(*)::int from result_labels rl where rl.label_id = "custom_labels"."id")` })
      .from(customLabels)
      .where(scope.where('customLabels'))
      .orderBy(asc(customLabels.name), asc(customLabels.id))
    return c.json(rows.map((r) => present(r.label, Number(r.count))))
  })

  app.post('/custom-labels', allow.module('leads'), reads({ body: labelBody }), async (c) => {
    const scope = scopeOf(c.var)
    const body = await readBody(c, labelBody)
    const name = body.name.trim()
    if (await nameInUse(db, scope, name)) throw fieldError('name', 'labels.name_taken')
    // The unique index settles a race between two identical creates; the loser gets the same 422.
    const [row] = await scope.insert('customLabels', [{ name, color: body.color ?? DEFAULT_COLOR }]).onConflictDoNothing().returning()
    if (!row) throw fieldError('name', 'labels.name_taken')
    return c.json(present(row as LabelRow, 0), 201)
  })

  app.put('/custom-labels/:id', allow.module('leads'), reads({ body: labelBody }), async (c) => {
    const scope = scopeOf(c.var)
    const label = await scope.one('customLabels', pathId(c))
    if (!label) throw notFound()
    const body = await readBody(c, labelBody)
    const name = body.name.trim()
    if (await nameInUse(db, scope, name, label.id)) throw fieldError('name', 'labels.name_taken')
    const [row] = await scope.update('customLabels', { name, ...(body.color && { color: body.color }) }, eq(customLabels.id, label.id)).returning()
    return c.json(present(row as LabelRow))
  })

  app.delete('/custom-labels/:id', allow.module('leads'), async (c) => {
    const scope = scopeOf(c.var)
    const label = await scope.one('customLabels', pathId(c))
    if (!label) throw notFound()
    await scope.delete('customLabels', eq(customLabels.id, label.id))
    return c.json({ message: say('labels.deleted'), id: label.id })
  })

  app.post('/custom-labels/assign', allow.module('leads'), reads({ body: labelChangeBody }), async (c) => {
    const { labels, results } = await readLabelTargets(c, db, scopeOf(c.var))
    // One statement whatever the size: the pairs are built in the database, not as thousands of bind parameters.
    const inserted = await db.execute(sql`insert into result_labels (result_id, label_id)
      select "lead_results"."id", l from "lead_results" cross join unnest(${intArray(labels)}::int[]) as l where ${results}
      on conflict do nothing returning label_id`)
    return c.json({ message: say('labels.assigned'), assigned: (inserted as unknown as { rows: unknown[] }).rows.length })
  })

  app.post('/custom-labels/remove', allow.module('leads'), reads({ body: labelChangeBody }), async (c) => {
    const { labels, results } = await readLabelTargets(c, db, scopeOf(c.var))
    const removed = await db
      .delete(resultLabels)
      .where(and(inArray(resultLabels.labelId, labels), sql`${resultLabels.resultId} in (select "lead_results"."id" from "lead_results" where ${results})`))
      .returning({ labelId: resultLabels.labelId })
    return c.json({ message: say('labels.removed'), removed: removed.length })
  })

  return app
}
