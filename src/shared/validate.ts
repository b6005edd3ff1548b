import { Struct, StructError, refine, string, define, is } from 'superstruct'
import { messages } from './messages'

export type FieldErrors = Record<string, string[]>
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** A required, trimmed, non-empty string. */
export const requiredString = () => refine(string(), 'required', (v) => v.trim().length > 0 || messages.required)
export const email = () => refine(requiredString(), 'email', (v) => EMAIL.test(v.trim()) || messages.email)
export const password = () => refine(requiredString(), 'password', (v) => v.length >= 6 || messages.passwordMin)
export const minChars = (min: number) => refine(requiredString(), 'minChars', (v) => v.length >= min || messages.minChars(min))
export const url = () =>
  refine(requiredString(), 'url', (v) => {
    try {
      const u = new URL(v)
      return u.protocol === 'http:' || u.protocol === 'https:' || messages.url
    } catch {
      return messages.url
    }
  })
/** A whole number carried as a string or a number (form fields send strings). */
export const integerLike = () => define<number | string>('integer', (v) => (typeof v === 'number' || typeof v === 'string') && /^-?\d+$/.test(String(v)) ? true : messages.integer)

function isEmpty(v: unknown) {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)
}

/** superstruct's size() speaks its own words; say it the way SPEC.md section 5 does. */
function sizeMessage(raw: string, value: unknown): string {
  const bounds = /between `(\d+)` and `(\d+)`/.exec(raw) ?? /of `(\d+)`/.exec(raw)
  const min = Number(bounds?.[1] ?? 0)
  const max = Number(bounds?.[2] ?? bounds?.[1] ?? 0)
  const length = typeof value === 'string' || Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0
  if (typeof value === 'number') return length < min ? messages.min(min) : messages.max(max)
  return length < min ? messages.minChars(min) : messages.max(max)
}

/** Turn a superstruct failure into `{ field: [messages] }` in the words of SPEC.md section 5. */
export function fieldErrors(error: StructError): FieldErrors {
  const out: FieldErrors = {}
  for (const f of error.failures()) {
    const field = f.path.length ? f.path.join('.') : (f.key != null ? String(f.key) : '_')
    let msg: string
    if (isEmpty(f.value) && f.refinement !== 'passwordsMatch') msg = messages.required
    else if (f.refinement === 'size') msg = sizeMessage(f.message, f.value)
    else if (f.refinement) msg = f.message
    else if (f.type === 'never') msg = messages.type
    else if (f.message && !f.message.startsWith('Expected')) msg = f.message
    else msg = messages.type
    const list = (out[field] ??= [])
    if (!list.includes(msg)) list.push(msg)
  }
  return out
}

/** Validate (with coercion) and report every failing field at once. */
export function validate<T, S>(struct: Struct<T, S>, data: unknown): Validated<T> {
  const [err, value] = struct.validate(data, { coerce: true })
  if (err) return { ok: false, errors: fieldErrors(err) }
  return { ok: true, value: value as T }
}

export { is }
