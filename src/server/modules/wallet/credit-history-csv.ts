import { stringify } from 'csv-stringify/sync'
import type { CreditMovement } from '../../../shared/wallet/ledger'
import { formatCents } from '../../../shared/wallet/pricing'
import { strings as english } from '../../../shared/wallet/i18n/en'
import type { Database } from '../../db/client'
import { historyRows, presentMovement, type HistoryFilter } from './credit-history'

/** Entries per query: enough to keep round trips cheap, few enough to keep memory flat on a long history. */
export const HISTORY_EXPORT_BATCH = 1000
const BOM = '\uFEFF'

const PHONE_ONLY = /^[+]?[0-9 ().-]*[0-9][0-9 ().-]*$/

/**
 * A text cell a spreadsheet would run as a formula gets a leading quote, by the rule of the results export
 * (modules/results/csv-export.ts): it starts with = + - @, a tab or a carriage return and is not only a phone number.
 * Only the list names are the user's text here; numbers are written as numbers.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !PHONE_ONLY.test(text) ? `'${text}` : text
}

const words = english.wallet.history

/** "2026-03-01 09:30:00": spreadsheets read it as a date-time; the header says it is UTC. */
const utc = (iso: string) => iso.slice(0, 19).replace('T', ' ')

function causeCells(movement: CreditMovement): [string, string] {
  const cause = movement.cause
  if (!cause) return ['', '']
  switch (cause.type) {
    case 'search':
      return [cause.list ? neutralised(cause.list.name) : words.deletedList, `search ${cause.search_id}${cause.list ? `, list ${cause.list.id}` : ''}`]
    case 'lead_job':
      return [cause.list ? neutralised(cause.list.name) : words.deletedList, `lead job ${cause.lead_job_id} (${cause.job_kind})${cause.list ? `, list ${cause.list.id}` : ''}`]
    case 'payment':
      return [`${english.wallet.payments.kinds[cause.payment_kind]} ${formatCents(cause.amount_cents)}`, `payment ${cause.payment_id}`]
    case 'bucket':
      if (movement.kind === 'rollover') return [english.wallet.balance.kinds[cause.bucket_kind], cause.expired_at ? `valid until ${utc(cause.expired_at)}` : '']
      return [english.wallet.balance.kinds[cause.bucket_kind], cause.expired_at ? `expired ${utc(cause.expired_at)}` : '']
  }
}

const header = [words.csv.date, words.csv.kind, words.csv.credits, words.csv.balanceAfter, words.csv.cause, words.csv.reference]

function csvRow(movement: CreditMovement): (string | number)[] {
  return [utc(movement.created_at), words.kinds[movement.kind], movement.credits, movement.balance_after, ...causeCells(movement)]
}

/**
 * The history under `filter` as CSV chunks, newest first, read in keyset batches (the same statement the page uses),
 * so a long history is never held in memory. Stops when the consumer does (a client that goes away).
 */
export async function* creditHistoryCsv(db: Database, accountId: number, filter: HistoryFilter): AsyncGenerator<string> {
  yield BOM + stringify([header])
  let before: number | null = null
  for (;;) {
    const rows = await historyRows(db, accountId, filter, before, HISTORY_EXPORT_BATCH)
    if (rows.length) yield stringify(rows.map((row) => csvRow(presentMovement(row))))
    if (rows.length < HISTORY_EXPORT_BATCH) return
    before = rows[rows.length - 1].id
  }
}
