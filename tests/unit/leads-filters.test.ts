import { describe, expect, it } from 'vitest'
import { checkConditions } from '../../src/client/features/lists/list/custom-search-draft'
import { checkDraft, emptyLocation, type SearchDraft } from '../../src/client/features/search/new-search/search-draft'

const influencer = (values: SearchDraft['values']): SearchDraft => ({ type: 'influencer', values: { platform: 'instagram', ...values }, location: emptyLocation, limit: '100' })

describe('more-filters builder (custom_search)', () => {
  it('accepts whitelisted fields with the seven operators and types the values', () => {
    const result = checkConditions('industry', [
      { field: 'name', operator: 'like', value: 'smile' },
      { field: 'email', operator: 'not empty', value: 'ignored' },
      { field: 'rating', operator: 'greater', value: '4.5' },
    ])
    expect(result).toEqual({
      ok: true,
      items: [
        { field: 'name', operator: 'like', value: 'smile' },
        { field: 'email', operator: 'not empty', value: null },
        { field: 'rating', operator: 'greater', value: 4.5 },
      ],
    })
  })

  it('refuses a field outside the type whitelist, a missing value and a non-number for lower/greater', () => {
    const result = checkConditions('people', [
      { field: 'password', operator: 'like', value: 'x' },
      { field: 'name', operator: 'like', value: ' ' },
      { field: 'years_experience', operator: 'lower', value: 'ten' },
    ])
    expect(result).toEqual({
      ok: false,
      errors: {
        '0.field': [{ code: 'validation.type', params: { field: 'field' } }],
        '1.value': [{ code: 'validation.required', params: { field: 'value' } }],
        '2.value': [{ code: 'validation.type', params: { field: 'value' } }],
      },
    })
  })
})

describe('new search draft', () => {
  it('asks for a location on a local search', () => {
    const result = checkDraft({ type: 'industry', values: { category: 'dentist' }, location: emptyLocation, limit: '50' })
    expect(result.ok).toBe(false)
    expect(result.ok === false && result.missingLocation).toBe(true)
  })

  it('builds the local search parameters of the shared struct', () => {
    const result = checkDraft({ type: 'industry', values: { category: 'dentist' }, location: { country: 'US', state: 'CA', city: 'Fresno', nearby: true }, limit: '50' })
    expect(result).toEqual({ ok: true, search: { category: 'dentist', location: { country: 'US', state: 'CA', city: 'Fresno', nearby: true }, limit: 50 } })
  })

  it('applies the influencer rules: lastposted >= 30, rates 0..1, growth-rate triples all or none', () => {
    const result = checkDraft(influencer({ lastposted: '12', engagementRate: '1.5', 'audience.credibility': '2', 'followersGrowthRate.interval': 'i3months' }))
    expect(result.ok).toBe(false)
    if (result.ok) return
    const codes = (field: string) => result.errors[field]?.map((m) => [m.code, m.params?.min ?? m.params?.max ?? null])
    expect(codes('lastposted')).toEqual([['validation.min', 30]])
    expect(codes('engagementRate')).toEqual([['validation.max', 1]])
    expect(codes('audience.credibility')).toEqual([['validation.max', 1]])
    expect(codes('followersGrowthRate.operator')).toEqual([['validation.required', null]])
    expect(codes('followersGrowthRate.value')).toEqual([['validation.required', null]])
  })

  it('passes a complete influencer search with a full growth-rate triple', () => {
    const result = checkDraft(influencer({ lastposted: '30', engagementRate: '0.05', 'likesGrowthRate.interval': 'i1month', 'likesGrowthRate.operator': 'gt', 'likesGrowthRate.value': '0.1' }))
    expect(result).toMatchObject({ ok: true, search: { platform: 'instagram', lastposted: 30, engagementRate: 0.05, likesGrowthRate: { interval: 'i1month', operator: 'gt', value: 0.1 } } })
  })

  it('sends comma separated filters as arrays', () => {
    const result = checkDraft({ type: 'intent', values: { topics: 'crm, email marketing ,' }, location: emptyLocation, limit: '10' })
    expect(result).toEqual({ ok: true, search: { topics: ['crm', 'email marketing'], limit: 10 } })
  })
})
