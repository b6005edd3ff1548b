import { searchResultCost } from '../leads/costs'
import type { LeadType } from '../leads/types'

/**
 * What a search will cost at most and what it leaves: the one computation the new-search form, the run command's
 * palette line and the server's GET /api/search-estimate share, so the three can never disagree. A search charges
 * per result stored (the list type's cost), and a result with no contact data costs nothing, so `max_credits` is an
 * upper bound and `balance_after` a lower one.
 */
export type SearchEstimate = {
  type: LeadType
  limit: number
  per_result: number
  max_credits: number
  balance: number
  /** The balance if every result is charged; never below zero (the run stops when the credits run out). */
  balance_after: number
  /** How many results the balance pays for, at most `limit`. */
  affordable: number
  /** The balance does not cover the whole search. */
  short: boolean
}

export function searchEstimate(type: LeadType, limit: number, balance: number): SearchEstimate {
  const perResult = searchResultCost[type]
  const maxCredits = perResult * limit
  const affordable = Math.min(limit, Math.floor(Math.max(0, balance) / perResult))
  return {
    type,
    limit,
    per_result: perResult,
    max_credits: maxCredits,
    balance,
    balance_after: Math.max(0, balance - maxCredits),
    affordable,
    short: maxCredits > balance,
  }
}
