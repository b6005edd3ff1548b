import { sql } from 'drizzle-orm'
import type { InsightReport } from '../../../shared/admin-insight/types'
import type { Database } from '../../db/client'
import { queryRows } from '../credits/credit-rows'
import { bucketOf, rangeEnd, rangeStart, type InsightRange } from './insight-range'
import { bucketSums, timeSeries } from './insight-series'

type PlanRow = { plan_id: number | null; plan_name: string | null; price: number | null; accounts: string; active: string; ended: string; new_in_range: string }

/**
 * Subscriptions: accounts per plan (no plan in a row of its own), how many have a licence that has not ended
 * (none set counts as not ended) and how many ended, those created within the range, and new accounts on a paid
 * plan per month.
 */
export async function subscriptionsReport(db: Database, range: InsightRange, now: Date): Promise<InsightReport> {
  const monthly = { ...range, interval: 'month' as const }
  const start = rangeStart(range)
  const end = rangeEnd(range)
  const at = sql`${now.toISOString()}::timestamptz`
  const [plans, perMonth] = await Promise.all([
    queryRows<PlanRow>(
      db,
      sql`SELECT p.id AS plan_id, p.name AS plan_name, p.price, count(a.id) AS accounts,
          count(a.id) FILTER (WHERE a.license_time IS NULL OR a.license_time > ${at}) AS active,
          count(a.id) FILTER (WHERE a.license_time <= ${at}) AS ended,
          count(a.id) FILTER (WHERE a.created_at >= ${start} AND a.created_at < ${end}) AS new_in_range
        FROM accounts a LEFT JOIN plans p ON p.id = a.plan_id
        GROUP BY p.id, p.name, p.price
        ORDER BY p.price DESC NULLS LAST, p.name`,
    ),
    bucketSums(db, sql`SELECT ${bucketOf(sql`a.created_at`, 'month')} AS bucket, count(*) AS total
      FROM accounts a JOIN plans p ON p.id = a.plan_id WHERE p.price > 0 AND a.created_at >= ${start} AND a.created_at < ${end} GROUP BY 1`),
  ])
  const rows = plans.map((r) => ({
    plan_id: r.plan_id === null ? null : Number(r.plan_id), plan_name: r.plan_name, price: r.price === null ? null : Number(r.price),
    accounts: Number(r.accounts), active: Number(r.active), ended: Number(r.ended), new_in_range: Number(r.new_in_range),
  }))
  const paid = rows.filter((r) => (r.price ?? 0) > 0)
  const sum = (list: typeof rows, key: 'active' | 'ended' | 'new_in_range') => list.reduce((total, r) => total + r[key], 0)
  return {
    name: 'subscriptions',
    range: monthly,
    kpis: [
      { key: 'active', kind: 'count', value: sum(paid, 'active') },
      { key: 'ended', kind: 'count', value: sum(paid, 'ended') },
      { key: 'new', kind: 'count', value: sum(paid, 'new_in_range') },
    ],
    series: [
      timeSeries('new_subscriptions', 'count', monthly, perMonth),
      { key: 'accounts_per_plan', kind: 'count', x: 'category', points: rows.map((r) => ({ at: r.plan_name ?? '', value: r.accounts })) },
    ],
    table: {
      key: 'plans',
      columns: [
        { key: 'plan_name', kind: 'text' },
        { key: 'price', kind: 'cents' },
        { key: 'accounts', kind: 'count' },
        { key: 'active', kind: 'count' },
        { key: 'ended', kind: 'count' },
        { key: 'new_in_range', kind: 'count' },
      ],
      rows: rows.map(({ plan_id: _id, ...row }) => row),
      next_cursor: null,
    },
  }
}

/** User referrals: users (not deleted) per referral partner, all time and signed up within the range. */
export async function referralsReport(db: Database, range: InsightRange): Promise<InsightReport> {
  const start = rangeStart(range)
  const end = rangeEnd(range)
  const [partners, perBucket] = await Promise.all([
    queryRows<{ partner: string; users: string; new_in_range: string }>(
      db,
      sql`SELECT referral_partner AS partner, count(*) AS users,
          count(*) FILTER (WHERE created_at >= ${start} AND created_at < ${end}) AS new_in_range
        FROM users WHERE status <> 'deleted' AND referral_partner IS NOT NULL AND referral_partner <> ''
        GROUP BY referral_partner ORDER BY count(*) DESC, referral_partner`,
    ),
    bucketSums(db, sql`SELECT ${bucketOf(sql`created_at`, range.interval)} AS bucket, count(*) AS total FROM users
      WHERE status <> 'deleted' AND referral_partner IS NOT NULL AND referral_partner <> '' AND created_at >= ${start} AND created_at < ${end} GROUP BY 1`),
  ])
  const rows = partners.map((r) => ({ partner: r.partner, users: Number(r.users), new_in_range: Number(r.new_in_range) }))
  return {
    name: 'user-referrals',
    range,
    kpis: [
      { key: 'partners', kind: 'count', value: rows.length },
      { key: 'referred', kind: 'count', value: rows.reduce((sum, r) => sum + r.users, 0) },
      { key: 'new', kind: 'count', value: rows.reduce((sum, r) => sum + r.new_in_range, 0) },
    ],
    series: [timeSeries('referred_signups', 'count', range, perBucket)],
    table: {
      key: 'partners',
      columns: [
        { key: 'partner', kind: 'text' },
        { key: 'users', kind: 'count' },
        { key: 'new_in_range', kind: 'count' },
      ],
      rows,
      next_cursor: null,
    },
  }
}
