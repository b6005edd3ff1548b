import type { Autopilot, AutopilotRunCounts } from '../../../shared/automation/autopilot'
import type { Translate } from '../../i18n'
import { formatDateTime, formatNumber } from '../../ui/intl-format'

/** A moment in the autopilot's own time zone, in the user's language, the zone named. */
export function formatInZone(iso: string, locale: string, timeZone: string): string {
  return `${formatDateTime(iso, locale, timeZone)} (${timeZone})`
}

/** "daily at 09:00" in the user's language. */
export function scheduleText(t: Translate, a: Pick<Autopilot, 'repeat' | 'time'>): string {
  return t('autopilots.schedule.rule', { repeat: t(`autopilots.repeat.${a.repeat}`), time: a.time })
}

/** A run's counts as one line: found, added, enriched, written, delivered, failed. */
export function countsText(t: Translate, locale: string, counts: AutopilotRunCounts): string {
  return (['found', 'added', 'enriched', 'written', 'delivered', 'failed'] as const)
    .map((key) => t(`autopilots.counts.${key}`, { n: formatNumber(counts[key], locale) }))
    .join(' · ')
}
