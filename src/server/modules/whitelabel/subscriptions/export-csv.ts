import type { Database } from '../../../db/client'
import { csvLine } from './bulk-jobs'
import { subscriptionViews } from './subscription-list'

const HEADER = ['id', 'customer', 'email', 'username', 'package', 'status', 'fee_cents', 'currency', 'started_at', 'ends_at', 'provider']

/** The chosen subscriptions as CSV, in id order, read in steps so a large export never holds one huge statement. */
export async function exportCsv(db: Database, resellerId: number, ids: number[]): Promise<string> {
  const lines = [csvLine(HEADER)]
  for (let i = 0; i < ids.length; i += 2_000) {
    for (const v of await subscriptionViews(db, resellerId, ids.slice(i, i + 2_000))) {
      lines.push(csvLine([v.id, v.customer, v.email, v.username, v.package, v.status, v.fee_cents, v.currency, v.started_at, v.ends_at, v.provider]))
    }
  }
  return lines.join('\n') + '\n'
}
