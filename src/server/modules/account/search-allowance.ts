import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, plans } from '../../db/schema'
import { refusal } from '../../http/api-error'
import { queryRows } from '../credits/credit-rows'
import { endedLicence } from '../credits/licence'
import { resetPlanPeriod } from '../credits/plan-reset'
import type { PlanPeriod } from '../credits/plan-period'

/**
 * Searches an account may start per plan period: the plan's leads limit plus the account's additional query count
 * (extra searches an operator gave it, every period); null when the plan sets no limit or there is no plan.
 */
export const searchesAllowed = (leadsLimit: number | null | undefined, additional: number) => (leadsLimit == null ? null : leadsLimit + additional)

export const licenceRefusal = (licenseTime: Date) =>
  refusal(403, { code: 'account.licence_ended', params: { date: licenseTime.toISOString() } }, { license_time: licenseTime.toISOString() })

/** Refuses (403 `account.licence_ended`) when the account's licence time has passed. */
export async function assertLicence(db: Database, accountId: number, now: Date): Promise<void> {
  const ended = await endedLicence(db, accountId, now)
  if (ended) throw licenceRefusal(ended)
}

/**
 * Before a search starts, outside its transaction: refuses when the licence ended, and brings the account to the
 * current plan period (the lazy monthly reset). Answers the period `takeSearch` counts against.
 */
export async function prepareSearchStart(db: Database, accountId: number, now: Date): Promise<PlanPeriod> {
  await assertLicence(db, accountId, now)
  const usage = await resetPlanPeriod(db, accountId, now)
  if (!usage) throw new Error(`Account ${accountId} does not exist.`)
  return usage.period
}

/**
 * Counts one search against the account's period, in the transaction that records the search, or refuses with a
 * 429 `account.search_limit_reached` naming the limit and the reset date. The count is one conditional UPDATE of the
 * usage row (`searches_used < allowed`): concurrent starts queue on its row lock and PostgreSQL re-checks the
 * condition against the row each one finds, so at the limit exactly one of two passes; a refused start rolls its
 * transaction back and leaves nothing written.
 */
export async function takeSearch(db: Database, accountId: number, period: PlanPeriod, now: Date): Promise<number> {
  const [taken] = await queryRows<{ searches_used: number }>(
    db,
    sql`UPDATE account_usage u SET searches_used = u.searches_used + 1
        FROM accounts a LEFT JOIN plans p ON p.id = a.plan_id
        WHERE u.account_id = ${accountId} AND a.id = u.account_id AND u.period_start = ${period.start.toISOString()}::timestamptz
          AND (p.leads_limit IS NULL OR u.searches_used < p.leads_limit + a.additional_query_count)
        RETURNING u.searches_used`,
  )
  if (taken) return Number(taken.searches_used)
  const [row] = await db
    .select({ leadsLimit: plans.leadsLimit, additional: accounts.additionalQueryCount })
    .from(accounts)
    .leftJoin(plans, eq(plans.id, accounts.planId))
    .where(eq(accounts.id, accountId))
  const allowed = searchesAllowed(row?.leadsLimit, row?.additional ?? 0) ?? 0
  const resetDate = period.end > now ? period.end : now
  const retryAfter = Math.max(1, Math.ceil((resetDate.getTime() - now.getTime()) / 1000))
  throw refusal(
    429,
    { code: 'account.search_limit_reached', params: { count: allowed, date: resetDate.toISOString() } },
    { searches_limit: allowed, reset_date: resetDate.toISOString() },
    { 'Retry-After': String(retryAfter) },
  )
}
