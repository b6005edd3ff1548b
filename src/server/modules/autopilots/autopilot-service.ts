import { and, eq, inArray } from 'drizzle-orm'
import { emptyRunCounts, type AutopilotBody, type AutopilotUpdateBody } from '../../../shared/automation/autopilot'
import { autopilotRuns, autopilots } from '../../db/schema'
import type { AccountScope } from '../../db/tenant-scope'
import { inTransaction } from '../../db/transaction'
import { fieldError } from '../../http/api-error'
import type { LeadJobDeps } from '../lead-jobs/lead-job-deps'
import { continueRuns } from './autopilot-credits'
import { sendRunStep } from './autopilot-jobs'
import type { AutopilotRow } from './autopilot-repository'
import { firstSchedule, followingSchedule, type Schedulable, type ScheduleState } from './autopilot-schedule-state'
import { checkedSettings } from './autopilot-settings'

const scheduleFields = ['repeat', 'time', 'timezone', 'start_date'] as const

export async function createAutopilot(deps: LeadJobDeps, scope: AccountScope, body: AutopilotBody): Promise<AutopilotRow> {
  const active = body.status === 'active'
  const settings = await checkedSettings(deps, scope, body, null, active)
  const now = deps.now()
  const schedule: Partial<ScheduleState> = active ? firstSchedule(settings as Schedulable, now) : {}
  const [row] = await scope
    .insert('autopilots', [{ ...settings, ...schedule, status: active ? 'active' : 'draft', createdAt: now, updatedAt: now }])
    .returning()
  return row as AutopilotRow
}

/**
 * Saves the fields given. A draft saved active is turned on (its first run within about two minutes); an active
 * one whose rule changed waits for the new rule's next slot; other statuses keep their schedule until resumed.
 */
export async function updateAutopilot(deps: LeadJobDeps, scope: AccountScope, existing: AutopilotRow, body: AutopilotUpdateBody): Promise<AutopilotRow> {
  const activating = existing.status === 'draft' && body.status === 'active'
  const active = activating || existing.status === 'active'
  const settings = await checkedSettings(deps, scope, body, existing, active)
  const now = deps.now()
  let schedule: Partial<ScheduleState> = {}
  if (activating) schedule = firstSchedule(settings as Schedulable, now)
  else if (existing.status === 'active' && existing.nextKind !== 'initial' && scheduleFields.some((f) => body[f] !== undefined)) {
    schedule = followingSchedule({ ...(settings as Schedulable), anchor: body.start_date ? null : existing.anchor }, now)
  }
  const status = activating ? 'active' : existing.status
  const [row] = await scope.update('autopilots', { ...settings, ...schedule, status, updatedAt: now }, eq(autopilots.id, existing.id)).returning()
  return row as AutopilotRow
}

export async function pauseAutopilot(deps: LeadJobDeps, scope: AccountScope, row: AutopilotRow): Promise<AutopilotRow> {
  const [paused] = await scope
    .update('autopilots', { status: 'paused', updatedAt: deps.now() }, and(eq(autopilots.id, row.id), inArray(autopilots.status, ['active', 'paused_no_credits'])))
    .returning()
  if (!paused) throw fieldError('status', 'autopilots.cannot_pause')
  return paused as AutopilotRow
}

/**
 * Turns a paused autopilot back on: slots missed while it was paused are not run; it waits for the rule's next slot
 * (or, never run yet, makes its first run). Runs it left unfinished (out of credits) continue where they stopped.
 */
export async function resumeAutopilot(deps: LeadJobDeps, scope: AccountScope, row: AutopilotRow): Promise<AutopilotRow> {
  if (row.status !== 'paused' && row.status !== 'paused_no_credits') throw fieldError('status', 'autopilots.cannot_resume')
  const now = deps.now()
  const runs = await deps.db.$count(autopilotRuns, eq(autopilotRuns.autopilotId, row.id))
  const schedule = runs === 0 ? firstSchedule(row, now) : row.repeat === 'once' ? { anchor: row.anchor, nextRunAt: null, nextKind: 'scheduled' as const } : followingSchedule(row, now)
  const [resumed] = await scope
    .update('autopilots', { ...schedule, status: schedule.nextRunAt === null ? 'finished' : 'active', updatedAt: now }, and(eq(autopilots.id, row.id), inArray(autopilots.status, ['paused', 'paused_no_credits'])))
    .returning()
  if (!resumed) throw fieldError('status', 'autopilots.cannot_resume')
  await continueRuns(deps, row.id)
  return resumed as AutopilotRow
}

/** A run for now (kind manual), queued at once; a draft has nothing to run yet. */
export async function runAutopilotNow(deps: LeadJobDeps, row: AutopilotRow): Promise<void> {
  if (row.status === 'draft' || row.campaignId === null) throw fieldError('status', 'autopilots.draft_cannot_run')
  const run = await inTransaction(deps.db, async (t) => {
    const [created] = await t
      .insert(autopilotRuns)
      .values({ autopilotId: row.id, accountId: row.accountId, slotAt: deps.now(), kind: 'manual', counts: emptyRunCounts() })
      .onConflictDoNothing()
      .returning()
    return created
  })
  if (run) await sendRunStep(deps, run)
}

/** A paused copy named "… (copy)", with no schedule and no runs of its own. */
export async function duplicateAutopilot(deps: LeadJobDeps, scope: AccountScope, row: AutopilotRow): Promise<AutopilotRow> {
  const now = deps.now()
  const { id: _id, accountId: _account, createdAt: _created, updatedAt: _updated, anchor: _anchor, nextRunAt: _next, nextKind: _kind, status, ...settings } = row
  const [copy] = await scope
    .insert('autopilots', [{ ...settings, name: `${row.name} (copy)`, status: status === 'draft' ? 'draft' : 'paused', createdAt: now, updatedAt: now }])
    .returning()
  return copy as AutopilotRow
}
