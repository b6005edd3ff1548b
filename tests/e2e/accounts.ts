import { expect, type Page } from '@playwright/test'
import { readCode } from './mailbox'
import { e2eAdmin } from './global-setup'
import { typeInto } from './keyboard'

export type Account = { email: string; password: string; token: string }

let counter = 0
/**
 * A fresh, confirmed account on the default plan (leads, AI and wallet modules; 100 credits), signed up over the API:
 * signing up by keyboard is the foundation test's job. `token` lets a test arrange data the screen is not about.
 */
export async function newAccount(baseURL: string, label: string, name = { first: 'Ada', last: 'Tester' }): Promise<Account> {
  const email = `${label}.${Date.now()}.${++counter}@example.com`
  const password = `${label}-pass-2025`
  const post = (path: string, body: unknown) => fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
  const registered = await post('/auth/register', { first_name: name.first, last_name: name.last, email, password, password_confirmation: password, terms: true })
  expect(registered.ok, await registered.clone().text()).toBe(true)
  const confirmed = await post('/auth/confirm-email', { email, code: await readCode(email) })
  expect(confirmed.ok, await confirmed.clone().text()).toBe(true)
  const login = await post('/auth/login', { email, password })
  expect(login.ok, await login.clone().text()).toBe(true)
  return { email, password, token: (await login.json()).authorisation.token }
}

/** Calls the API as `account` (for arranging data, not for what the test is about). */
export async function apiAs<T = any>(baseURL: string, account: Account, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { accept: 'application/json', authorization: `Bearer ${account.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T }
}

/** Signs in by keyboard and waits for the landing page (a new account lands on New search). */
export async function signIn(page: Page, account: { email: string; password: string }, landing: RegExp = /\/lead-search\/new-search$/) {
  await page.goto('/login')
  await typeInto(page, page.getByLabel('E-mail'), account.email)
  await typeInto(page, page.getByLabel('Password'), account.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(landing)
}

/** The seeded super admin's session over the API, for arranging what a test needs an admin for. */
export async function adminSession(baseURL: string): Promise<Account> {
  const res = await fetch(`${baseURL}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(e2eAdmin) })
  expect(res.ok, await res.clone().text()).toBe(true)
  return { ...e2eAdmin, token: (await res.json()).authorisation.token }
}
