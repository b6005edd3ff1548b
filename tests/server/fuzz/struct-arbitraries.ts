import fc from 'fast-check'
import type { Struct } from 'superstruct'

/**
 * fast-check arbitraries derived from the shared superstruct schemas a route declares with `reads({ body | query })`.
 * A schema is walked by its `type` and `schema` (as src/shared/struct-json-schema.ts does for the OpenAPI document):
 * objects give their fields and which are required, enums their values, arrays their element; a union or a `define`d
 * struct keeps no members, so what it accepts is probed. From that come a base value the schema accepts (so one
 * broken field is what a case tests) and, for each field, values of the wrong kind for it.
 *
 * Values are raw JSON text, so a case can hold what JSON.stringify cannot make: 1e999, integers past int8, a lone
 * surrogate escape.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStruct = Struct<any, any>

const accepts = (struct: AnyStruct, value: unknown) => struct.validate(value, { coerce: true })[0] === undefined

/** The fields of an object struct (refine() and optional() keep the wrapped object's schema). */
export function fieldsOf(struct: AnyStruct): Record<string, AnyStruct> | null {
  const schema = struct.schema as unknown
  return (struct.type === 'object' || struct.type === 'type') && schema && typeof schema === 'object' ? (schema as Record<string, AnyStruct>) : null
}

const isRequired = (field: AnyStruct) => !accepts(field, undefined)

/** Values tried, in order, for a struct whose kind names nothing to build from (a union, a `define`). */
const probes: unknown[] = ['walk value', 'someone@example.com', 'https://example.com/a', 'example.com', 1, 100, 0, true, false, '1', [1], ['a'], {}, null]

/** A value the struct accepts, when one is found: the base a single broken field is put into. */
export function sampleOf(struct: AnyStruct, depth = 0): unknown {
  const fields = fieldsOf(struct)
  if (fields && depth < 4) {
    const out: Record<string, unknown> = {}
    for (const [name, field] of Object.entries(fields)) {
      if (!isRequired(field)) continue
      out[name] = sampleOf(field, depth + 1)
    }
    return out
  }
  if (struct.type === 'enums') return Object.values(struct.schema as Record<string, unknown>)[0]
  if (struct.type === 'literal') return struct.schema
  if (struct.type === 'array' && struct.schema && depth < 4) {
    const element = sampleOf(struct.schema as AnyStruct, depth + 1)
    return accepts(struct, [element]) ? [element] : []
  }
  return probes.find((p) => accepts(struct, p)) ?? 'walk value'
}

/** The JSON kind a struct takes, as far as its type or a probe tells. */
function kindOf(struct: AnyStruct): 'string' | 'number' | 'boolean' | 'array' | 'object' | 'enum' | 'other' {
  switch (struct.type) {
    case 'string':
      return 'string'
    case 'integer':
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'array':
      return 'array'
    case 'object':
    case 'type':
    case 'record':
      return 'object'
    case 'enums':
    case 'literal':
      return 'enum'
    default:
      if (accepts(struct, 1)) return 'number'
      if (accepts(struct, 'a') || accepts(struct, 'someone@example.com')) return 'string'
      return 'other'
  }
}

const json = (v: unknown) => JSON.stringify(v)

/** Numbers a column or a bound will not hold: past int4 and int8, negative, fractional, beyond a double. */
export const hostileNumbers = fc.oneof(
  fc.constantFrom('2147483648', '-2147483649', '9223372036854775808', '-9223372036854775809', '99999999999999999999999', '1e999', '-1e999', '-1', '0', '0.5', '-0', '1e-400', '4294967296'),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(json),
  fc.integer().map(String),
)

/** Strings a validator or a text column may choke on: huge, full Unicode, control characters, lone surrogates, NUL. */
export const hostileStrings = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).map(json),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(json),
  fc.integer({ min: 256, max: 120_000 }).map((n) => json('x'.repeat(n))),
  fc.integer({ min: 64, max: 30_000 }).map((n) => json('\u{1F600}\u0301'.repeat(n))),
  fc.constantFrom('""', '"   "', '"\\u0000"', '"a\\ud800b"', '"\\udc00"', '"\\u202e\\u200b"', '"<script>alert(1)</script>"', "\"' or 1=1 --\"", '"%00"', '"../../etc/passwd"', '"__proto__"'),
)

/** Keys that pollute a prototype when an object is merged naively, each holding an object. */
export const pollutingKeys = fc.constantFrom('__proto__', 'constructor', 'prototype')
export const pollutingEntry = pollutingKeys.map((key) => `${json(key)}:{"polluted":true,"isAdmin":true,"role":"super_admin","prototype":{"polluted":true}}`)

/** Any JSON value, as text. */
const anyJson = fc.jsonValue({ maxDepth: 3 }).map(json)

/** Values of the wrong kind for a field of the given struct (and some of the right kind but out of bounds). */
export function hostileValueFor(struct: AnyStruct): fc.Arbitrary<string> {
  const kind = kindOf(struct)
  const wrongKinds: fc.Arbitrary<string>[] = [fc.constantFrom('null', 'true', '[]', '{}', '[null]', '{"a":{"b":[1]}}', '{"toString":1,"valueOf":{}}', '[{"toString":"x"}]'), anyJson]
  if (kind !== 'number') wrongKinds.push(hostileNumbers)
  if (kind !== 'string' && kind !== 'enum') wrongKinds.push(hostileStrings)
  const ownKind: fc.Arbitrary<string>[] = []
  if (kind === 'number') ownKind.push(hostileNumbers)
  if (kind === 'string') ownKind.push(hostileStrings)
  if (kind === 'enum') {
    const values = Object.values((struct.schema ?? {}) as Record<string, unknown>).filter((v): v is string => typeof v === 'string')
    ownKind.push(hostileStrings)
    if (values.length) ownKind.push(fc.constantFrom(...values).map((v) => json(v.toUpperCase() + ' ')))
  }
  if (kind === 'array') {
    const element = struct.schema ? hostileValueFor(struct.schema as AnyStruct) : anyJson
    ownKind.push(fc.array(element, { minLength: 1, maxLength: 4 }).map((items) => `[${items.join(',')}]`))
    ownKind.push(fc.integer({ min: 1001, max: 20_000 }).map((n) => `[${Array.from({ length: n }, (_, i) => i + 1).join(',')}]`))
  }
  if (kind === 'object') ownKind.push(pollutingEntry.map((entry) => `{${entry}}`))
  return fc.oneof(...ownKind, ...wrongKinds)
}

/** A path from the top of a body to one of its fields, through nested objects and the first element of arrays. */
export type FieldPath = { path: (string | number)[]; struct: AnyStruct; required: boolean }

/** Every field of an object struct, nested ones too (a few levels deep), each with its own struct. */
export function fieldPaths(struct: AnyStruct, prefix: (string | number)[] = [], depth = 0): FieldPath[] {
  const fields = fieldsOf(struct)
  if (!fields || depth > 3) return []
  const out: FieldPath[] = []
  for (const [name, field] of Object.entries(fields)) {
    const path = [...prefix, name]
    out.push({ path, struct: field, required: isRequired(field) })
    if (fieldsOf(field)) out.push(...fieldPaths(field, path, depth + 1))
    if (field.type === 'array' && field.schema && fieldsOf(field.schema as AnyStruct)) out.push(...fieldPaths(field.schema as AnyStruct, [...path, 0], depth + 1))
  }
  return out
}

const MARK = '"__fuzz_marker__"'

/** `base` as JSON text with the value at `path` replaced by raw JSON text (or left out when `raw` is undefined). */
export function withRawAt(base: unknown, path: (string | number)[], raw: string | undefined): string {
  const copy = structuredClone(base ?? {}) as Record<string | number, unknown>
  let node: Record<string | number, unknown> = copy
  for (const [i, key] of path.entries()) {
    const last = i === path.length - 1
    if (last) {
      if (raw === undefined) delete node[key]
      else node[key] = MARK.slice(1, -1)
      break
    }
    const next = node[key]
    node[key] = next && typeof next === 'object' ? next : typeof path[i + 1] === 'number' ? [] : {}
    node = node[key] as Record<string | number, unknown>
  }
  const text = JSON.stringify(copy)
  return raw === undefined ? text : text.replace(MARK, raw)
}

/** One broken body for an object schema: a field missing, of the wrong kind or out of bounds, or a polluting key. */
export function brokenBodies(struct: AnyStruct, base: Record<string, unknown>): fc.Arbitrary<{ label: string; raw: string }> {
  const paths = fieldPaths(struct)
  const options: fc.Arbitrary<{ label: string; raw: string }>[] = [
    pollutingEntry.map((entry) => {
      const text = JSON.stringify(base)
      return { label: 'a polluting key at the top', raw: text === '{}' ? `{${entry}}` : `{${entry},${text.slice(1)}` }
    }),
  ]
  if (paths.length) {
    options.push(
      fc.constantFrom(...paths).chain((field) =>
        hostileValueFor(field.struct).map((raw) => ({ label: `${field.path.join('.')} = ${raw.slice(0, 60)}`, raw: withRawAt(base, field.path, raw) })),
      ),
    )
    const required = paths.filter((p) => p.required)
    if (required.length) options.push(fc.constantFrom(...required).map((field) => ({ label: `${field.path.join('.')} missing`, raw: withRawAt(base, field.path, undefined) })))
    options.push(
      fc.constantFrom(...paths).chain((field) => pollutingEntry.map((entry) => ({ label: `a polluting key in ${field.path.join('.')}`, raw: withRawAt(base, field.path, `{${entry}}`) }))),
    )
  }
  return fc.oneof(...options)
}
