import { aiMessages } from '../../shared/ai/messages'
import { trainingMessages } from '../../shared/ai/training-messages'
import { integrationMessages } from '../../shared/integrations/messages'
import { leadJobMessages } from '../../shared/leads/lead-job-messages'
import { leadJobKinds, type LeadJobKind } from '../../shared/leads/lead-jobs'
import { leadTypes, type LeadType } from '../../shared/leads/types'
import { errors, messages } from '../../shared/messages'
import { serverMessages } from '../../shared/server-messages'
import { walletErrors, walletNotices } from '../../shared/wallet/messages'
import type { Translate } from '../i18n'

/** Every table of messages a user can be shown, and the catalogue namespace that words its fixed (string) entries. */
export const messageTables: readonly (readonly [Record<string, unknown>, string])[] = [
  [messages, 'app.validation'],
  [errors, 'app.errors'],
  [serverMessages, 'app.server'],
  [aiMessages, 'ai.server'],
  [trainingMessages, 'aiTraining.server'],
  [integrationMessages, 'integrations.server'],
  [leadJobMessages, 'enrichment.jobs.server'],
  [walletErrors, 'wallet.errors'],
  [walletNotices, 'wallet.notices'],
]

/** A parameter of a wording: a value as it came, or the catalogue's name for a code (`fallback` when it has none). */
type Param = string | { ref: string; fallback: string }
type Wording = { key: string; params?: Record<string, Param> }
/** A function message's every answer: `pattern` captures its one parameter, `wording` words the match. */
type WordingPattern = { pattern: RegExp; wording: (captured: string) => Wording }

const JOBS = 'enrichment.jobs.server'
const kindName = (kind: LeadJobKind): Param => ({ ref: `${JOBS}.kinds.${kind}`, fallback: kind })
const typeName = (type: string): Param => ({ ref: `${JOBS}.types.${type}`, fallback: type })

function fixedMessages(table: Record<string, unknown>, prefix: string): [string, Wording][] {
  return Object.entries(table).flatMap(([k, v]) => (typeof v === 'string' ? [[v, { key: `${prefix}.${k}` }] as [string, Wording]] : []))
}

/** English message -> wording, for the fixed messages and the few answers of function messages worded apart. */
const wordingByMessage = new Map<string, Wording>([
  ...messageTables.flatMap(([table, prefix]) => fixedMessages(table, prefix)),
  ...leadJobKinds.flatMap((kind) => [
    [leadJobMessages.started(kind, 1), { key: `${JOBS}.startedOne`, params: { kind: kindName(kind) } }] as [string, Wording],
    ...leadTypes.map((type: LeadType) => [leadJobMessages.notForType(kind, type), { key: `${JOBS}.notForType`, params: { kind: kindName(kind), type: typeName(type) } }] as [string, Wording]),
  ]),
  [leadJobMessages.redelivered(0), { key: `${JOBS}.nothingToRedeliver` }],
  [leadJobMessages.redelivered(1), { key: `${JOBS}.redeliveredOne` }],
])

const NUMBER_PROBE = 987654321
const TEXT_PROBE = '\u0000'
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The pattern of everything `say` answers, learnt by asking it once with a value no wording contains. */
function patternOf<T extends number | string>(say: (value: T) => string, probe: T, capture: string): RegExp {
  const parts = say(probe).split(String(probe))
  if (parts.length !== 2) throw new Error(`A message must show its parameter once: ${say(probe)}`)
  return new RegExp(`^${escapeRegExp(parts[0])}${capture}${escapeRegExp(parts[1])}$`)
}

function numberWording(say: (n: number) => string, key: string, name: string, more: Record<string, Param> = {}): WordingPattern {
  return { pattern: patternOf(say, NUMBER_PROBE, '(\\d+)'), wording: (n) => ({ key, params: { ...more, [name]: n } }) }
}

const wordingPatterns: WordingPattern[] = [
  numberWording(messages.minChars, 'app.validation.minChars', 'min'),
  numberWording(messages.min, 'app.validation.min', 'min'),
  numberWording(messages.max, 'app.validation.max', 'max'),
  numberWording(messages.greater, 'app.validation.greater', 'more'),
  numberWording(messages.fileSize, 'app.validation.fileSize', 'size'),
  { pattern: patternOf(messages.imageFormats, TEXT_PROBE, '(.+)'), wording: (formats) => ({ key: 'app.validation.imageFormats', params: { formats } }) },
  numberWording(errors.tooManyAttempts, 'app.errors.tooManyAttempts', 'seconds'),
  numberWording(errors.resendWait, 'app.errors.resendWait', 'seconds'),
  { pattern: patternOf(aiMessages.notForType, TEXT_PROBE, '([\\w-]+)'), wording: (type) => ({ key: 'ai.server.notForType', params: { type: typeName(type) } }) },
  ...leadJobKinds.map((kind) => numberWording((n) => leadJobMessages.started(kind, n), `${JOBS}.started`, 'count', { kind: kindName(kind) })),
  numberWording(leadJobMessages.redelivered, `${JOBS}.redelivered`, 'count'),
]

function wordingOf(message: string): Wording | undefined {
  const fixed = wordingByMessage.get(message)
  if (fixed) return fixed
  for (const { pattern, wording } of wordingPatterns) {
    const match = pattern.exec(message)
    if (match) return wording(match[1])
  }
  return undefined
}

function paramText(param: Param, t: Translate): string {
  if (typeof param === 'string') return param
  const named = t(param.ref)
  return named === param.ref ? param.fallback : named
}

/**
 * Shows a shared validation or server message in the current language. The structs and the server speak the
 * English of SPEC.md section 5 and of the shared message tables; a message without a translation is shown as it came.
 */
export function translateMessage(message: string, t: Translate): string {
  const wording = wordingOf(message)
  if (!wording) return message
  const params = wording.params && Object.fromEntries(Object.entries(wording.params).map(([name, p]) => [name, paramText(p, t)]))
  const translated = t(wording.key, params)
  return translated === wording.key ? message : translated
}
