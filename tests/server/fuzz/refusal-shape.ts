import { englishMessage } from '../../../src/shared/english-message'
import { isMessageCode, type KnownMessage } from '../../../src/shared/message-catalogue'

/**
 * What is wrong with a refusal's body, or null when it has the catalogue's shape (docs/api.md, "Errors"): a known
 * `code`, `params` an object, `message` the catalogue's English for that code and params (never a validator's own
 * text), and for invalid fields `errors` and `field_codes` over the same fields, each message naming its field.
 */
export function refusalProblem(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `not a JSON object: ${String(body).slice(0, 80)}`
  const b = body as Record<string, unknown>
  if (typeof b.message !== 'string') return 'no message'
  if (typeof b.code !== 'string' || !isMessageCode(b.code)) return `no known code: ${String(b.code)}`
  if (!b.params || typeof b.params !== 'object' || Array.isArray(b.params)) return 'no params'
  const text = JSON.stringify(body)
  if (/Expected |superstruct|StructError|at position \d|Unexpected token|SyntaxError|TypeError|\n\s+at /.test(text)) return `a library's own text: ${text.slice(0, 160)}`
  const worded = englishMessage({ code: b.code, params: b.params } as KnownMessage)
  if (b.message !== worded && !isQuoted(b)) return `message "${b.message.slice(0, 80)}" is not the catalogue's "${worded.slice(0, 80)}"`
  if (b.errors !== undefined || b.field_codes !== undefined) {
    const errors = b.errors as Record<string, unknown> | undefined
    const coded = b.field_codes as Record<string, { code: string; params?: { field?: string } }[]> | undefined
    if (!errors || !coded) return 'errors without field_codes, or the other way round'
    if (Object.keys(errors).join() !== Object.keys(coded).join()) return 'errors and field_codes name different fields'
    for (const [field, list] of Object.entries(coded)) {
      if (!Array.isArray(list) || !list.length) return `no messages for ${field}`
      for (const m of list) {
        if (!isMessageCode(m.code)) return `field ${field}: no known code ${m.code}`
        if (m.params?.field !== field) return `field ${field}: its message names ${String(m.params?.field)}`
      }
    }
  }
  return null
}

/** The few refusals that quote someone else's words (a provider's, a payment processor's) say so with `quoted`. */
function isQuoted(b: Record<string, unknown>): boolean {
  return b.code === 'error.provider_message' || 'provider_message' in b
}
