import { describe, expect, it } from 'vitest'
import { latestDueSlot, localDateOf, nextSlot, periodKey, upcomingSlots, type ScheduleRule } from '../../src/shared/automation/autopilot-schedule'

const iso = (dates: Date[]) => dates.map((d) => d.toISOString())
/** The local wall time of an instant in a zone, 'YYYY-MM-DD HH:MM'. */
const local = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(d)

describe('nextSlot', () => {
  it('monthly on the 31st in Berlin clamps to the month end: 31 Jan, 28 Feb, 31 Mar, 30 Apr', () => {
    const rule: ScheduleRule = { repeat: 'monthly', time: '09:00', timezone: 'Europe/Berlin', anchor: '2027-01-31' }
    expect(iso(upcomingSlots(rule, new Date('2027-01-01T00:00:00Z'), 4))).toEqual([
      '2027-01-31T08:00:00.000Z',
      '2027-02-28T08:00:00.000Z',
      '2027-03-31T07:00:00.000Z',
      '2027-04-30T07:00:00.000Z',
    ])
  })

  it('takes 29 Feb in a leap year, and a yearly rule on 29 Feb falls on 28 Feb otherwise', () => {
    const monthly: ScheduleRule = { repeat: 'monthly', time: '09:00', timezone: 'Europe/Berlin', anchor: '2028-01-31' }
    expect(nextSlot(monthly, new Date('2028-02-01T00:00:00Z'))!.toISOString()).toBe('2028-02-29T08:00:00.000Z')
    const yearly: ScheduleRule = { repeat: 'yearly', time: '12:00', timezone: 'UTC', anchor: '2028-02-29' }
    expect(iso(upcomingSlots(yearly, new Date('2028-01-01T00:00:00Z'), 3))).toEqual(['2028-02-29T12:00:00.000Z', '2029-02-28T12:00:00.000Z', '2030-02-28T12:00:00.000Z'])
  })

  it('keeps 09:00 Berlin at 09:00 across both DST changes', () => {
    const rule: ScheduleRule = { repeat: 'daily', time: '09:00', timezone: 'Europe/Berlin', anchor: '2027-03-25' }
    const spring = upcomingSlots(rule, new Date('2027-03-25T00:00:00Z'), 6)
    expect(spring.map((d) => local(d, 'Europe/Berlin').slice(11))).toEqual(Array(6).fill('09:00'))
    // The UTC hour moves from 08:00 to 07:00 on 28 March.
    expect(spring.map((d) => d.getUTCHours())).toEqual([8, 8, 8, 7, 7, 7])
    const autumn = upcomingSlots({ ...rule, anchor: '2027-10-29' }, new Date('2027-10-29T00:00:00Z'), 4)
    expect(autumn.map((d) => local(d, 'Europe/Berlin').slice(11))).toEqual(Array(4).fill('09:00'))
  })

  it('moves 02:30 New York on the spring-forward day forward to 03:30, once', () => {
    const rule: ScheduleRule = { repeat: 'daily', time: '02:30', timezone: 'America/New_York', anchor: '2027-03-13' }
    const slots = upcomingSlots(rule, new Date('2027-03-13T00:00:00Z'), 3)
    expect(slots.map((d) => local(d, 'America/New_York'))).toEqual(['2027-03-13 02:30', '2027-03-14 03:30', '2027-03-15 02:30'])
  })

  it('runs 01:30 New York once on the fall-back day (the first 01:30)', () => {
    const rule: ScheduleRule = { repeat: 'daily', time: '01:30', timezone: 'America/New_York', anchor: '2027-11-06' }
    const slots = upcomingSlots(rule, new Date('2027-11-06T00:00:00Z'), 3)
    expect(iso(slots)).toEqual(['2027-11-06T05:30:00.000Z', '2027-11-07T05:30:00.000Z', '2027-11-08T06:30:00.000Z'])
    // Between the two 01:30s of 7 November there is no slot: the repeated hour does not run again.
    expect(nextSlot(rule, new Date('2027-11-07T05:30:00Z'))!.toISOString()).toBe('2027-11-08T06:30:00.000Z')
  })

  it('counts weekly slots from the anchor, and a one-time rule has one slot', () => {
    const weekly: ScheduleRule = { repeat: 'weekly', time: '10:00', timezone: 'Asia/Tokyo', anchor: '2027-01-04' }
    expect(upcomingSlots(weekly, new Date('2027-01-20T00:00:00Z'), 2).map((d) => localDateOf(d, 'Asia/Tokyo'))).toEqual(['2027-01-25', '2027-02-01'])
    const once: ScheduleRule = { repeat: 'once', time: '10:00', timezone: 'UTC', anchor: '2027-01-04' }
    expect(upcomingSlots(once, new Date('2027-01-01T00:00:00Z'), 5)).toHaveLength(1)
    expect(nextSlot(once, new Date('2027-01-05T00:00:00Z'))).toBeNull()
  })
})

describe('latestDueSlot', () => {
  it('collapses a three-day outage into the latest slot', () => {
    const rule: ScheduleRule = { repeat: 'daily', time: '09:00', timezone: 'Europe/Berlin', anchor: '2027-05-01' }
    const due = latestDueSlot(rule, new Date('2027-05-02T07:00:00Z'), new Date('2027-05-05T10:00:00Z'))
    expect(due).toEqual({ slot: new Date('2027-05-05T07:00:00Z'), count: 4 })
    expect(latestDueSlot(rule, new Date('2027-05-02T07:00:00Z'), new Date('2027-05-02T07:00:30Z'))).toEqual({ slot: new Date('2027-05-02T07:00:00Z'), count: 1 })
  })
})

describe('periodKey', () => {
  it('names the rule period an instant falls in, in the zone', () => {
    expect(periodKey('monthly', new Date('2027-01-31T23:30:00Z'), 'Europe/Berlin')).toBe('2027-02')
    expect(periodKey('daily', new Date('2027-01-31T23:30:00Z'), 'UTC')).toBe('2027-01-31')
    expect(periodKey('weekly', new Date('2026-12-28T12:00:00Z'), 'UTC')).toBe('2026-W53')
    expect(periodKey('yearly', new Date('2027-06-01T00:00:00Z'), 'UTC')).toBe('2027')
    expect(periodKey('once', new Date(), 'UTC')).toBe('once')
  })
})
