import { messageNames, namedParams, wordingOf, type KnownMessage } from './message-catalogue'
import { fillTemplate, pluralForm, wordDate, type MessageParams } from './message-format'

/** The API's word for the field a validation message is about: its English reads "Field is required". */
const FIELD = 'Field'

function englishParams(params: MessageParams): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params, field: FIELD }
  for (const [name, value] of Object.entries(params)) {
    const named = namedParams[name]
    if (named?.english) out[name] = (messageNames[named.names] as Record<string, string>)[String(value)] ?? value
    else if (name === 'date') out[name] = wordDate(value, 'en-US', 'UTC')
  }
  return out
}

/**
 * A message in the API's English: the `message` and `errors` texts of every answer. Clients word the code in
 * their own language from the catalogues; this is the wording of docs/api.md.
 */
export function englishMessage({ code, params = {} }: KnownMessage): string {
  const wording = wordingOf(code)
  if (wording === undefined) throw new Error(`No message table has the code "${code}"`)
  const template = typeof wording === 'string' ? wording : wording[pluralForm('en', Number(params.count ?? 0))]
  return fillTemplate(template, englishParams(params))
}

/** `englishMessage` for a success answer's `message`: `say('lists.deleted_many')`. */
export const say = (code: KnownMessage['code'], params?: KnownMessage['params']) => englishMessage({ code, params })
