import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { adminSession } from './accounts'
import { typeInto } from './keyboard'
import { newCustomer, newReseller, publishedPackage, saveBusinessAccount } from './resellers'

/**
 * The reseller's custom script: it tries every place a session could be read from (its own cookie and storage, its
 * parent's and top's document and storage), writes what it got into its own document and asks its page for room.
 */
const PROBE = `<output id="probe-found"></output>
<script>
  (() => {
    const read = (get) => { try { return { value: String(get()) } } catch (e) { return { error: e.name } } }
    const all = (storage) => JSON.stringify(Object.keys(storage).map((k) => [k, storage.getItem(k)]))
    const found = {
      origin: self.origin,
      cookie: read(() => document.cookie),
      localStorage: read(() => all(localStorage)),
      sessionStorage: read(() => all(sessionStorage)),
      parentDocument: read(() => parent.document.documentElement.outerHTML),
      parentCookie: read(() => parent.document.cookie),
      parentLocalStorage: read(() => all(parent.localStorage)),
      topSessionStorage: read(() => all(top.sessionStorage)),
    }
    document.getElementById('probe-found').textContent = JSON.stringify(found)
    parent.postMessage({ type: 'lc:frame-size', width: 240, height: 120 }, '*')
  })()
</script>`

const COOKIE_SECRET = 'cookie-secret-4711'
const SESSION_SECRET = 'session-secret-4711'

/**
 * Signs in by keyboard with secrets of the page's own in its cookie and session storage (what the script must not
 * read), and waits until the page has asked for its tenant script. Answers the session token and the page's policy.
 */
async function signInAndSettle(page: Page, who: { email: string; password: string }, baseURL: string) {
  await page.context().addCookies([{ name: 'probe', value: COOKIE_SECRET, url: baseURL }])
  const answer = await page.goto('/login')
  await page.evaluate((secret) => sessionStorage.setItem('probe', secret), SESSION_SECRET)
  await typeInto(page, page.getByLabel('E-mail'), who.email)
  await typeInto(page, page.getByLabel('Password'), who.password)
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/wl/tenant-script' && r.ok())
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/\/login$/)
  await asked
  await expect(page.getByRole('heading').first()).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  expect(token, 'the session token is in the page’s storage').toBeTruthy()
  return { token: token!, policy: answer!.headers()['content-security-policy'] ?? '' }
}

test('the tenant’s script runs isolated for its customers only, never in the reseller’s or the admin’s console', async ({ browser, baseURL }) => {
  test.setTimeout(90_000)
  const admin = await adminSession(baseURL!)
  const reseller = await newReseller(baseURL!, 'wl-script', admin)
  await saveBusinessAccount(baseURL!, reseller, 'Probe Reseller', { script: PROBE })
  const packageId = await publishedPackage(baseURL!, admin, reseller, 'Probe')
  const customer = await newCustomer(baseURL!, reseller, packageId, 'wl-script-customer')

  const asCustomer = await (await browser.newContext()).newPage()
  const { token, policy } = await signInAndSettle(asCustomer, customer, baseURL!)
  expect(policy).toMatch(/script-src 'nonce-[^']+'/)
  expect(policy).toContain("frame-ancestors 'none'")
  const frame = asCustomer.locator('iframe[data-tenant-script]')
  await expect(frame).toHaveCount(1)
  const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(/\s+/)
  expect(sandbox).toContain('allow-scripts')
  expect(sandbox).not.toContain('allow-same-origin')
  expect(sandbox).not.toContain('allow-top-navigation')
  // The frame's own policy, on top of the page's it inherits.
  const meta = asCustomer.frameLocator('iframe[data-tenant-script]').locator('meta[http-equiv="Content-Security-Policy"]')
  await expect(meta).toHaveAttribute('content', /object-src 'none'; base-uri 'none'/)

  // It ran: it wrote what it found and the page gave it the room it asked for.
  const probe = asCustomer.frameLocator('iframe[data-tenant-script]').locator('#probe-found')
  await expect(probe).not.toBeEmpty()
  await expect(frame).toHaveCSS('width', '240px')
  await expect(frame).toHaveCSS('height', '120px')
  const text = (await probe.textContent())!
  const found = JSON.parse(text)
  expect(found.origin).toBe('null')
  for (const key of ['cookie', 'localStorage', 'sessionStorage', 'parentDocument', 'parentCookie', 'parentLocalStorage', 'topSessionStorage']) {
    expect(found[key], key).toEqual({ error: 'SecurityError' })
  }
  for (const secret of [token, COOKIE_SECRET, SESSION_SECRET, 'access_token']) expect(text).not.toContain(secret)
  await expectAccessible(asCustomer, 'a customer’s page with the reseller’s script')
  await asCustomer.context().close()

  // The reseller (on the page where it edits the script) and the admin (on its users) open their consoles, signed in
  // over the API: the keyboard sign-in is shown above.
  for (const [who, person, path] of [['reseller', reseller, '/whitelabel/business-account'], ['admin', admin, '/admin/users']] as const) {
    const page = await (await browser.newContext()).newPage()
    await page.addInitScript((t) => localStorage.getItem('access_token') || localStorage.setItem('access_token', t), person.token)
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/wl/tenant-script')
    await page.goto(path)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    expect((await (await asked).json()).data.script, who).toBeNull()
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expect(page.locator('iframe[data-tenant-script]'), who).toHaveCount(0)
    await expect(page.locator('#probe-found'), who).toHaveCount(0)
    expect(page.frames(), who).toHaveLength(1)
    await expectAccessible(page, `the ${who}’s console`)
    await page.context().close()
  }
})
