import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, signIn } from './accounts'
import { addCardByKeyboard } from './cards'
import { confirmByKeyboard, palette, runFromPalette, tabTo, typeInto } from './keyboard'

type Delivery = { headers: http.IncomingHttpHeaders; raw: string }

/** A webhook receiver on loopback that keeps every request it gets. */
async function startReceiver() {
  const received: Delivery[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, raw })
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    received,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}

test('pay, enrich and deliver by keyboard: a card and credits, e-mails for a selection, the whole list to a webhook, each lead once', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const receiver = await startReceiver()
  const account = await newAccount(baseURL!, 'delivery', { first: 'Dora', last: 'Delivery' })
  // The list itself comes from a people search (searching by keyboard is the lead-search test's job).
  const created = await apiAs(baseURL!, account, 'POST', '/api/campaigns', { name: 'Bay Area sales', type: 'people', search: { location: { country: 'US', state: 'CA' }, limit: 12 } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const listId: number = created.body.id
  await expect.poll(async () => (await apiAs(baseURL!, account, 'GET', '/api/campaigns?search=Bay%20Area%20sales')).body.data[0]?.state, { timeout: 60_000 }).toBe('Active')

  try {
    await signIn(page, account)
    await expect(page.getByRole('heading', { name: 'New search' })).toBeVisible()

    // 1. A card with the local test provider: validated with $1, which adds 10 credits.
    await runFromPalette(page, 'Go to Wallet')
    await expect(page.getByText('Test payments — no real charges')).toBeVisible()
    const total = page.getByTestId('wallet-total')
    await expect(total).not.toHaveText('')
    await addCardByKeyboard(page, { number: '4242 4242 4242 4242', month: '09', yearsAhead: 2, cvc: '314' })
    await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem').filter({ hasText: 'Visa ending in 4242' })).toContainText('Default')

    // 2. Credits bought through the palette.
    const before = Number(await total.textContent())
    await runFromPalette(page, 'Buy credits', '500 credits')
    await confirmByKeyboard(page, 'Buy 500 credits?', 'Pay $45.00')
    await expect(page.getByRole('region', { name: 'Buy credits' }).getByRole('status')).toContainText('Payment succeeded!')
    await expect(total).toHaveText(String(before + 500))
    await expectAccessible(page, 'wallet after buying')

    // 3. E-mails for a selection of three leads, after the estimate.
    await page.keyboard.press('g')
    await page.keyboard.press('l')
    await expect(page).toHaveURL(/\/lead-search\/saved-lists$/)
    await runFromPalette(page, 'Open list: Bay Area sales', undefined, 'Bay Area sales')
    await expect(page.getByRole('heading', { name: 'Bay Area sales' })).toBeVisible()
    const grid = page.getByRole('grid', { name: 'Results of Bay Area sales' })
    await expect(grid.getByRole('row')).toHaveCount(13)
    await page.keyboard.press('j')
    await expect(grid).toBeFocused()
    await page.keyboard.press('x')
    await page.keyboard.press('j')
    await page.keyboard.press('j')
    await page.keyboard.press('Shift+X')
    await expect(grid.getByRole('row', { selected: true })).toHaveCount(3)

    await runFromPalette(page, 'Find e-mails', 'selected', 'Find e-mails')
    const estimate = page.getByRole('dialog', { name: 'Find e-mails: start?' })
    await expect(estimate.getByTestId('lead-job-estimate')).toHaveText('Up to 3 credits for 3 leads.')
    await confirmByKeyboard(page, 'Find e-mails: start?', 'Start', { beforeAnswer: () => expectAccessible(page, 'enrichment estimate') })
    await expect(estimate).toHaveCount(0)
    const enrichment = page.getByTestId('lead-job').filter({ hasText: 'Find e-mails' })
    await expect(enrichment).toHaveAttribute('data-status', 'done', { timeout: 30_000 })
    await expect(enrichment).toContainText('3 of 3')

    // 4. A webhook to the local receiver.
    await runFromPalette(page, 'Go to New webhook')
    await expect(page.getByRole('main').getByRole('heading', { name: 'New webhook', level: 1 })).toBeVisible()
    await typeInto(page, page.getByLabel('Name', { exact: true }), 'Local receiver')
    await typeInto(page, page.getByLabel('URL', { exact: true }), receiver.url)
    await typeInto(page, page.getByLabel('Secret (Authorization-Token)'), 'shared-token-7')
    await expect(page.getByLabel('Lead sent from a list')).toBeChecked()
    await tabTo(page, page.getByRole('button', { name: 'Create webhook' }))
    await page.keyboard.press('Enter')
    await expect(page.getByText(/^Webhook created. Copy the secrets now/)).toBeVisible()
    const signingSecret = (await page.getByTestId('webhook-signing-secret').textContent())!.trim()
    await expectAccessible(page, 'webhook created')

    // 5. The whole list to the webhook.
    await runFromPalette(page, 'Go to Saved lists')
    await runFromPalette(page, 'Open list: Bay Area sales', undefined, 'Bay Area sales')
    await expect(grid.getByRole('row')).toHaveCount(13)
    await page.keyboard.press('Shift+H')
    await page.keyboard.type('Local receiver')
    await expect(palette(page).getByRole('option', { selected: true })).toContainText('Local receiver: the whole list (12)')
    await page.keyboard.press('Enter')
    await confirmByKeyboard(page, /Send to webhook/, 'Start')

    // 6. Every lead is marked sent, and the receiver holds each lead once, signed and carrying the token.
    await expect(grid.getByText('Sent', { exact: true })).toHaveCount(12, { timeout: 30_000 })
    await expect(page.getByTestId('lead-job').filter({ hasText: 'Send to webhook' })).toHaveAttribute('data-status', 'done')
    await expectAccessible(page, 'list after sending')
    const leadMessages = receiver.received.filter((d) => JSON.parse(d.raw).type === 'lead.sent')
    expect(leadMessages).toHaveLength(12)
    const verifier = new Webhook(signingSecret)
    for (const d of leadMessages) {
      verifier.verify(d.raw, d.headers as Record<string, string>)
      expect(d.headers['authorization-token']).toBe('shared-token-7')
    }
    const leadIds = leadMessages.map((d) => JSON.parse(d.raw).data.id as number)
    expect(new Set(leadIds).size).toBe(12)
    const results = await apiAs(baseURL!, account, 'POST', `/api/people-results/${listId}`, { limit: 50 })
    expect(results.body.data.map((r: { id: number }) => r.id).sort()).toEqual([...leadIds].sort())
    expect(results.body.data.every((r: { crm_status: string }) => r.crm_status === 'sent')).toBe(true)
  } finally {
    await receiver.close()
  }
})
