import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, signIn } from './accounts'
import { confirmByKeyboard, tabTo, typeInto } from './keyboard'

const callWith = async (baseURL: string, key: string, method: string, path: string, body?: unknown) => {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { accept: 'application/json', 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await res.json(), rateLimit: res.headers.get('ratelimit') }
}

test('API keys by keyboard: create a read only and a read and write key, call the API with each, revoke one', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const account = await newAccount(baseURL!, 'apikeys')
  await apiAs(baseURL!, account, 'POST', '/api/campaigns', { name: 'Prospects for the key', type: 'company' })
  await signIn(page, account)
  await page.goto('/profile-settings/api-key')
  await expect(page.getByRole('heading', { name: 'API keys', level: 2 })).toBeVisible()

  const scope = page.getByLabel('Access')
  await expect(scope).toHaveValue('read')
  await typeInto(page, page.getByLabel('Key name'), 'Reporting script')
  await page.keyboard.press('Enter')
  const token = page.getByTestId('api-key-token')
  await expect(token).toHaveText(/^lc_/)
  const readKey = (await token.textContent())!
  const table = page.getByRole('table', { name: 'API keys' })
  await expect(table.getByRole('row').filter({ hasText: 'Reporting script' })).toContainText('Read only')
  await expectAccessible(page, 'API keys with a new key shown once')

  const read = await callWith(baseURL!, readKey, 'GET', '/api/campaigns')
  expect(read.status).toBe(200)
  expect(read.body.data.map((l: { name: string }) => l.name)).toContain('Prospects for the key')
  expect(read.rateLimit).toMatch(/^"per-key";r=\d+;t=\d+$/)
  const refused = await callWith(baseURL!, readKey, 'POST', '/api/campaigns', { name: 'Not allowed', type: 'company' })
  expect(refused.status).toBe(403)
  expect(refused.body.code).toBe('integrations.api_key_read_only')

  await typeInto(page, page.getByLabel('Key name'), 'Importer')
  await tabTo(page, scope)
  await page.keyboard.press('ArrowDown')
  await expect(scope).toHaveValue('read_write')
  await tabTo(page, page.getByRole('button', { name: 'Create key' }))
  await page.keyboard.press('Enter')
  await expect(table.getByRole('row').filter({ hasText: 'Importer' })).toContainText('Read and write')
  const writeKey = (await token.textContent())!
  expect(writeKey).not.toBe(readKey)
  const made = await callWith(baseURL!, writeKey, 'POST', '/api/campaigns', { name: 'Made with the key', type: 'company' })
  expect(made.status).toBe(201)

  // Revoking asks first; Cancel is the default, and the key stops working once revoked.
  await tabTo(page, page.getByRole('button', { name: 'Revoke API key: Importer' }))
  await page.keyboard.press('Enter')
  await confirmByKeyboard(page, /Revoke the key Importer/, 'Yes')
  await expect(table.getByRole('row').filter({ hasText: 'Importer' }).getByRole('button')).toHaveCount(0)
  expect((await callWith(baseURL!, writeKey, 'GET', '/api/campaigns')).status).toBe(401)
})
