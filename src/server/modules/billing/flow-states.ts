import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { FlowKind } from '../../../shared/billing/types'
import type { Database } from '../../db/client'
import { flowStates } from '../../db/schema/billing'
import { forUser } from '../../db/tenant-scope'
import { refusal } from '../../http/api-error'
import { sha256Hex } from '../../security/tokens'

/** How long a flow may stay away (a customer editing cards in a portal) before its return is refused. */
export const FLOW_STATE_TTL_MS = 60 * 60 * 1000

type Owner = { userId: number; accountId: number }

/** A fresh state for a flow the user starts now, acting as `accountId`; only its sha256 is stored. */
export async function issueFlowState(db: Database, owner: Owner, kind: FlowKind, now: Date): Promise<string> {
  const state = randomBytes(32).toString('base64url')
  const scope = forUser(db, owner.userId)
  // Spent and expired states of the user go: retrying a flow leaves no pile behind.
  await scope.delete('flowStates', or(lt(flowStates.expiresAt, now), isNotNull(flowStates.usedAt)))
  await scope.insert('flowStates', [{ accountId: owner.accountId, kind, stateHash: sha256Hex(state), expiresAt: new Date(now.getTime() + FLOW_STATE_TTL_MS), createdAt: now }])
  return state
}

/**
 * Spends a state on the return of its flow. The conditional UPDATE that checks it also spends it, so two returns with
 * one state cannot both pass. Another user's state, another account's, another kind's or an unknown one all read as
 * `billing.state_invalid` (nothing about them is revealed); the user's own expired or spent state says so.
 */
export async function claimFlowState(db: Database, owner: Owner, kind: FlowKind, state: string, now: Date): Promise<void> {
  const hash = sha256Hex(state)
  const scope = forUser(db, owner.userId)
  const mine = and(eq(flowStates.stateHash, hash), eq(flowStates.accountId, owner.accountId), eq(flowStates.kind, kind))
  const claimed = await db
    .update(flowStates)
    .set({ usedAt: now })
    .where(scope.where('flowStates', and(mine, isNull(flowStates.usedAt), gt(flowStates.expiresAt, now))))
    .returning({ id: flowStates.id })
  if (claimed.length) return
  const [row] = await scope.select('flowStates', mine)
  if (!row) throw refusal(422, { code: 'billing.state_invalid' })
  if (row.usedAt) throw refusal(409, { code: 'billing.state_used' })
  throw refusal(410, { code: 'billing.state_expired' })
}
