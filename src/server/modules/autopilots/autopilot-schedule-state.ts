import { localDateOf, nextSlot, slotAt, type ScheduleRule } from '../../../shared/automation/autopilot-schedule'
import type { AutopilotRow } from './autopilot-repository'

/** The first run after saving active comes this soon (the tick looks every TICK_EVERY_MS), then the rule's slots. */
export const INITIAL_RUN_DELAY_MS = 60_000

export type Schedulable = Pick<AutopilotRow, 'repeat' | 'time' | 'timezone' | 'startDate'>
export type ScheduleState = Pick<AutopilotRow, 'anchor' | 'nextRunAt' | 'nextKind'>

export function ruleOf(row: Pick<AutopilotRow, 'repeat' | 'time' | 'timezone'> & { anchor: string }): ScheduleRule {
  return { repeat: row.repeat, time: row.time, timezone: row.timezone, anchor: row.anchor }
}

/**
 * The schedule of an autopilot turned on for the first time: anchored on its start date (or today, in its zone); the
 * first run within about two minutes (kind initial) unless the start date is still ahead, then the rule's first slot.
 */
export function firstSchedule(row: Schedulable, now: Date): ScheduleState {
  const today = localDateOf(now, row.timezone)
  const anchor = row.startDate ?? today
  if (row.startDate && row.startDate > today) {
    return { anchor, nextRunAt: slotAt(ruleOf({ ...row, anchor }), 0), nextKind: 'scheduled' }
  }
  return { anchor, nextRunAt: new Date(now.getTime() + INITIAL_RUN_DELAY_MS), nextKind: 'initial' }
}

/** The next slot after now on the rule, keeping the anchor (a resume, or a changed rule of a running autopilot). */
export function followingSchedule(row: Schedulable & { anchor: string | null }, now: Date): ScheduleState {
  const anchor = row.startDate ?? row.anchor ?? localDateOf(now, row.timezone)
  return { anchor, nextRunAt: nextSlot(ruleOf({ ...row, anchor }), now), nextKind: 'scheduled' }
}
