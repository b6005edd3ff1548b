import { features } from './features'
import type { Message, MessageParams, MessageTable, Wording } from './message-format'

type Features = (typeof features)[number]
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never
type Tables = UnionToIntersection<NonNullable<Features['messages']>>
type Names = UnionToIntersection<NonNullable<Features['messageNames']>>

/**
 * Every message table, by area: a code is `<area>.<key>` (`validation.required`, `wallet.card_declined`). Each
 * feature registers its tables in its descriptor (src/shared/features.ts): the English catalogue is these tables
 * (src/shared/i18n/en/messages.ts), the server words its English from them, and each feature's other languages
 * must translate every key of its tables (their type is derived from the tables, so a missing or extra key does not
 * compile). An area registered by two features throws here, at load.
 */
export const messageTables = mergeByArea(features.map((feature) => feature.messages ?? {}), 'message area') as unknown as Tables

/** Names that messages quote from a code (a job kind, a list type), worded per language like the messages. */
export const messageNames = mergeByArea(features.map((feature) => feature.messageNames ?? {}), 'message names table') as unknown as Names

function mergeByArea(parts: readonly object[], what: string): Record<string, unknown> {
  const merged: Record<string, unknown> = {}
  for (const part of parts) {
    for (const [area, table] of Object.entries(part)) {
      if (Object.hasOwn(merged, area)) throw new Error(`The ${what} "${area}" is registered by two features`)
      merged[area] = table
    }
  }
  return merged
}

/**
 * Parameters whose value is a code the catalogue names (`kind: 'find-emails'` -> "Find e-mails"). `english: false`
 * keeps the code itself in the API's English, where the documented wording shows it (`... for single lists.`).
 */
export const namedParams: Readonly<Record<string, { names: keyof Names; english: boolean }>> = {
  kind: { names: 'lead_job_kinds', english: true },
  list_type: { names: 'list_types', english: true },
  type: { names: 'list_types', english: false },
  actual: { names: 'list_types', english: false },
  module: { names: 'modules', english: true },
}

export type MessageArea = keyof Tables & string
export type MessageCode = { [A in MessageArea]: `${A}.${keyof Tables[A] & string}` }[MessageArea]
/** A message whose code is known to the tables: what the server builds its refusals from. */
export type KnownMessage = { code: MessageCode; params?: MessageParams }

/** The English wording of a code, or undefined for a code no table has. */
export function wordingOf(code: string): Wording | undefined {
  const dot = code.indexOf('.')
  if (dot < 0) return undefined
  const table = (messageTables as Record<string, MessageTable>)[code.slice(0, dot)]
  const key = code.slice(dot + 1)
  return table && Object.hasOwn(table, key) ? table[key] : undefined
}

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && wordingOf(code) !== undefined
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).code === 'string'
}

/** Every code of every table, for the tests that walk them. */
export function allMessageCodes(): MessageCode[] {
  return Object.entries(messageTables).flatMap(([area, table]) => Object.keys(table).map((key) => `${area}.${key}` as MessageCode))
}
