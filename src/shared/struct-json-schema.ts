import type { Struct } from 'superstruct'

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = { [keyword: string]: unknown }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStruct = Struct<any, any>

const accepts = (struct: AnyStruct, value: unknown) => struct.validate(value, { coerce: true })[0] === undefined

/** The JSON type of a struct whose `type` names no JSON type (`define`d or refined ones), told by what it accepts. */
function probedType(struct: AnyStruct): JsonSchema {
  if (accepts(struct, 'a') || accepts(struct, 'a@b.co') || accepts(struct, 'https://a.example')) return { type: 'string' }
  if (accepts(struct, 1)) return { type: accepts(struct, 1.5) ? 'number' : 'integer' }
  if (accepts(struct, true)) return { type: 'boolean' }
  return {}
}

function plain(struct: AnyStruct): JsonSchema {
  const schema = struct.schema as unknown
  switch (struct.type) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type }
    case 'literal':
      return schema === null ? {} : { const: schema }
    case 'enums':
      return { enum: Object.values(schema as Record<string, unknown>) }
    case 'array':
      return { type: 'array', ...(schema ? { items: structToJsonSchema(schema as AnyStruct) } : {}) }
    case 'object':
    case 'type': {
      if (!schema) return { type: 'object' }
      const fields = Object.entries(schema as Record<string, AnyStruct>)
      const required = fields.filter(([, field]) => !accepts(field, undefined)).map(([name]) => name)
      return {
        type: 'object',
        properties: Object.fromEntries(fields.map(([name, field]) => [name, structToJsonSchema(field)])),
        ...(required.length ? { required } : {}),
      }
    }
    case 'record':
      return { type: 'object' }
    case 'unknown':
    case 'any':
      return {}
    default:
      // union, intersection, define: superstruct keeps no members to walk, so the JSON type is probed.
      return probedType(struct)
  }
}

/**
 * The JSON Schema of a superstruct struct, for the OpenAPI document: objects with their properties and which are
 * required (a field that rejects `undefined` and has no default), enums, literals, arrays, and `null` where the struct accepts it.
 * Refinements (sizes, formats, the product's own rules) are checked by the server and not repeated here.
 */
export function structToJsonSchema(struct: AnyStruct): JsonSchema {
  const schema = plain(struct)
  if (struct.type === 'literal' || struct.type === 'unknown' || struct.type === 'any' || !accepts(struct, null)) return schema
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] }
  if (Array.isArray(schema.enum)) return { ...schema, enum: [...schema.enum, null] }
  return { anyOf: [schema, { type: 'null' }] }
}
