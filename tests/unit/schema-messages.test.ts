import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Struct } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { locales, type Locale } from '../../src/shared/i18n/locales'
import { wordingOf } from '../../src/shared/message-catalogue'
import type { Message } from '../../src/shared/message-format'
import { wordMessage } from '../../src/shared/message-wording'
import { validate } from '../../src/shared/validate'
import { translator } from './support/command-context'

type AnyStruct = Struct<unknown, unknown>
const isStruct = (v: unknown): v is AnyStruct =>
  typeof v === 'object' && v !== null && typeof (v as AnyStruct).validator === 'function' && typeof (v as AnyStruct).refiner === 'function'

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sources(path)
    return path.endsWith('.ts') ? [path] : []
  })
}

/** Every schema src/shared exports: the structs themselves and those inside exported tables (`searchParams.people`). */
async function sharedSchemas(): Promise<{ name: string; struct: AnyStruct }[]> {
  const found: { name: string; struct: AnyStruct }[] = []
  for (const file of sources('src/shared')) {
    const module = (await import(`../../${file}`)) as Record<string, unknown>
    const where = relative('src/shared', file)
    for (const [name, value] of Object.entries(module)) {
      if (isStruct(value)) found.push({ name: `${where}:${name}`, struct: value })
      else if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, inner] of Object.entries(value)) if (isStruct(inner)) found.push({ name: `${where}:${name}.${key}`, struct: inner })
      }
    }
  }
  return found
}

/** The fields an object struct declares (refine() and optional() keep the wrapped object's schema). */
function fieldsOf(struct: AnyStruct): Record<string, AnyStruct> | null {
  const schema = struct.schema as unknown
  if (isStruct(schema)) return fieldsOf(schema)
  if (schema && typeof schema === 'object' && !Array.isArray(schema)) {
    const entries = Object.entries(schema).filter(([, v]) => isStruct(v))
    return entries.length ? (Object.fromEntries(entries) as Record<string, AnyStruct>) : null
  }
  return null
}

/** Values no field of a real form should accept: missing, wrong types, too long, too short, out of range, bad formats, NUL. */
const badValues: unknown[] = [
  undefined, null, '', '   ', 'x', 'x'.repeat(100_001), 12345, -1, 0, 1e12, 1.5, true, [], [null], ['x'.repeat(5000)], {}, { nested: 1 },
  'not-an-email', 'a@b', 'not a url', 'ftp://example.com', 'a\u0000b', '2024-13-45', '-5', '99999999999',
]
const wholeBodies: unknown[] = [undefined, null, 'text', 42, [], {}]

/** Every invalid body: each whole-body value, then each field (and each field of a nested object) set to each bad value. */
function invalidInputs(struct: AnyStruct): unknown[] {
  const fields = fieldsOf(struct)
  if (!fields) return [...wholeBodies, ...badValues]
  const inputs: unknown[] = [...wholeBodies]
  for (const [name, field] of Object.entries(fields)) {
    for (const value of badValues) inputs.push({ [name]: value })
    const nested = fieldsOf(field)
    if (nested) for (const inner of Object.keys(nested)) for (const value of badValues) inputs.push({ [name]: { [inner]: value } })
  }
  return inputs
}

const rawText = /expected|superstruct|received|refinement|undefined|\[object|NaN|\{\{|messages\.|app\.fields/i

describe('every shared schema answers in the catalogues\' words', () => {
  it('finds the shared schemas', async () => {
    expect((await sharedSchemas()).length).toBeGreaterThan(40)
  })

  it.each(locales)('words every failure of every schema in %s from the catalogue, never in the validator\'s words', async (locale: Locale) => {
    const t = translator(locale)
    const english = translator('en')
    let worded = 0
    const problems: string[] = []
    for (const { name, struct } of await sharedSchemas()) {
      for (const input of invalidInputs(struct)) {
        const result = validate(struct, input)
        if (result.ok) continue
        for (const [field, list] of Object.entries(result.errors)) {
          for (const message of list as Message[]) {
            const where = `${name} ${field}=${JSON.stringify(input)?.slice(0, 60)} ${message.code}`
            worded++
            if (wordingOf(message.code) === undefined) problems.push(`${where}: no catalogue has this code`)
            if (message.params?.field !== field) problems.push(`${where}: params.field is ${String(message.params?.field)}`)
            const text = wordMessage(message, t, locale)
            if (!text.trim() || rawText.test(text) || text === message.code) problems.push(`${where}: "${text}"`)
            if (locale !== 'en' && text === wordMessage(message, english, 'en')) problems.push(`${where}: left in English: "${text}"`)
          }
        }
      }
    }
    expect(worded).toBeGreaterThan(1000)
    expect(problems.slice(0, 20)).toEqual([])
    // The walk grows with every schema (about 3 s a language alone): the default 5 s fails it on a loaded machine.
  }, 30_000)
})
