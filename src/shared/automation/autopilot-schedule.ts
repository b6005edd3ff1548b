/**
 * When an autopilot runs: a pure function of its rule, in the user's IANA time zone, counted from the anchor date
 * (slot n is the anchor plus n days, weeks, months or years, never "the last run plus 30 days"). Built on Intl
 * alone: Node 20 and every browser carry the IANA database, and the only conversion needed, a local wall time to an
 * instant, is two offset look-ups (docs/decisions.md, "Autopilot schedules").
 */
export type ScheduleRepeat = 'once' | 'daily' | 'weekly' | 'monthly' | 'yearly'
/** `anchor` is a local date 'YYYY-MM-DD', `time` 'HH:MM'. */
export type ScheduleRule = { repeat: ScheduleRepeat; time: string; timezone: string; anchor: string }

type LocalDate = { y: number; m: number; d: number }

const DAY_MS = 86_400_000
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
    formatters.set(timeZone, f)
  }
  return f
}

export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false
  try {
    formatter(value)
    return true
  } catch {
    return false
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds, read from Intl's formatted wall clock. */
function readOffset(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const p of formatter(timeZone).formatToParts(new Date(instant))) if (p.type !== 'literal') parts[p.type] = Number(p.value)
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * Offsets change only at a zone's transitions, which fall on whole quarter hours of UTC, so one look-up serves a
 * quarter hour: a tick over thousands of autopilots at the same few times asks Intl (tens of microseconds a call) a
 * few hundred times, not tens of thousands.
 */
const QUARTER_MS = 15 * 60_000
const offsets = new Map<string, number>()
function offsetAt(instant: number, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(instant / QUARTER_MS)}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    if (offsets.size > 100_000) offsets.clear()
    offset = readOffset(Math.floor(instant / QUARTER_MS) * QUARTER_MS, timeZone)
    offsets.set(key, offset)
  }
  return offset
}

/** The wall clock of `instant` in the zone, as the UTC milliseconds of the same wall clock (whole seconds). */
const wallClock = (instant: number, timeZone: string) => Math.floor(instant / 1000) * 1000 + offsetAt(instant, timeZone)

/**
 * The instant of a local wall time. A time that happens twice (the fall-back hour) is its first occurrence, so it
 * runs once; a time that does not exist (the spring-forward gap) moves forward by the gap (02:30 becomes 03:30).
 */
export function zonedInstant(date: LocalDate, time: string, timeZone: string): Date {
  const [hh, mm] = time.split(':').map(Number)
  const wall = Date.UTC(date.y, date.m - 1, date.d, hh, mm)
  const before = offsetAt(wall - DAY_MS / 2, timeZone)
  const after = offsetAt(wall + DAY_MS / 2, timeZone)
  // No transition within 12 hours either side: the one offset is the answer.
  if (before === after) return new Date(wall - before)
  const candidates = [wall - before, wall - after].filter((t) => wallClock(t, timeZone) === wall).sort((a, b) => a - b)
  return new Date(candidates[0] ?? wall - before)
}

export function localDateOf(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10)
}

const parseDate = (value: string): LocalDate => {
  const [y, m, d] = value.split('-').map(Number)
  return { y, m, d }
}
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()
const addDays = (date: LocalDate, days: number): LocalDate => {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d) + days * DAY_MS)
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() }
}
/** The anchor's day in another month, clamped to that month's last day (31st -> 30 Apr, 29 Feb -> 28 Feb). */
const addMonths = (date: LocalDate, months: number): LocalDate => {
  const index = date.y * 12 + (date.m - 1) + months
  const y = Math.floor(index / 12)
  const m = (index % 12) + 1
  return { y, m, d: Math.min(date.d, daysIn(y, m)) }
}

function localDateOfSlot(rule: ScheduleRule, n: number): LocalDate {
  const anchor = parseDate(rule.anchor)
  switch (rule.repeat) {
    case 'once':
    case 'daily':
      return addDays(anchor, n)
    case 'weekly':
      return addDays(anchor, 7 * n)
    case 'monthly':
      return addMonths(anchor, n)
    case 'yearly':
      return addMonths(anchor, 12 * n)
  }
}

/** Slot n of the rule (n >= 0); a one-time rule has slot 0 only. */
export function slotAt(rule: ScheduleRule, n: number): Date | null {
  if (n < 0 || (rule.repeat === 'once' && n > 0)) return null
  return zonedInstant(localDateOfSlot(rule, n), rule.time, rule.timezone)
}

/** A slot index at or just below the first slot after `instant` (slots only grow with n, so the caller steps up). */
function estimateIndex(rule: ScheduleRule, instant: Date): number {
  const anchor = parseDate(rule.anchor)
  const local = parseDate(localDateOf(instant, rule.timezone))
  const days = Math.round((Date.UTC(local.y, local.m - 1, local.d) - Date.UTC(anchor.y, anchor.m - 1, anchor.d)) / DAY_MS)
  const months = (local.y - anchor.y) * 12 + (local.m - anchor.m)
  const n = { once: 0, daily: days, weekly: Math.floor(days / 7), monthly: months, yearly: Math.floor(months / 12) }[rule.repeat]
  return Math.max(0, n - 1)
}

/** The index of the first slot strictly after `after`, or null when there is none (a one-time rule that passed). */
function indexAfter(rule: ScheduleRule, after: Date): number | null {
  for (let n = estimateIndex(rule, after); ; n++) {
    const slot = slotAt(rule, n)
    if (!slot) return null
    if (slot.getTime() > after.getTime()) return n
  }
}

/** The first slot strictly after `after`, or null when the rule has none left. */
export function nextSlot(rule: ScheduleRule, after: Date): Date | null {
  const n = indexAfter(rule, after)
  return n === null ? null : slotAt(rule, n)
}

/**
 * The slots due between `from` (the slot the autopilot waited for, included) and `now`: the latest of them and how
 * many there were. Missed slots collapse into that one run; `count` > 1 makes it a catch-up.
 */
export function latestDueSlot(rule: ScheduleRule, from: Date, now: Date): { slot: Date; count: number } | null {
  if (from.getTime() > now.getTime()) return null
  const firstAfterFrom = indexAfter(rule, new Date(from.getTime() - 1))
  const firstAfterNow = indexAfter(rule, now)
  if (firstAfterFrom === null) return { slot: from, count: 1 }
  const last = (firstAfterNow ?? firstAfterFrom + 1) - 1
  if (last < firstAfterFrom) return { slot: from, count: 1 }
  return { slot: slotAt(rule, last)!, count: last - firstAfterFrom + 1 }
}

/** The next `count` slots after `after` (the wizard's preview). */
export function upcomingSlots(rule: ScheduleRule, after: Date, count: number): Date[] {
  const first = indexAfter(rule, after)
  if (first === null) return []
  const slots: Date[] = []
  for (let n = first; slots.length < count; n++) {
    const slot = slotAt(rule, n)
    if (!slot) break
    slots.push(slot)
  }
  return slots
}

/**
 * The period of the rule that an instant falls in, for the cap on results per period: the local day, ISO week,
 * month or year ('2026-11'); a one-time rule has one period.
 */
export function periodKey(repeat: ScheduleRepeat, instant: Date, timeZone: string): string {
  const date = localDateOf(instant, timeZone)
  switch (repeat) {
    case 'once':
      return 'once'
    case 'daily':
      return date
    case 'weekly': {
      const { y, m, d } = parseDate(date)
      const t = new Date(Date.UTC(y, m - 1, d))
      const day = (t.getUTCDay() + 6) % 7
      t.setUTCDate(t.getUTCDate() - day + 3)
      const week = Math.ceil(((t.getTime() - Date.UTC(t.getUTCFullYear(), 0, 1)) / DAY_MS + 1) / 7)
      return `${t.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
    }
    case 'monthly':
      return date.slice(0, 7)
    case 'yearly':
      return date.slice(0, 4)
  }
}
