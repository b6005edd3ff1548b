import type { HttpMessageKey } from '../../../shared/http-messages'
import type { MessageParams } from '../../../shared/message-format'
import { fieldError } from '../api-error'

/** A front-door refusal: a 422 naming the field (or `body` for the body as a whole), code `http.<key>`. */
export function frontDoorRefusal(key: HttpMessageKey, field: string, params: MessageParams = {}) {
  return fieldError(field, `http.${key}`, params)
}
