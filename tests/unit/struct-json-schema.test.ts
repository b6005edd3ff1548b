import { array, boolean, defaulted, enums, integer, literal, nullable, number, object, optional, record, size, string, union, unknown } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { newApiKeyBody } from '../../src/shared/integrations/schemas'
import { createListBody } from '../../src/shared/lists/schemas'
import { structToJsonSchema } from '../../src/shared/struct-json-schema'
import { email, requiredString } from '../../src/shared/validate'

describe('superstruct to JSON Schema', () => {
  it('maps the scalar types, enums, literals and arrays', () => {
    expect(structToJsonSchema(string())).toEqual({ type: 'string' })
    expect(structToJsonSchema(integer())).toEqual({ type: 'integer' })
    expect(structToJsonSchema(number())).toEqual({ type: 'number' })
    expect(structToJsonSchema(boolean())).toEqual({ type: 'boolean' })
    expect(structToJsonSchema(enums(['read', 'read_write']))).toEqual({ enum: ['read', 'read_write'] })
    expect(structToJsonSchema(literal('x'))).toEqual({ const: 'x' })
    expect(structToJsonSchema(array(integer()))).toEqual({ type: 'array', items: { type: 'integer' } })
    expect(structToJsonSchema(record(string(), unknown()))).toEqual({ type: 'object' })
    expect(structToJsonSchema(unknown())).toEqual({})
  })

  it('keeps the JSON type of refined and sized strings, and probes a union', () => {
    expect(structToJsonSchema(size(requiredString(), 1, 10))).toEqual({ type: 'string' })
    expect(structToJsonSchema(email())).toEqual({ type: 'string' })
    expect(structToJsonSchema(union([integer(), literal(0)]))).toEqual({ type: 'integer' })
  })

  it('marks the fields an object requires (those that refuse undefined and have no default) and null where accepted', () => {
    const body = object({ name: string(), note: optional(nullable(string())), kind: nullable(enums(['a', 'b'])), on: defaulted(boolean(), false) })
    expect(structToJsonSchema(body)).toEqual({
      type: 'object',
      properties: { name: { type: 'string' }, note: { type: ['string', 'null'] }, kind: { enum: ['a', 'b', null] }, on: { type: 'boolean' } },
      required: ['name', 'kind'],
    })
  })

  it('describes the bodies the server validates with', () => {
    expect(structToJsonSchema(newApiKeyBody)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        scope: { enum: ['read', 'read_write'] },
        modules: { type: ['array', 'null'], items: { enum: ['ai_suggest', 'leads', 'whitelabel', 'admin', 'wallet'] } },
      },
      required: ['name', 'scope'],
    })
    const list = structToJsonSchema(createListBody) as { required: string[]; properties: Record<string, unknown> }
    expect(list.required).toEqual(['name', 'type'])
    expect(list.properties.type).toEqual({ enum: ['industry', 'company', 'people', 'single', 'influencer', 'intent'] })
  })
})
