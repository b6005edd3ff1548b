import { isMessage, isMessageCode } from './message-catalogue'
import type { FieldMessages, MessageParams } from './message-format'

/**
 * A call the API refused, or that got no answer (status 0): the one error value every failed call rejects with.
 * `code` and `params` say what happened (words from the catalogues, docs/api.md), `message` is the server's
 * English, `fields` each invalid field's messages and `body` the whole answer (for documented extras such as
 * `retry_after` or a failed payment).
 */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure'
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: MessageParams,
    message: string,
    readonly fields: FieldMessages,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure
}

/** The code of an answer that carries none (an older server, a proxy's page): what its status says. */
function codeOfStatus(status: number): string {
  if (status === 0) return 'error.network'
  if (status === 401) return 'error.unauthenticated'
  if (status === 403) return 'error.forbidden'
  if (status === 404) return 'error.not_found'
  if (status === 413) return 'error.body_too_large'
  if (status >= 500) return 'error.unexpected'
  return 'error.something_wrong'
}

function fieldsOf(body: Record<string, unknown>): FieldMessages {
  const coded = body.field_codes
  if (coded && typeof coded === 'object') {
    return Object.fromEntries(Object.entries(coded as Record<string, unknown>).map(([field, list]) => [field, Array.isArray(list) ? list.filter(isMessage) : []]))
  }
  // English field errors without codes: the field is marked, in words the catalogue has.
  const english = body.errors
  if (english && typeof english === 'object') return Object.fromEntries(Object.keys(english).map((field) => [field, [{ code: 'error.invalid_data', params: { field } }]]))
  return {}
}

/** The failure of an answer with this status and body (a body that is not an object reads as `{}`). */
export function failureOf(status: number, data: unknown): ApiFailure {
  const body = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  const code = isMessageCode(body.code) ? body.code : codeOfStatus(status)
  const params = body.params && typeof body.params === 'object' ? (body.params as MessageParams) : {}
  const message = typeof body.message === 'string' ? body.message : ''
  return new ApiFailure(status, code, isMessageCode(body.code) ? params : {}, message, fieldsOf(body), body)
}
