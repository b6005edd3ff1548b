import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { FieldErrors } from '../../shared/validate'
import { errors } from '../../shared/messages'

/** An error a user can act on: its status, its JSON body and optional headers, formatted in app.ts. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: { message: string } & Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message)
  }
}

export function validationFailed(fieldErrors: FieldErrors): ApiError {
  const first = Object.values(fieldErrors)[0]?.[0] ?? errors.invalidData
  return new ApiError(422, { message: first, errors: fieldErrors })
}

export function fieldError(field: string, message: string): ApiError {
  return validationFailed({ [field]: [message] })
}

export const unauthenticated = () => new ApiError(401, { message: errors.unauthenticated })
export const forbidden = () => new ApiError(403, { message: errors.forbidden })
export const notFound = () => new ApiError(404, { message: errors.notFound })
