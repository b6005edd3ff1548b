import { describe, expect, it } from 'vitest'
import { jsonNestsDeeperThan, valueNestsDeeperThan } from '../../src/server/http/front-door/json-depth'
import { findBadText } from '../../src/server/http/front-door/text-check'

const nested = (n: number) => '['.repeat(n) + ']'.repeat(n)

describe('the depth of a JSON body, read without recursion', () => {
  it('allows exactly the limit and refuses one more, for arrays and objects alike', () => {
    expect(jsonNestsDeeperThan(nested(32), 32)).toBe(false)
    expect(jsonNestsDeeperThan(nested(33), 32)).toBe(true)
    expect(jsonNestsDeeperThan('{"a":'.repeat(33) + '1' + '}'.repeat(33), 32)).toBe(true)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '['.repeat(100), b: 'say \\"[[[[\\" {{{{' }), 2)).toBe(false)
    expect(jsonNestsDeeperThan(`["\\\\", ${nested(3)}]`, 3)).toBe(true)
  })

  it('answers for a million levels, text or value, without overflowing the stack', () => {
    expect(jsonNestsDeeperThan(nested(1_000_000), 32)).toBe(true)
    expect(valueNestsDeeperThan(JSON.parse(nested(1_000_000)), 32)).toBe(true)
    expect(valueNestsDeeperThan(JSON.parse(nested(32)), 32)).toBe(false)
  })
})

describe('text the database cannot hold', () => {
  it('names the first string or key with NUL or a lone surrogate by its path, and lets astral characters through', () => {
    expect(findBadText({ a: ['ok', { b: 'x\u0000' }] })).toEqual({ field: 'a.1.b', code: 'text_has_nul' })
    expect(findBadText({ title: 'half \ud83d pair' })).toEqual({ field: 'title', code: 'text_not_unicode' })
    expect(findBadText({ emoji: '😀 café', deep: JSON.parse(nested(10_000)) })).toBeNull()
    expect(findBadText('\udc00')).toEqual({ field: '_', code: 'text_not_unicode' })
  })
})
