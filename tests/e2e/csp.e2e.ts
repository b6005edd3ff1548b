import { expect, test, type Page } from '@playwright/test'
import { newAccount, signIn } from './accounts'

/** Every CSP violation the page reports, and every console error that names the policy. */
async function watchPolicy(page: Page) {
  const consoleErrors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) consoleErrors.push(m.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  return {
    consoleErrors,
    violations: () => page.evaluate(() => [...(window as unknown as { __cspViolations: string[] }).__cspViolations]),
  }
}

test('the console runs under its Content-Security-Policy with no violation, white-label script included', async ({ page, baseURL }) => {
  const policy = await watchPolicy(page)
  // The white-label `script` setting of this domain: an inline script that must run with the page's nonce.
  await page.route('**/api/site-settings', async (route) => {
    const answer = await route.fetch()
    const settings = await answer.json()
    await route.fulfill({ response: answer, json: { ...settings, script: '<script>window.__whiteLabelRan = true</script>' } })
  })
  const account = await newAccount(baseURL!, 'csp')
  await signIn(page, account)
  await expect.poll(() => page.evaluate(() => (window as unknown as { __whiteLabelRan?: boolean }).__whiteLabelRan)).toBe(true)

  for (const path of ['/lead-search/saved-lists', '/lead-search/custom-labels', '/ai/training', '/settings/business-profile', '/settings/wallet', '/profile-settings/profile', '/profile-settings/api-key']) {
    await page.goto(path)
    await expect(page.getByRole('heading').first()).toBeVisible()
    expect(await policy.violations(), path).toEqual([])
  }
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  expect(await policy.violations()).toEqual([])
  expect(policy.consoleErrors).toEqual([])
})

test('the policy is enforced: a script injected into the page without the nonce does not run, and is reported', async ({ page }) => {
  const policy = await watchPolicy(page)
  // What an HTML injection would add: the page as the server sent it (its headers, its policy), plus one script.
  await page.route('**/login', async (route) => {
    const answer = await route.fetch()
    const html = (await answer.text()).replace('</head>', '<script>window.__injected = true</script></head>')
    await route.fulfill({ response: answer, body: html })
  })
  await page.goto('/login')
  await expect(page.getByLabel('E-mail')).toBeVisible()
  await expect.poll(() => policy.violations()).toEqual([expect.stringMatching(/^script-src/)])
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
})
