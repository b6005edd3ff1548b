import type { Context } from 'hono'
import type { Struct } from 'superstruct'
import { validate } from '../../shared/validate'
import { errors } from '../../shared/messages'
import { ApiError, validationFailed } from './api-error'

/** The keys an object struct declares (refine() keeps the wrapped object's schema). */
function declaredKeys(struct: Struct<unknown, unknown>): string[] | null {
  const schema = struct.schema as unknown
  return schema && typeof schema === 'object' && !Array.isArray(schema) ? Object.keys(schema) : null
}

/**
 * Parses the JSON body and validates it with a shared schema. Malformed JSON and invalid fields are 422s;
 * a body that is not an object is read as `{}` so every required field is reported by name; fields the
 * schema does not declare are ignored.
 */
export async function readBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  const raw = await c.req.text()
  let data: unknown = {}
  if (raw.trim() !== '') {
    try {
      data = JSON.parse(raw)
    } catch {
      throw new ApiError(422, { message: errors.invalidData, errors: { body: ['The request body must be valid JSON.'] } })
    }
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) data = {}
  const keys = declaredKeys(struct as Struct<unknown, unknown>)
  if (keys) data = Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([k]) => keys.includes(k)))
  const result = validate(struct, data)
  if (!result.ok) throw validationFailed(result.errors)
  return result.value
}
