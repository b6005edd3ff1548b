import { object, size, string } from 'superstruct'
import type { LeadType } from '../leads/types'

/** GET /api/find?q=: what the user typed in the palette, 1 to 100 characters. */
export const findQuery = object({ q: size(string(), 1, 100) })

/** Lead matches need this many characters: one letter starts a word in too many leads to be worth a round trip. */
export const FIND_LEADS_MIN_CHARS = 2
/** The most matches of each kind an answer carries; the palette narrows them as the user types on. */
export const findLimits = { lists: 10, searches: 10, leads: 20 } as const

export type FoundListRef = { id: number; name: string; type: LeadType }
export type FoundList = FoundListRef & { is_archived: boolean }
/** A search run into a list; `summary` is what it looked for (category, keywords, place...), as the user typed it. */
export type FoundSearch = { id: number; summary: string; status: string; found: number; created_at: string; list: FoundListRef }
export type FoundLead = { id: number; name: string | null; email: string | null; company: string | null; list: FoundListRef }

/** The account's lists, searches and leads that match: each kind empty when the user lacks the module it needs. */
export type FindAnswer = { lists: FoundList[]; searches: FoundSearch[]; leads: FoundLead[] }
