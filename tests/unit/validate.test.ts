import { describe, expect, it } from 'vitest'
import { number, object, size, string } from 'superstruct'
import { validate } from '../../src/shared/validate'
import { registerBody } from '../../src/shared/schemas/auth'

describe('validate', () => {
  it('reports a string over its size limit in the words of the spec', () => {
    const res = validate(object({ name: size(string(), 1, 5) }), { name: 'abcdefgh' })
    expect(res).toEqual({ ok: false, errors: { name: ['Field must be max 5'] } })
  })

  it('reports a short string and a small number with their minimums', () => {
    const res = validate(object({ name: size(string(), 3, 5), n: size(number(), 2, 9) }), { name: 'ab', n: 1 })
    expect(res).toEqual({ ok: false, errors: { name: ['Field must be at least 3 characters'], n: ['Field must be min 2'] } })
  })

  it('names every missing and mismatched field of a registration at once', () => {
    const res = validate(registerBody, { email: 'nope', password: '123', password_confirmation: '1234' })
    expect(res.ok).toBe(false)
    if (res.ok) return
    expect(res.errors.first_name).toEqual(['Field is required'])
    expect(res.errors.email).toEqual(['Field must be a valid email'])
    expect(res.errors.password).toEqual(['The password must be at least 6 characters.'])
  })

  it('says passwords must match when they differ', () => {
    const res = validate(registerBody, { first_name: 'A', last_name: 'B', email: 'a@b.co', password: '123456', password_confirmation: '654321' })
    expect(res).toEqual({ ok: false, errors: { password_confirmation: ['Passwords must match'] } })
  })
})
