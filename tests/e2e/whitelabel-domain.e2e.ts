import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { adminSession, apiAs, signIn } from './accounts'
import { tabTo, typeInto } from './keyboard'
import { LOGO_PNG, newReseller, resellerColours, setDnsRecord } from './resellers'

/** `#0B5D1E` -> `rgb(11, 93, 30)`, as getComputedStyle answers a colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`

/** The business account's colour fields, by their labels, with the colours the test gives them. */
const colourFields = [
  ['Login page background colour', resellerColours.login_page_bg_color],
  ['Sidebar background colour', resellerColours.sidebar_background_color],
  ['Button colour', resellerColours.button_color],
  ['Secondary colour', resellerColours.secondary_color],
  ['Text colour', resellerColours.text_color],
  ['Heading colour', resellerColours.heading_color],
] as const

/** What the sign-in page shows of its brand: the name (the logo's alt when there is one), the logo's size, the colours. */
async function loginLook(page: Page) {
  await expect(page.getByLabel('E-mail')).toBeVisible()
  return page.evaluate(() => {
    const main = document.getElementById('main')!
    const brand = main.parentElement!.querySelector('header p')!
    const logo = brand.querySelector('img')
    const button = main.querySelector('button[type="submit"]') ?? main.querySelector('button')!
    return {
      name: logo ? logo.alt : brand.textContent,
      logo: logo ? { src: new URL(logo.src).pathname, width: logo.naturalWidth } : null,
      pitch: brand.nextElementSibling?.textContent ?? '',
      background: getComputedStyle(main.parentElement!).backgroundColor,
      button: getComputedStyle(button).backgroundColor,
      heading: getComputedStyle(brand).color,
    }
  })
}

test('a verified custom domain shows the reseller’s brand, set by keyboard, on its sign-in page; the product’s own host keeps its own', async ({ page, browser: consoleBrowser, baseURL, playwright, launchOptions }) => {
  test.setTimeout(120_000)
  const admin = await adminSession(baseURL!)
  const reseller = await newReseller(baseURL!, 'wl-domain', admin)
  const stamp = Date.now().toString(36)
  const name = `Harbour Leads ${stamp}`
  // A name of its own per run, so the test may run again against the same server (a domain names one tenant only).
  const shopHost = `shop-${stamp}.reseller.test`

  // The reseller sets its brand by keyboard: name, text, the six colours, then the logo through its command.
  const consolePage = await (await consoleBrowser.newContext({ baseURL })).newPage()
  await signIn(consolePage, reseller)
  await consolePage.goto('/whitelabel/business-account')
  await expect(consolePage.getByRole('heading', { level: 2, name: 'Business account' })).toBeVisible()
  await typeInto(consolePage, consolePage.getByLabel('Business name', { exact: true }), name)
  await typeInto(consolePage, consolePage.getByLabel('Login page text', { exact: true }), 'Fresh leads for harbour towns.')
  for (const [label, colour] of colourFields) await typeInto(consolePage, consolePage.getByLabel(label, { exact: true }), colour)
  await consolePage.keyboard.press('Enter')
  await expect(consolePage.getByText('Business account saved.').first()).toBeVisible()
  const chooser = consolePage.waitForEvent('filechooser')
  await tabTo(consolePage, consolePage.getByRole('button', { name: 'Upload a logo' }))
  await consolePage.keyboard.press('Enter')
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG })
  await expect(consolePage.getByRole('img', { name: 'Logo', exact: true })).toBeVisible()
  const logo = (await apiAs(baseURL!, reseller, 'GET', '/api/wl/business-account')).body.data.logo as string
  expect(logo).toMatch(/^\//)

  // The domain is added pending; a check before the TXT record exists leaves it validating, one after makes it active.
  await typeInto(consolePage, consolePage.getByLabel('Domain', { exact: true }), `https://${shopHost}/`)
  await consolePage.keyboard.press('Enter')
  const row = consolePage.getByRole('row').filter({ hasText: shopHost })
  await expect(row).toContainText('Pending DNS')
  await expectAccessible(consolePage, 'business account with a pending domain')
  await tabTo(consolePage, row.getByRole('button', { name: 'Verify' }))
  await consolePage.keyboard.press('Enter')
  await expect(row).toContainText('Validating')
  expect((await fetch(`${baseURL}/api/wl/tls-ask?domain=${shopHost}`)).status).toBe(404)
  const [domain] = (await apiAs(baseURL!, reseller, 'GET', '/api/wl/domains')).body.data.filter((d: { domain: string }) => d.domain === shopHost)
  await expect(row).toContainText(`TXT ${domain.txtName} = ${domain.txtValue}`)
  await setDnsRecord(domain.txtName, 'TXT', domain.txtValue)
  await tabTo(consolePage, row.getByRole('button', { name: 'Verify' }))
  await consolePage.keyboard.press('Enter')
  await expect(row).toContainText('Active')
  expect((await fetch(`${baseURL}/api/wl/tls-ask?domain=${shopHost}`)).status).toBe(200)
  await consolePage.context().close()

  // A browser whose DNS sends the custom domain to this server: the Host header it sends is the reseller's domain.
  const port = new URL(baseURL!).port
  const browser = await playwright.chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP *.reseller.test 127.0.0.1'] })
  try {
    const shop = await (await browser.newContext()).newPage()
    await shop.goto(`http://${shopHost}:${port}/login`)
    await expect(shop.getByRole('img', { name })).toBeVisible()
    const look = await loginLook(shop)
    expect(look).toEqual({
      name,
      logo: { src: logo, width: 4 },
      pitch: 'Fresh leads for harbour towns.',
      background: rgb(resellerColours.login_page_bg_color),
      button: rgb(resellerColours.button_color),
      heading: rgb(resellerColours.heading_color),
    })
    await expectAccessible(shop, 'the sign-in page on the reseller’s domain')

    // Signing in there by keyboard keeps the reseller's look in the console.
    await typeInto(shop, shop.getByLabel('E-mail'), reseller.email)
    await typeInto(shop, shop.getByLabel('Password'), reseller.password)
    await shop.keyboard.press('Enter')
    await expect(shop).toHaveURL(new RegExp(`^http://${shopHost.replace(/\./g, '\\.')}:${port}/`))
    await expect(shop.getByRole('navigation').getByRole('img', { name }).first()).toBeVisible()
  } finally {
    await browser.close()
  }

  // The product's own host: the platform's look, none of the reseller's.
  const platform = await (await fetch(`${baseURL}/api/site-settings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ domain: new URL(baseURL!).hostname }) })).json()
  await page.goto('/login')
  const own = await loginLook(page)
  expect(own.name).toBe(platform.name)
  expect(own.name).not.toBe(name)
  expect(own.logo?.src ?? null).not.toBe(logo)
  expect(own.background).not.toBe(rgb(resellerColours.login_page_bg_color))
  expect(own.button).not.toBe(rgb(resellerColours.button_color))
  await expect(page.getByText('Fresh leads for harbour towns.')).toHaveCount(0)
  await expectAccessible(page, 'the sign-in page on the product’s own host')
})
