import { expect } from '@playwright/test'
import { adminSession, apiAs, newAccount, type Account } from './accounts'

/** A fresh account that the admin gives the white-label module: a reseller. */
export async function newReseller(baseURL: string, label: string): Promise<Account> {
  const reseller = await newAccount(baseURL, label)
  const admin = await adminSession(baseURL)
  const me = await apiAs(baseURL, reseller, 'GET', '/api/me')
  const granted = await apiAs(baseURL, admin, 'PUT', `/api/admin/users/${me.body.id}`, { modules: ['leads', 'ai_suggest', 'wallet', 'whitelabel'] })
  expect(granted.status, JSON.stringify(granted.body)).toBe(200)
  return reseller
}

/** A platform plan the admin makes available for resellers to build packages on (a unique name per call). */
export async function planForResellers(baseURL: string, label: string): Promise<{ id: number; name: string }> {
  const admin = await adminSession(baseURL)
  const name = `Resold ${label} ${Date.now()}`
  const plan = await apiAs(baseURL, admin, 'POST', '/api/admin/plans', {
    name,
    price: 2000,
    currency: 'usd',
    yearly_price: null,
    trial_days: 0,
    trial_amount: 0,
    credits: 300,
    duration: 'monthly',
    license_days: null,
    leads_limit: null,
    payment_product_id: null,
    ghl_plan_id: null,
    available_for_resellers: true,
    allow_related_accounts: false,
    sub_account_limit: 0,
    modules: ['leads'],
  })
  expect(plan.status, JSON.stringify(plan.body)).toBe(201)
  return { id: plan.body.id ?? plan.body.data?.id, name }
}

/** A reseller with one published package "Gold" (49.00 a month, 300 credits) shown on the sales page. */
export async function resellerWithPackage(baseURL: string, label: string) {
  const reseller = await newReseller(baseURL, label)
  const plan = await planForResellers(baseURL, label)
  const made = await apiAs(baseURL, reseller, 'POST', '/api/wl/packages', {
    plan_id: plan.id,
    name: 'Gold',
    description: 'Everything',
    price: 4900,
    yearly_price: null,
    one_time_price: null,
    currency: 'usd',
    credits: 300,
    trial_days: 0,
    trial_amount: 0,
    collect_payment_method: false,
    billing_portal: false,
    show_on_sales_page: true,
    form_available_days: null,
    custom_fields: [],
    thank_you_url: null,
    tax_collection: false,
    billing_address: false,
    phone_required: false,
  })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  expect((await apiAs(baseURL, reseller, 'POST', `/api/wl/packages/${made.body.id}/publish`)).status).toBe(200)
  return { reseller, packageId: made.body.id as number }
}
