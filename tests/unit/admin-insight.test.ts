import { describe, expect, it } from 'vitest'
import { appRegistry } from '../../commands/index'
import { reportSlot, type ReportSlot } from '../../commands/admin-insight'
import { availability, executeCommand } from '../../commands/registry'
import { formatCell, formatDay, lastDays, pointAfterKey, pointLabel, tickLabel } from '../../src/client/features/admin-insight/insight-format'
import { commandContext, translator, withSlots } from './support/command-context'

/** An insight page as it would provide its slot, recording what the commands ask of it. */
function reportPage(over: Partial<ReportSlot> = {}) {
  const calls: string[] = []
  const slot: ReportSlot = {
    name: 'dashboard',
    loaded: true,
    interval: 'day',
    setInterval: (interval) => void calls.push(`interval:${interval}`),
    setLastDays: (days) => void calls.push(`days:${days}`),
    exportCsv: async () => void calls.push('csv'),
    band: null,
    setBand: (band) => void calls.push(`band:${band}`),
    chart: { key: 'users', asTable: false },
    toggleTable: (key) => void calls.push(`table:${key ?? 'focused'}`),
    ...over,
  }
  return { slot, calls }
}
const state = (id: string, slot?: ReportSlot) => availability(appRegistry.get(id)!, slot ? withSlots(commandContext(), [reportSlot, slot]) : commandContext())

describe('insight commands', () => {
  it('apply on a report once it has loaded, saying why not', () => {
    for (const id of ['insight.exportCsv', 'insight.toggleTable', 'insight.interval', 'insight.range']) {
      expect(state(id), id).toEqual({ available: false, reason: 'insight.reason.openReport' })
      expect(state(id, reportPage({ loaded: false }).slot), id).toEqual({ available: false, reason: 'insight.reason.loading' })
      expect(state(id, reportPage().slot), id).toEqual({ available: true })
    }
    expect(state('insight.interval', reportPage({ interval: null }).slot)).toEqual({ available: false, reason: 'insight.reason.noInterval' })
    expect(state('insight.toggleTable', reportPage({ chart: null }).slot)).toEqual({ available: false, reason: 'insight.reason.noChart' })
    expect(state('insight.band', reportPage().slot)).toEqual({ available: false, reason: 'insight.reason.noBand' })
    expect(state('insight.band', reportPage({ band: 'at_limit' }).slot)).toEqual({ available: true })
  })

  it('run the page: export (announced), the focused chart or a named one as a table, the interval, the range, the band', async () => {
    const page = reportPage({ band: 'under_50' })
    const ctx = withSlots(commandContext(), [reportSlot, page.slot])
    await executeCommand(appRegistry, 'insight.exportCsv', undefined, 'keyboard', ctx)
    await executeCommand(appRegistry, 'insight.toggleTable', undefined, 'keyboard', ctx)
    await executeCommand(appRegistry, 'insight.toggleTable', 'credits', 'button', ctx)
    await executeCommand(appRegistry, 'insight.interval', 'week', 'palette', ctx)
    await executeCommand(appRegistry, 'insight.range', 90, 'palette', ctx)
    await executeCommand(appRegistry, 'insight.band', 'over_50', 'button', ctx)
    expect(page.calls).toEqual(['csv', 'table:focused', 'table:credits', 'interval:week', 'days:90', 'band:over_50'])
    expect(ctx.calls).toContain('notify:info:The CSV file was downloaded.')
    const refused = await executeCommand(appRegistry, 'insight.interval', 'hour', 'palette', ctx)
    expect(refused.ok).toBe(false)
  })

  it('say in the palette what the chart switch will do', () => {
    const detail = (asTable: boolean) => appRegistry.get('insight.toggleTable')!.detail!(withSlots(commandContext(), [reportSlot, reportPage({ chart: { key: 'users', asTable } }).slot]))
    expect(detail(false)).toBe('Show as table')
    expect(detail(true)).toBe('Show as chart')
  })
})

describe('insight formatting', () => {
  const en = translator('en')
  const de = translator('de')

  it('words cells by their kind in the language on screen', () => {
    expect(formatCell('count', 12345, 'en', en)).toBe('12,345')
    expect(formatCell('count', 12345, 'de', de)).toBe('12.345')
    expect(formatCell('cents', 250099, 'en', en)).toBe('$2,500.99')
    expect(formatCell('percent', 33.3, 'en', en)).toBe('33.3%')
    expect(formatCell('label', 'days_8_30', 'fr', translator('fr'))).toBe('8 à 30 jours')
    expect(formatCell('text', null, 'es', translator('es'))).toBe('Sin plan')
    expect(formatCell('credits', null, 'en', en)).toBe('—')
    expect(formatCell('text', '=SUM(A1)', 'en', en)).toBe('=SUM(A1)')
  })

  it('writes report days as dates, never as ISO, and months by name, without shifting the UTC day', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('Mar 1, 2026')
    expect(formatDay('2026-03-01', 'de')).toBe('01.03.2026')
    expect(formatDay('2026-03', 'fr', 'month')).toBe('mars 2026')
    expect(pointLabel({ x: 'time' }, '2026-03-01', 'month', 'en', en)).toBe('Mar 2026')
    expect(pointLabel({ x: 'label' }, 'never', 'day', 'de', de)).toBe('Nie')
    expect(pointLabel({ x: 'category' }, 'Pro', 'day', 'en', en)).toBe('Pro')
    expect(pointLabel({ x: 'category' }, '', 'day', 'en', en)).toBe('No plan')
    expect(tickLabel({ x: 'time' }, '2026-03-02', 'day', 'en', 'Mar 2, 2026')).toBe('Mar 2')
    expect(tickLabel({ x: 'time' }, '2026-03-01', 'month', 'de', 'März 2026')).toBe('März 26')
    expect(tickLabel({ x: 'label' }, 'never', 'day', 'en', 'Never')).toBe('Never')
  })

  it('moves between a chart\'s points with the arrow keys, Home and End, within its ends', () => {
    expect(pointAfterKey('ArrowRight', null, 5)).toBe(0)
    expect(pointAfterKey('ArrowLeft', null, 5)).toBe(4)
    expect(pointAfterKey('ArrowRight', 4, 5)).toBe(4)
    expect(pointAfterKey('ArrowLeft', 0, 5)).toBe(0)
    expect(pointAfterKey('ArrowLeft', 3, 5)).toBe(2)
    expect(pointAfterKey('Home', 3, 5)).toBe(0)
    expect(pointAfterKey('End', 0, 5)).toBe(4)
    expect(pointAfterKey('Enter', 2, 5)).toBeNull()
    expect(pointAfterKey('ArrowRight', null, 0)).toBeNull()
  })

  it('takes the last days up to today as UTC days', () => {
    expect(lastDays(30, new Date('2026-03-30T23:30:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-30' })
    expect(lastDays(1, new Date('2026-01-01T00:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-01-01' })
  })
})
