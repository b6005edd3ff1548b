import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { englishMessage } from '../../shared/english-message'
import type { KnownMessage, MessageCode } from '../../shared/message-catalogue'
import type { FieldMessages, MessageParams } from '../../shared/message-format'

/**
 * Every refusal's body (docs/api.md, "Errors"): the English `message`, its `code` and `params` for clients to word
 * it in their language, and for invalid fields `errors` (English, per field) beside `field_codes` (the same, coded).
 */
export type RefusalBody = {
  message: string
  code: MessageCode
  params: MessageParams
  errors?: Record<string, string[]>
  field_codes?: FieldMessages
} & Record<string, unknown>

/** An error a user can act on: its status, its JSON body and optional headers, formatted in app.ts. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: RefusalBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message)
  }
}

/**
 * A refusal by its code; `extra` adds documented fields (`retry_after`, `missing`, ...) and `message` may replace
 * the English where the answer quotes someone else (a provider's own words).
 */
export function refusal(
  status: ContentfulStatusCode,
  message: KnownMessage,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): ApiError {
  const params = message.params ?? {}
  return new ApiError(status, { message: englishMessage(message), ...extra, code: message.code, params }, headers)
}

/** The English of each field's messages, in the shape the API has always answered. */
function englishFields(fields: FieldMessages): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.map((m) => englishMessage(m as KnownMessage))]))
}

/**
 * A 422 for invalid fields: `message`, `code` and `params` are those of `top` (by default the first field's first
 * message), with `extra` beside them; `errors` holds the English of every field and `field_codes` their codes.
 */
export function validationFailed(fields: FieldMessages, extra: Record<string, unknown> = {}, top?: KnownMessage): ApiError {
  const first = top ?? (Object.values(fields)[0]?.[0] as KnownMessage | undefined) ?? { code: 'error.invalid_data' as const }
  return new ApiError(422, {
    message: englishMessage(first),
    ...extra,
    code: first.code,
    params: first.params ?? {},
    errors: englishFields(fields),
    field_codes: fields,
  })
}

/** One message of a field, for bodies checked by hand: its params name the field as the validation messages do. */
export function fieldMessage(field: string, code: MessageCode, params: MessageParams = {}): KnownMessage {
  return { code, params: { ...params, field } }
}

/** One field's refusal; its params name the field (`{ field: 'email' }`) as every validation message does. */
export function fieldError(field: string, code: MessageCode, params: MessageParams = {}, extra: Record<string, unknown> = {}): ApiError {
  return validationFailed({ [field]: [fieldMessage(field, code, params)] }, extra)
}

export const unauthenticated = () => refusal(401, { code: 'error.unauthenticated' })
export const forbidden = () => refusal(403, { code: 'error.forbidden' })
export const notFound = () => refusal(404, { code: 'error.not_found' })
