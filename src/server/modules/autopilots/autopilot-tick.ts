import { sql } from 'drizzle-orm'
import { emptyRunCounts } from '../../../shared/automation/autopilot'
import { latestDueSlot, nextSlot } from '../../../shared/automation/autopilot-schedule'
import type { AppDeps } from '../../app-deps'
import type { Database } from '../../db/client'
import { inTransaction } from '../../db/transaction'
import { jobBatchInsert, jobBatchNotify } from '../../jobs/job-store'
import { autopilotRunJob } from './autopilot-jobs'
import type { AutopilotRow } from './autopilot-repository'
import { ruleOf } from './autopilot-schedule-state'

/** Autopilots one tick transaction claims; a tick goes on with the next batch until none is due. */
const TICK_BATCH = 5_000

type Due = Pick<AutopilotRow, 'id' | 'accountId' | 'repeat' | 'time' | 'timezone' | 'anchor' | 'nextKind'> & { nextRunAt: Date }
type Planned = { id: number; account_id: number; slot: string; kind: 'initial' | 'scheduled' | 'catch_up'; next: string | null }

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/**
 * The run an autopilot owes at `now`: its first run (initial), or the latest slot of the rule that is due. Slots
 * missed while nothing ticked collapse into that one run (catch_up when there were several). The next slot is the
 * rule's first after `now`; a one-time rule has none.
 */
export function planRun(due: Due, now: Date): Planned {
  const rule = ruleOf({ ...due, anchor: due.anchor ?? due.nextRunAt.toISOString().slice(0, 10) })
  if (due.nextKind === 'initial') {
    const next = due.repeat === 'once' ? null : nextSlot(rule, now)
    return { id: due.id, account_id: due.accountId, slot: due.nextRunAt.toISOString(), kind: 'initial', next: next?.toISOString() ?? null }
  }
  // Most ticks find the one slot they waited for: the slot after it is the next one, one look-up.
  const following = nextSlot(rule, due.nextRunAt)
  if (!following || following.getTime() > now.getTime()) {
    return { id: due.id, account_id: due.accountId, slot: due.nextRunAt.toISOString(), kind: 'scheduled', next: following?.toISOString() ?? null }
  }
  const latest = latestDueSlot(rule, due.nextRunAt, now) ?? { slot: due.nextRunAt, count: 1 }
  const next = nextSlot(rule, now)
  return { id: due.id, account_id: due.accountId, slot: latest.slot.toISOString(), kind: latest.count > 1 ? 'catch_up' : 'scheduled', next: next?.toISOString() ?? null }
}

/**
 * One batch of the tick, in one transaction of two statements: the first claims due active autopilots (FOR UPDATE
 * SKIP LOCKED: a second tick at the same time takes other rows or none); their slots are planned here (time-zone
 * arithmetic); the second, one statement for the whole batch, inserts each one's run for its slot (ON CONFLICT DO
 * NOTHING on UNIQUE(autopilot_id, slot_at): a slot runs once whatever happens), queues the runs' jobs and moves
 * next_run_at, all committed together. Answers how many autopilots it claimed.
 */
async function tickBatch(db: Database, now: Date, limit: number): Promise<number> {
  return inTransaction(db, async (t) => {
    const due = await rows<{ id: number; account_id: number; repeat: Due['repeat']; time: string; timezone: string; anchor: string | null; next_kind: Due['nextKind']; next_run_at: string | Date }>(
      t,
      sql`select id, account_id, repeat, time, timezone, anchor, next_kind, next_run_at from autopilots
          where status = 'active' and next_run_at is not null and next_run_at <= ${now.toISOString()}::timestamptz
          order by next_run_at limit ${limit} for update skip locked`,
    )
    if (!due.length) return 0
    const planned = due.map((d) =>
      planRun({ id: d.id, accountId: d.account_id, repeat: d.repeat, time: d.time, timezone: d.timezone, anchor: d.anchor, nextKind: d.next_kind, nextRunAt: new Date(d.next_run_at) }, now),
    )
    // The job's data and subject as autopilotRunJob.data / .subject make them ({ runId }, 'autopilot-run:<id>').
    const jobs = sql`select jsonb_build_object('runId', r.id) as data, ${`${autopilotRunJob.name}:`} || r.id as subject, r.account_id from runs r`
    await t.execute(sql`with plan as (
        select * from jsonb_to_recordset(${JSON.stringify(planned)}::jsonb) as p(id int, account_id int, slot timestamptz, kind text, next timestamptz)),
      runs as (
        insert into autopilot_runs (autopilot_id, account_id, slot_at, kind, counts)
        select p.id, p.account_id, p.slot, p.kind, ${JSON.stringify(emptyRunCounts())}::jsonb from plan p
        on conflict (autopilot_id, slot_at) do nothing
        returning id, account_id),
      queued as (${jobBatchInsert(autopilotRunJob, jobs)}),
      moved as (
        update autopilots a set next_run_at = p.next, next_kind = 'scheduled',
          status = case when p.next is null then 'finished' else a.status end, updated_at = ${now.toISOString()}::timestamptz
        from plan p where a.id = p.id
        returning a.id)
      select (select count(*) from queued)::int as queued, (select count(*) from moved)::int as moved, ${jobBatchNotify(autopilotRunJob)}`)
    return due.length
  })
}

/** The tick: every due autopilot gets its run (see tickBatch). Answers how many it handled. */
export async function tickAutopilots(deps: Pick<AppDeps, 'db' | 'now'>, now: Date = deps.now()): Promise<number> {
  let handled = 0
  for (;;) {
    const claimed = await tickBatch(deps.db, now, TICK_BATCH)
    handled += claimed
    if (claimed < TICK_BATCH) return handled
  }
}
