import type { CreditHistoryParams } from '../../../api/wallet'
import type { CreditMovementKind } from '../../../shared/wallet/ledger'

/** The history's filter as the form holds it: one movement kind (or all), and days as the date fields give them. */
export type HistoryFilter = { kind: CreditMovementKind | ''; from: string; to: string }

export const noHistoryFilter: HistoryFilter = { kind: '', from: '', to: '' }

/** Midnight at the start of a YYYY-MM-DD day in the browser's time zone, `days` later, as an instant. */
function localMidnight(day: string, days = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return undefined
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days).toISOString()
}

/**
 * The query the API takes: the days are the user's own (their time zone), `from` from its first moment and `to`
 * through its last (the API's `to` is exclusive: the next day's midnight).
 */
export function historyParams(filter: HistoryFilter): CreditHistoryParams {
  return {
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(localMidnight(filter.from) ? { from: localMidnight(filter.from) } : {}),
    ...(localMidnight(filter.to, 1) ? { to: localMidnight(filter.to, 1) } : {}),
  }
}

export const isFiltered = (filter: HistoryFilter) => Boolean(filter.kind || filter.from || filter.to)
