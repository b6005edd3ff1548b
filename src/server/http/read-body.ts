import type { Context } from 'hono'
import type { Struct } from 'superstruct'
import { validate } from '../../shared/validate'
import { validationFailed } from './api-error'
import { checkedJson } from './front-door/checked-body'
import { assertDeclared } from './route-policy'

/** The keys an object struct declares (refine() keeps the wrapped object's schema). */
function declaredKeys(struct: Struct<unknown, unknown>): string[] | null {
  const schema = struct.schema as unknown
  return schema && typeof schema === 'object' && !Array.isArray(schema) ? Object.keys(schema) : null
}

/**
 * The JSON body as an object, for routes that read it in steps (a scope after the fields before it). It is the body
 * the front door checked (no NUL or lone surrogate in any string, at most MAX_JSON_DEPTH deep), so whatever comes
 * back can go into any text column and be printed by a validator. Malformed JSON is a 422; an empty body or one that
 * is not an object reads as `{}`, so every required field is reported by name.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  assertDeclared(c, 'body')
  return jsonObject(c)
}

async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  const data = await checkedJson(c)
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
}

/**
 * Parses the JSON body and validates it with a shared schema. Malformed JSON and invalid fields are 422s;
 * a body that is not an object is read as `{}` so every required field is reported by name; fields the
 * schema does not declare are ignored.
 */
export async function readBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  assertDeclared(c, 'body', struct)
  let data = await jsonObject(c)
  const keys = declaredKeys(struct as Struct<unknown, unknown>)
  if (keys) data = Object.fromEntries(Object.entries(data).filter(([k]) => keys.includes(k)))
  const result = validate(struct, data)
  if (!result.ok) throw validationFailed(result.errors)
  return result.value
}

/** The query string validated with a shared schema the route declares with `reads({ query })`; invalid is a 422. */
export function readQuery<T, S>(c: Context, struct: Struct<T, S>): T {
  assertDeclared(c, 'query', struct)
  const result = validate(struct, c.req.query())
  if (!result.ok) throw validationFailed(result.errors)
  return result.value
}
