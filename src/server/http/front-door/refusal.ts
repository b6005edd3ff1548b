import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { httpMessages, type HttpMessageCode } from '../../../shared/http-messages'
import { ApiError } from '../api-error'

/**
 * A front-door refusal: `{ message, code, params }`, and for a field (or the body as a whole, `body`) the field error
 * shape every validation failure has, `errors: { field: [message] }`.
 */
export function refusal(status: ContentfulStatusCode, code: HttpMessageCode, params: Record<string, unknown> = {}, field?: string): ApiError {
  const message = httpMessages[code]
  return new ApiError(status, { message, code, params, ...(field ? { errors: { [field]: [message] } } : {}) })
}
