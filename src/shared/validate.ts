import { Struct, StructError, refine, string, define, is, type Failure } from 'superstruct'
import type { FieldMessages, Message, MessageParams } from './message-format'
import type { MessageCode } from './message-catalogue'

export type { FieldMessages } from './message-format'
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldMessages }

/**
 * A refiner's answer for a bad value. superstruct spreads an object answer into the failure, so the code and its
 * parameters reach `fieldErrors` as they are; `path` moves the failure to another field of the refined object.
 * The failure's `message` is the code: no English is built on this side (the server words it, docs/api.md).
 */
export function reject(code: MessageCode, params: MessageParams = {}, path?: string[]) {
  return { message: code, code, params, ...(path ? { path } : {}) }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** A required, trimmed, non-empty string. */
export const requiredString = () => refine(string(), 'required', (v) => v.trim().length > 0 || reject('validation.required'))
export const email = () => refine(requiredString(), 'email', (v) => EMAIL.test(v.trim()) || reject('validation.email'))
export const password = () => refine(requiredString(), 'password', (v) => v.length >= 6 || reject('validation.password_min'))
export const url = () =>
  refine(requiredString(), 'url', (v) => {
    try {
      const u = new URL(v)
      return u.protocol === 'http:' || u.protocol === 'https:' || reject('validation.url')
    } catch {
      return reject('validation.url')
    }
  })
/** A whole number carried as a string or a number (form fields send strings). */
export const integerLike = () =>
  define<number | string>('integer', (v) => ((typeof v === 'number' || typeof v === 'string') && /^-?\d+$/.test(String(v)) ? true : reject('validation.integer')))

/** Whether a value is the same as not given: a required field's message is then "required", whatever failed. */
function isEmptyValue(v: unknown) {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)
}

/** superstruct's size() speaks its own words: its bounds as the validation codes word them. */
function sizeMessage(raw: string, value: unknown): Message {
  const bounds = /between `(-?[\d.]+)` and `(-?[\d.]+)`/.exec(raw) ?? /of `(-?[\d.]+)`/.exec(raw)
  const min = Number(bounds?.[1] ?? 0)
  const max = Number(bounds?.[2] ?? bounds?.[1] ?? 0)
  if (typeof value === 'number') return value < min ? { code: 'validation.min', params: { min } } : { code: 'validation.max', params: { max } }
  const length = typeof value === 'string' || Array.isArray(value) ? value.length : value instanceof Map || value instanceof Set ? value.size : 0
  return length < min ? { code: 'validation.min_chars', params: { min } } : { code: 'validation.max', params: { max } }
}

/** superstruct's min() and max() (numbers and dates): "Expected a number greater than or equal to 1 but ...". */
function boundMessage(raw: string, refinement: 'min' | 'max'): Message {
  const match = /(?:greater|less) than (or equal to )?`?(-?[\d.e+]+)/.exec(raw)
  const bound = Number(match?.[2] ?? 0)
  if (refinement === 'max') return { code: 'validation.max', params: { max: bound } }
  return match?.[1] ? { code: 'validation.min', params: { min: bound } } : { code: 'validation.greater', params: { more: bound } }
}

type CodedFailure = Failure & { code?: unknown; params?: unknown }

/** Codes that are themselves what an empty value is told ("Please select at least one access option."). */
const emptyValueCodes: ReadonlySet<string> = new Set(['validation.passwords_match', 'validation.access_option'])

/** One failure as a validation code: the refiner's own code, else superstruct's failure read by its kind. */
function messageOf(failure: CodedFailure): Message {
  const own = typeof failure.code === 'string' ? failure.code : null
  if (isEmptyValue(failure.value) && !(own && emptyValueCodes.has(own))) return { code: 'validation.required' }
  if (own) return { code: own, params: (failure.params as MessageParams | undefined) ?? {} }
  if (failure.refinement === 'size') return sizeMessage(failure.message, failure.value)
  if (failure.refinement === 'min' || failure.refinement === 'max') return boundMessage(failure.message, failure.refinement)
  if (failure.refinement === 'nonempty') return { code: 'validation.required' }
  // Any other failure (a wrong type, an unknown key, a refinement without a code): never superstruct's own text.
  return { code: 'validation.type' }
}

/** A superstruct failure as `{ field: [{ code, params }] }`; every message names its field in `params.field`. */
export function fieldErrors(error: StructError): FieldMessages {
  // A Map, not an object literal: a field named `constructor` or `__proto__` (an unknown key of a query) would read
  // Object.prototype's own members instead of an empty list.
  const out = new Map<string, Message[]>()
  for (const failure of error.failures() as CodedFailure[]) {
    const field = failure.path.length ? failure.path.join('.') : failure.key != null ? String(failure.key) : '_'
    const { code, params } = messageOf(failure)
    const message: Message = { code, params: { ...params, field } }
    const list = out.get(field) ?? []
    out.set(field, list)
    if (!list.some((m) => m.code === message.code)) list.push(message)
  }
  return Object.fromEntries(out)
}

/** Serial ids are int4: the largest id a row can have. */
export const MAX_ROW_ID = 2_147_483_647

/** Whether a value can be a row's id (a whole number from 1 to MAX_ROW_ID): anything else is never a row, and sent to the database it would be an out-of-range error, not a miss. */
export function isRowId(id: unknown): id is number {
  return Number.isInteger(id) && (id as number) > 0 && (id as number) <= MAX_ROW_ID
}

/** A query parameter of digits in a serial id's range (an id to filter by, or a keyset cursor); past it is the field's `validation.integer`. */
export const idDigits = () => refine(string(), 'digits', (v) => (/^\d{1,10}$/.test(v) && Number(v) <= MAX_ROW_ID) || reject('validation.integer'))

/** Validate (with coercion) and report every failing field at once. */
export function validate<T, S>(struct: Struct<T, S>, data: unknown): Validated<T> {
  const [err, value] = validateOrRetry(struct, data)
  if (err) return { ok: false, errors: fieldErrors(err) }
  return { ok: true, value: value as T }
}

/**
 * superstruct words a failure with `${value}` while validating, which throws a TypeError for an object whose own
 * `toString` and `valueOf` are not functions (`{"toString": 1}` in a JSON body). Only a failing value is printed, so
 * the value is validated again as a copy whose objects print plainly: the same failures, without the throw. The throw
 * can come from the first failure or from any later one.
 */
function validateOrRetry<T, S>(struct: Struct<T, S>, data: unknown) {
  try {
    const result = struct.validate(data, { coerce: true })
    // The failures after the first are found lazily, when asked for: ask here, where a throw is caught (the answer is kept).
    result[0]?.failures()
    return result
  } catch (err) {
    if (!(err instanceof TypeError)) throw err
    return struct.validate(printable(data), { coerce: true })
  }
}

function printable(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? value.map(printable) : {}
  if (!Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) Object.defineProperty(copy, key, { value: printable(item), enumerable: true, writable: true, configurable: true })
  }
  Object.defineProperty(copy, Symbol.toPrimitive, { value: () => (Array.isArray(copy) ? '[array]' : '[object]') })
  return copy
}

/** Prefixes every field of a nested body's messages (`search.location`), keeping each message's `field` in step. */
export function nestFieldErrors(prefix: string, errors: FieldMessages): FieldMessages {
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [`${prefix}.${field}`, list.map((m) => ({ ...m, params: { ...m.params, field: `${prefix}.${field}` } }))]),
  )
}

