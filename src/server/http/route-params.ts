import type { Context } from 'hono'
import type { Struct } from 'superstruct'
import { isRowId } from '../db/tenant-scope'
import { fieldError, notFound } from './api-error'
import { readBody } from './read-body'

/** A path id: anything that cannot be a row id (text, zero, beyond int4) reads as a missing row, a 404. */
export function pathId(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? ''
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN
  if (!isRowId(id)) throw notFound()
  return id
}

/** Ids one bulk request may name; larger sets go by filter scope or in several requests. */
export const MAX_IDS = 10_000

/** Ids in a body: out of the int4 range is a 422 (a type error), not a database error. */
export function bodyIds(ids: number[], field: string): number[] {
  if (ids.length > MAX_IDS) throw fieldError(field, 'validation.max', { max: MAX_IDS })
  const bad = ids.findIndex((id) => !isRowId(id))
  if (bad >= 0) throw fieldError(`${field}.${bad}`, 'validation.type')
  return [...new Set(ids)]
}

/** PostgreSQL text cannot hold NUL: refuse it as a type error before it becomes a database error. */
export function rejectNul(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw fieldError(path || '_', 'validation.type')
  } else if (Array.isArray(value)) value.forEach((v, i) => rejectNul(v, path ? `${path}.${i}` : String(i)))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) rejectNul(v, path ? `${path}.${k}` : k)
}

/** readBody, plus the NUL check: what comes back can go into any text column. */
export async function readStorableBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  const body = await readBody(c, struct)
  rejectNul(body)
  return body
}
