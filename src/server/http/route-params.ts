import type { Context } from 'hono'
import { isRowId } from '../../shared/validate'
import { fieldError, notFound } from './api-error'

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
