import { describe, expect, it } from 'vitest'
import type { AdminPlan } from '../../src/shared/admin-plans/plan-fields'
import { planBody } from '../../src/shared/admin-plans/schemas'
import { validate } from '../../src/shared/validate'
import { centsOf, countOf, planBodyOf, planValues } from '../../src/client/features/admin-plans/plan-form-values'

const plan: AdminPlan = {
  id: 3, name: 'Growth', price: 4_990, currency: 'eur', yearly_price: 49_900, trial_days: 14, trial_amount: 100, credits: 2_500,
  reset_date: 'subscription_date', duration: 'yearly', license_days: 365, leads_limit: 40, payment_product_id: 'prod_1', ghl_plan_id: 'g-2',
  available_for_resellers: true, allow_related_accounts: true, sub_account_limit: 5, modules: ['leads', 'wallet'], is_default: false,
  in_use: 2, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
}

describe('the plan form', () => {
  it('shows amounts in the currency units and sends them back as the same cents', () => {
    const values = planValues(plan)
    expect(values).toMatchObject({ price: '49.90', yearly_price: '499.00', trial_amount: '1.00', license_days: '365', module_leads: true, module_admin: false })
    const body = planBodyOf(values)
    const { id: _id, reset_date: _r, is_default: _d, in_use: _u, created_at: _c, updated_at: _up, ...fields } = plan
    expect(body).toEqual(fields)
    expect(validate(planBody, body).ok).toBe(true)
  })

  it('reads amounts typed with a comma, one decimal or spaces, and leaves what is not an amount for the check to name', () => {
    expect(centsOf('49', undefined)).toBe(4_900)
    expect(centsOf('49,9', undefined)).toBe(4_990)
    expect(centsOf('1 234.05', undefined)).toBe(123_405)
    expect(centsOf('-0.50', undefined)).toBe(-50)
    expect(centsOf('', null)).toBeNull()
    expect(centsOf('  ', undefined)).toBeUndefined()
    expect(centsOf('12.345', undefined)).toBe('12.345')
    expect(countOf('7', null)).toBe(7)
    expect(countOf('', null)).toBeNull()
    expect(countOf('seven', undefined)).toBe('seven')
  })

  it('sends blank optional fields as null (unlimited searches, no licence end, not sold yearly) and names each bad field', () => {
    const values = { ...planValues(), name: 'Starter', leads_limit: '', license_days: '', yearly_price: '', payment_product_id: '  ' }
    expect(planBodyOf(values)).toMatchObject({ leads_limit: null, license_days: null, yearly_price: null, payment_product_id: null, modules: ['leads'] })
    expect(validate(planBody, planBodyOf(values)).ok).toBe(true)
    const bad = validate(planBody, planBodyOf({ ...values, name: '', price: 'ten', trial_days: '', credits: '-1', license_days: '0' }))
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(Object.keys(bad.errors).sort()).toEqual(['credits', 'license_days', 'name', 'price', 'trial_days'])
    expect(bad.errors.name![0]!.code).toBe('validation.required')
    expect(bad.errors.trial_days![0]!.code).toBe('validation.required')
    expect(bad.errors.credits![0]).toMatchObject({ code: 'validation.min', params: { min: 0 } })
  })
})
