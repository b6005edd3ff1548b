import { expect } from '@playwright/test'
import { adminSession, apiAs, newAccount, type Account } from './accounts'
import { readCode } from './mailbox'

/** A fresh account that the admin gives the white-label module: a reseller. */
export async function newReseller(baseURL: string, label: string, admin?: Account): Promise<Account> {
  const reseller = await newAccount(baseURL, label)
  admin ??= await adminSession(baseURL)
  const me = await apiAs(baseURL, reseller, 'GET', '/api/me')
  const granted = await apiAs(baseURL, admin, 'PUT', `/api/admin/users/${me.body.id}`, { modules: ['leads', 'ai_suggest', 'wallet', 'whitelabel'] })
  expect(granted.status, JSON.stringify(granted.body)).toBe(200)
  return reseller
}

/** A platform plan the admin makes available for resellers to build packages on (a unique name per call). */
export async function planForResellers(baseURL: string, label: string, admin?: Account): Promise<{ id: number; name: string }> {
  admin ??= await adminSession(baseURL)
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

/** A look whose colours all pass WCAG AA together (axe checks every page that shows it), none the product's default. */
export const resellerColours = {
  login_page_bg_color: '#FFF4E0',
  sidebar_background_color: '#FFFDF7',
  button_color: '#0B5D1E',
  secondary_color: '#7A3E00',
  text_color: '#1F2933',
  heading_color: '#5B1A0B',
} as const

/** Saves the reseller's business account form (its name, pitch, colours and custom script). */
export async function saveBusinessAccount(baseURL: string, reseller: Account, name: string, extra: { content?: string; script?: string | null } = {}) {
  const saved = await apiAs(baseURL, reseller, 'PUT', '/api/wl/business-account', { name, content: extra.content ?? '', ...resellerColours, script: extra.script ?? null })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}

/** A 4x4 orange PNG: the smallest real image the logo upload reads by its first bytes. */
/** A 4x4 PNG, the logo the tests upload. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGN4UCUARwzEcQBZkhah0gSoxAAAAABJRU5ErkJggg==',
  'base64',
)

/** Uploads the reseller's logo; answers its URL. */
export async function uploadLogo(baseURL: string, reseller: Account): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([LOGO_PNG], { type: 'image/png' }), 'logo.png')
  const res = await fetch(`${baseURL}/api/wl/business-account/logo`, { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${reseller.token}` }, body: form })
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(201)
  return body.data.logo as string
}

/** A plan the admin makes available for resellers, and the reseller's package on it, published (shown on the sales page). */
export async function publishedPackage(baseURL: string, admin: Account, reseller: Account, name: string, price = 4900): Promise<number> {
  const plan = await planForResellers(baseURL, name, admin)
  const made = await apiAs(baseURL, reseller, 'POST', '/api/wl/packages', {
    plan_id: plan.id,
    name,
    description: `${name}, everything included`,
    price,
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
  const published = await apiAs(baseURL, reseller, 'POST', `/api/wl/packages/${made.body.id}/publish`)
  expect(published.status, JSON.stringify(published.body)).toBe(200)
  return made.body.id as number
}

/** Sets a DNS record on the fake DNS server the e2e server's domain verification asks (global-setup.ts). */
export async function setDnsRecord(name: string, type: 'TXT' | 'CNAME', value: string) {
  const res = await fetch(`${process.env.E2E_DNS_URL}/records`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, type, value }) })
  expect(res.status).toBe(204)
}

type Mail = { to: string[]; subject: string; text: string }

/** The mails the e2e SMTP server received for `to`, quoted-printable soft breaks undone. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const res = await fetch(`${process.env.E2E_MAILBOX_URL}/?to=${encodeURIComponent(to)}`)
  return ((await res.json()) as Mail[]).map((m) => ({ ...m, text: m.text.replace(/=\r?\n/g, '').replace(/=3D/gi, '=') }))
}

/**
 * A customer of `reseller` ("add an account"), who chooses a password as their welcome e-mail tells them (the
 * password reset by code), so a test can sign in as them.
 */
export async function newCustomer(baseURL: string, reseller: Account, packageId: number, label: string): Promise<{ email: string; password: string }> {
  const email = `${label}.${Date.now()}@example.com`
  const password = `${label}-pass-2025`
  const made = await apiAs(baseURL, reseller, 'POST', '/api/wl/subscriptions', { package_id: packageId, email, first_name: 'Cora', last_name: 'Customer', expiry_days: 30 })
  expect(made.status, JSON.stringify(made.body)).toBe(201)
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1)
  const post = (path: string, body: unknown) => fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
  expect((await post('/auth/forgot-password', { email })).ok).toBe(true)
  const reset = await post('/auth/reset-password', { email, code: await readCode(email, 1), password, password_confirmation: password })
  expect(reset.ok, await reset.clone().text()).toBe(true)
  return { email, password }
}

/** A reseller with one published package "Gold" (49.00 a month, 300 credits) shown on the sales page. */
export async function resellerWithPackage(baseURL: string, label: string) {
  const admin = await adminSession(baseURL)
  const reseller = await newReseller(baseURL, label, admin)
  return { reseller, packageId: await publishedPackage(baseURL, admin, reseller, 'Gold') }
}
