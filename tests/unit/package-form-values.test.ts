import { describe, expect, it } from 'vitest'
import { packageBodyOf, packageValues, withCustomField, withoutCustomField, type PackageValues } from '../../src/client/features/whitelabel/packages/package-form-values'
import { packageBody, abovePriceFloor } from '../../src/shared/whitelabel/packages'
import { validate } from '../../src/shared/validate'

describe('the package form', () => {
  it('turns typed amounts into cents and the flattened custom fields into the body the server checks', () => {
    let values: PackageValues = { ...packageValues(undefined, 7), name: 'Growth', price: '49.90', credits: '300', yearly_price: '', form_available_days: '30' }
    values = withCustomField(withCustomField(values))
    values = { ...values, cf0_label: 'Company', cf1_label: 'Team size', cf1_options: 'Solo, 2 to 10 ,More', cf1_optional: true }
    const body = packageBodyOf(values)
    expect(body).toMatchObject({ plan_id: 7, price: 4990, credits: 300, yearly_price: null, one_time_price: null, form_available_days: 30, thank_you_url: null })
    expect(body.custom_fields).toEqual([
      { label: 'Company', optional: false, options: [] },
      { label: 'Team size', optional: true, options: ['Solo', '2 to 10', 'More'] },
    ])
    expect(validate(packageBody, body).ok).toBe(true)
  })

  it('removes a custom field and moves the later ones up, so their errors keep matching their inputs', () => {
    let values = withCustomField(withCustomField(withCustomField(packageValues(undefined, 1))))
    values = { ...values, cf0_label: 'A', cf1_label: 'B', cf2_label: 'C', cf2_options: 'x' }
    const after = withoutCustomField(values, 1)
    expect(packageBodyOf(after).custom_fields.map((f) => [f.label, f.options])).toEqual([
      ['A', []],
      ['C', ['x']],
    ])
    expect(after.cf2_label).toBeUndefined()
  })

  it('reads back a saved package field by field', () => {
    const saved = packageBodyOf({ ...packageValues(undefined, 3), name: 'Pro', price: '100', credits: '10', cf_count: '1', cf0_label: 'Size', cf0_options: 'S, M', cf0_optional: false })
    const again = packageBodyOf(packageValues({ ...saved, id: 1, plan_name: null, description: '', status: 'draft', published_at: null, created_at: '', updated_at: '', subscriptions: 0, sales_page: null } as never))
    expect(again).toEqual({ ...saved, description: '' })
  })

  it('puts the floor above 12 cents per credit, exactly', () => {
    expect(abovePriceFloor(1200, 100)).toBe(false)
    expect(abovePriceFloor(1201, 100)).toBe(true)
    expect(abovePriceFloor(100, 0)).toBe(false)
  })
})
