import { describe, expect, it } from 'vitest'
import { array, enums, integer, max, min, number, object, refine, size, string } from 'superstruct'
import { validate } from '../../src/shared/validate'
import { registerBody } from '../../src/shared/schemas/auth'

describe('validate', () => {
  it('words a value that cannot be printed as the field\'s type error, also when it is not the first failure (was a TypeError: later failures are found lazily)', () => {
    const struct = object({ modules: array(enums(['a', 'b'])) })
    const res = validate(struct, { modules: ['a ', [{ toString: 'x' }], [[true, false]]] })
    expect(res).toEqual({
      ok: false,
      errors: {
        'modules.0': [{ code: 'validation.type', params: { field: 'modules.0' } }],
        'modules.1': [{ code: 'validation.type', params: { field: 'modules.1' } }],
        'modules.2': [{ code: 'validation.type', params: { field: 'modules.2' } }],
      },
    })
  })

  it('reports a string over its size limit by code, naming the field', () => {
    const res = validate(object({ name: size(string(), 1, 5) }), { name: 'abcdefgh' })
    expect(res).toEqual({ ok: false, errors: { name: [{ code: 'validation.max', params: { max: 5, field: 'name' } }] } })
  })

  it('reports a short string and a small number with their minimums', () => {
    const res = validate(object({ name: size(string(), 3, 5), n: size(number(), 2, 9) }), { name: 'ab', n: 1 })
    expect(res).toEqual({
      ok: false,
      errors: { name: [{ code: 'validation.min_chars', params: { min: 3, field: 'name' } }], n: [{ code: 'validation.min', params: { min: 2, field: 'n' } }] },
    })
  })

  it("words superstruct's own min() and max() by code, never in superstruct's words", () => {
    const struct = object({ page: min(integer(), 1), ratio: max(number(), 1), more: min(number(), 0, { exclusive: true }) })
    const res = validate(struct, { page: 0, ratio: 3, more: 0 })
    expect(res).toEqual({
      ok: false,
      errors: {
        page: [{ code: 'validation.min', params: { min: 1, field: 'page' } }],
        ratio: [{ code: 'validation.max', params: { max: 1, field: 'ratio' } }],
        more: [{ code: 'validation.greater', params: { more: 0, field: 'more' } }],
      },
    })
  })

  it('reads a wrong type, and a refinement that gives no code, as "Type is not valid"', () => {
    const struct = object({ n: integer(), s: refine(string(), 'odd', (v) => v.length % 2 === 1) })
    const res = validate(struct, { n: 'many', s: 'ab' })
    expect(res).toEqual({ ok: false, errors: { n: [{ code: 'validation.type', params: { field: 'n' } }], s: [{ code: 'validation.type', params: { field: 's' } }] } })
  })

  it('names every missing and mismatched field of a registration at once', () => {
    const res = validate(registerBody, { email: 'nope', password: '123', password_confirmation: '1234' })
    expect(res.ok).toBe(false)
    if (res.ok) return
    expect(res.errors.first_name).toEqual([{ code: 'validation.required', params: { field: 'first_name' } }])
    expect(res.errors.email).toEqual([{ code: 'validation.email', params: { field: 'email' } }])
    expect(res.errors.password).toEqual([{ code: 'validation.password_min', params: { field: 'password' } }])
  })

  it('says passwords must match when they differ', () => {
    const res = validate(registerBody, { first_name: 'A', last_name: 'B', email: 'a@b.co', password: '123456', password_confirmation: '654321' })
    expect(res).toEqual({ ok: false, errors: { password_confirmation: [{ code: 'validation.passwords_match', params: { field: 'password_confirmation' } }] } })
  })
})
