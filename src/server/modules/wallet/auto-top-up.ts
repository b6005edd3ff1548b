import { autoTopUpRules, type CreditPack } from '../../../shared/wallet/pricing'
import type { AutoTopUpBody } from '../../../shared/wallet/schemas'
import type { AutoTopUpSettings } from '../../../shared/wallet/types'
import type { WalletDeps } from './wallet-deps'
import { forAccount } from '../../db/tenant-scope'
import { fieldError } from '../../http/api-error'
import { creditBalance } from '../credits/credit-ledger'
import { claimAutoTopUp } from './auto-top-up-claim'
import { defaultCardOf, walletAccount, type WalletAccountRow, type WalletHolder } from './wallet-account'
import { walletError } from './wallet-errors'
import { say } from '../../../shared/english-message'

/** The pack auto top-up buys: the one of `credits` (100 by default) or, when no pack has it, the smallest. */
export function autoTopUpPack(packs: readonly CreditPack[], credits: number = autoTopUpRules.defaultCredits): CreditPack | undefined {
  return packs.find((p) => p.credits === credits)
}

export function presentAutoTopUp(row: WalletAccountRow, packs: readonly CreditPack[]): AutoTopUpSettings {
  const pack = autoTopUpPack(packs, row.autoTopUpCredits) ?? packs[0]
  return {
    enabled: row.autoTopUp,
    threshold: row.autoTopUpThreshold,
    credits: row.autoTopUp ? row.autoTopUpCredits : pack.credits,
    amount_cents: row.autoTopUp && row.autoTopUpAmountCents > 0 ? row.autoTopUpAmountCents : pack.amount_cents,
    paused_reason: row.autoTopUp ? row.autoTopUpPausedReason : null,
  }
}

/**
 * Switches auto top-up on or off. On needs a default card that can be charged; the price of the pack is fixed when
 * it is switched on. Switching on clears a pause, and when the balance is already at or below the threshold the
 * top-up is claimed at once instead of waiting for the next spend.
 */
export async function updateAutoTopUp(deps: WalletDeps, holder: WalletHolder, body: AutoTopUpBody): Promise<{ message: string; auto_top_up: AutoTopUpSettings }> {
  const packs = deps.config.payments.packs
  const current = await walletAccount(deps, holder.id)
  const credits = body.credits === undefined ? (autoTopUpPack(packs, current.autoTopUpCredits) ?? packs[0]).credits : Number(body.credits)
  const pack = autoTopUpPack(packs, credits)
  if (!pack) throw fieldError('credits', 'validation.type')
  const threshold = body.threshold === undefined ? current.autoTopUpThreshold : Number(body.threshold)
  if (body.enabled) {
    const card = await defaultCardOf(deps, holder.id)
    if (!card) throw walletError(422, 'no_default_card', 'card')
    if (card.needsReconnect) throw walletError(422, 'card_reconnect', 'card', { card_id: card.id })
  }
  const now = deps.now()
  const [row] = await forAccount(deps.db, holder.id)
    .update('walletAccounts', {
      autoTopUp: body.enabled,
      autoTopUpThreshold: threshold,
      autoTopUpCredits: pack.credits,
      autoTopUpAmountCents: pack.amount_cents,
      autoTopUpPausedReason: null,
      updatedAt: now,
    })
    .returning()
  if (body.enabled) await claimAutoTopUp(deps.db, holder.id, await creditBalance(deps.db, holder.id, now), now)
  return { message: say(body.enabled ? 'wallet.auto_top_up_on' : 'wallet.auto_top_up_off'), auto_top_up: presentAutoTopUp(row as WalletAccountRow, packs) }
}
