import { accountMessages, authMessages } from './account-messages'
import { aiMessages } from './ai/messages'
import { trainingMessages } from './ai/training-messages'
import { integrationMessages } from './integrations/messages'
import { leadJobKindNames, leadJobMessages, leadTypeNames } from './leads/lead-job-messages'
import { labelMessages, listMessages, locationMessages, resultMessages } from './leads/messages'
import { httpMessages } from './http-messages'
import { errorMessages, validationMessages } from './messages'
import type { Message, MessageParams, MessageTable, PluralWording, Wording } from './message-format'
import { walletMessages } from './wallet/messages'

/**
 * Every message table, by area: a code is `<area>.<key>` (`validation.required`, `wallet.card_declined`). This is
 * the one place a table is registered: the English catalogue is these tables (src/shared/i18n/en/messages.ts), the
 * server words its English from them, and the other languages must translate every key (their type is derived
 * from this object, so a missing or extra key does not compile).
 */
export const messageTables = {
  validation: validationMessages,
  error: errorMessages,
  http: httpMessages,
  auth: authMessages,
  account: accountMessages,
  lists: listMessages,
  results: resultMessages,
  labels: labelMessages,
  locations: locationMessages,
  lead_jobs: leadJobMessages,
  ai: aiMessages,
  training: trainingMessages,
  integrations: integrationMessages,
  wallet: walletMessages,
} as const satisfies Record<string, MessageTable>

/** Names that messages quote from a code (a job kind, a list type), worded per language like the messages. */
export const messageNames = {
  lead_job_kinds: leadJobKindNames,
  list_types: leadTypeNames,
} as const satisfies Record<string, Readonly<Record<string, string>>>

/**
 * Parameters whose value is a code the catalogue names (`kind: 'find-emails'` -> "Find e-mails"). `english: false`
 * keeps the code itself in the API's English, where the documented wording shows it (`... for single lists.`).
 */
export const namedParams: Readonly<Record<string, { names: keyof typeof messageNames; english: boolean }>> = {
  kind: { names: 'lead_job_kinds', english: true },
  list_type: { names: 'list_types', english: true },
  type: { names: 'list_types', english: false },
  actual: { names: 'list_types', english: false },
}

type Tables = typeof messageTables
export type MessageArea = keyof Tables
export type MessageCode = { [A in MessageArea]: `${A}.${keyof Tables[A] & string}` }[MessageArea]
/** A message whose code is known to the tables: what the server builds its refusals from. */
export type KnownMessage = { code: MessageCode; params?: MessageParams }

type Translation<W> = W extends string ? string : PluralWording
/** Another language's messages: every area and key of the English tables, each a string or a plural like its English. */
export type MessageTranslations = { [A in MessageArea]: { [K in keyof Tables[A]]: Translation<Tables[A][K]> } }
export type MessageNameTranslations = { [N in keyof typeof messageNames]: { [K in keyof (typeof messageNames)[N]]: string } }

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
