/** The month `months` after `anchor`, same day and time, clamped to the month's last day (31 Jan + 1 -> 28/29 Feb). */
export function addMonthsClamped(anchor: Date, months: number): Date {
  const firstOfMonth = new Date(
    Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + months, 1, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()),
  )
  const lastDay = new Date(Date.UTC(firstOfMonth.getUTCFullYear(), firstOfMonth.getUTCMonth() + 1, 0)).getUTCDate()
  firstOfMonth.setUTCDate(Math.min(anchor.getUTCDate(), lastDay))
  return firstOfMonth
}

export type PlanPeriod = { start: Date; end: Date }

/**
 * The plan period `now` falls in. Periods are always counted from the anchor (registration or last manual reset),
 * never chained from the previous period, so a plan anchored on the 31st resets on 28 Feb and again on 31 Mar.
 */
export function planPeriodAt(anchor: Date, now: Date): PlanPeriod {
  if (now < anchor) return { start: anchor, end: addMonthsClamped(anchor, 1) }
  let k = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth())
  while (k > 0 && addMonthsClamped(anchor, k) > now) k--
  while (addMonthsClamped(anchor, k + 1) <= now) k++
  return { start: addMonthsClamped(anchor, k), end: addMonthsClamped(anchor, k + 1) }
}
