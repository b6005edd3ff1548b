import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { e2eAdmin } from './global-setup'
import { newAccount, signIn } from './accounts'
import { palette, runFromPalette, tabTo, typeInto } from './keyboard'

/** A small company website on loopback for the crawler: three pages about the business and its customers. */
async function serveFixtureSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const page = (title: string, body: string, links: string[] = []) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1><p>${body}</p>${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</body></html>`
  const pages: Record<string, string> = {
    '/': page('SmileDesk reminders', 'SmileDesk sends SMS and e-mail reminders so dental practices in Berlin and Hamburg lose fewer appointments.', ['/about', '/customers']),
    '/about': page('About SmileDesk', 'Our customers are dental practices and orthodontists. Practice owners and office managers set it up in an afternoon.'),
    '/customers': page('Customer stories', 'Dental practices in Berlin cut no-shows by 48 percent within three months of using SmileDesk.'),
    '/robots.txt': 'User-agent: *\nAllow: /\n',
  }
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname
    const body = pages[path]
    res.writeHead(body ? 200 : 404, { 'content-type': path.endsWith('.txt') ? 'text/plain' : 'text/html; charset=utf-8' })
    res.end(body ?? '<h1>Not found</h1>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  }
}


test('profile, crawl, first lines for a selection and an ICP suggestion opened as a new search, by keyboard', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const site = await serveFixtureSite()
  const account = await newAccount(baseURL!, 'ai.writer')
  try {
    await signIn(page, account)
    await expect(page.getByRole('heading', { name: 'New search' })).toBeVisible()

    // Every AI tool says what to do first until the business profile is complete.
    await runFromPalette(page, 'Go to Ideal customer profile suggestions')
    await expect(page.getByRole('heading', { level: 2, name: 'Who to look for next' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Please fill out the business profile form to generate AI data.' })).toBeVisible()
    await expectAccessible(page, 'ICP suggestions before the profile')

    await page.keyboard.press('g')
    await page.keyboard.press('s')
    await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible()
    await expectAccessible(page, 'business profile')
    await typeInto(page, page.getByLabel('Business name'), 'SmileDesk')
    await typeInto(page, page.getByLabel('Website', { exact: true }), 'smiledesk.de')
    await typeInto(page, page.getByLabel('What it sells'), 'Patient reminder software')
    await typeInto(page, page.getByLabel('Who it helps'), 'Dental practices and orthodontists')
    await typeInto(page, page.getByLabel('What it does'), 'Cuts no-shows in half with automatic SMS and e-mail reminders.')
    await typeInto(page, page.getByLabel('Contact person name'), 'Mara Schulz')
    await typeInto(page, page.getByLabel('Personality'), 'Friendly')
    await runFromPalette(page, 'Save business profile')
    await expect(page.getByText('Your business profile is complete: the AI tools can use it.')).toBeVisible()

    // Crawl the fixture site and watch its pages arrive.
    // The focus is still in a field (plain keys type there): the palette navigates.
    await runFromPalette(page, 'Go to AI training')
    await expect(page).toHaveURL(/\/ai\/training$/)
    await typeInto(page, page.getByLabel('Website', { exact: true }), site.origin)
    await page.keyboard.press('Enter')
    const arriving = page.getByRole('list', { name: 'Pages read so far' })
    await expect(arriving.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 })
    await expect(page.getByText('Crawl finished: 3 pages read.')).toBeVisible({ timeout: 30_000 })
    await expectAccessible(page, 'AI training after the crawl')

    // A people list to write for.
    await runFromPalette(page, 'Go to New search')
    await expect(page.getByRole('heading', { name: 'New search' })).toBeVisible()
    await runFromPalette(page, 'New search of type', 'People')
    await expect(page.getByRole('radio', { name: 'People' })).toBeChecked()
    await typeInto(page, page.getByLabel('Job titles'), 'Practice Manager')
    await typeInto(page, page.getByLabel('Country'), 'Germany')
    await expect(page.getByLabel('Country')).toHaveValue('DE')
    await typeInto(page, page.getByLabel('City'), 'Berlin')
    await typeInto(page, page.getByLabel('Maximum results'), '12')
    await typeInto(page, page.getByLabel('List name'), 'Berlin practice managers')
    await page.keyboard.press('Control+Enter')
    await expect(page.getByRole('heading', { name: 'Berlin practice managers' })).toBeVisible()
    await expect(page.getByText(/^Active$/).first()).toBeVisible({ timeout: 60_000 })
    const grid = page.getByRole('grid', { name: 'Results of Berlin practice managers' })
    await expect(grid.getByRole('row')).not.toHaveCount(1)

    // Select three leads and write their first lines: Shift+W asks what to write, the estimate asks to start.
    await page.keyboard.press('j')
    await expect(grid).toBeFocused()
    await page.keyboard.press('k')
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('x')
      await page.keyboard.press('j')
    }
    await expect(grid.getByRole('row', { selected: true })).toHaveCount(3)
    await page.keyboard.press('Shift+W')
    await page.keyboard.type('first line')
    await expect(palette(page).getByRole('option', { selected: true })).toContainText('First line for the 3 selected leads')
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'AI writing: start?' })
    await expect(confirm.getByText('3 leads. No credits are charged for this.')).toBeVisible()
    await expectAccessible(page, 'AI writing estimate')
    await page.keyboard.press('Enter')
    await expect(confirm).toHaveCount(0)
    await expect(page.getByText('AI writing: 3 of 3').first()).toBeVisible({ timeout: 30_000 })
    await expectAccessible(page, 'list with the AI job')

    // The button opens the writer's dialog (prompt, leads, rewrite); then the first lead's details with its first line.
    await tabTo(page, page.getByRole('button', { name: /^Write with AI/ }))
    await page.keyboard.press('Enter')
    const writer = page.getByRole('dialog', { name: 'Write with AI in Berlin practice managers' })
    await expect(writer.getByText('Writer: Template writer (no AI model)')).toBeVisible()
    await expectAccessible(page, 'AI writer dialog')
    await page.keyboard.press('Escape')
    await expect(writer).toHaveCount(0)
    await grid.focus()
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/lead-search\/saved-lists\/people-\d+\/\d+$/)
    await expect(page.getByRole('heading', { name: 'AI texts' })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: /^Hey \S+, / })).toBeVisible()
    await expectAccessible(page, 'result details with AI texts')

    // The AI assistant: prompts with the defaults beside them, and a preview on a sample lead.
    await runFromPalette(page, 'Go to AI assistant')
    await expect(page.getByRole('heading', { level: 2, name: 'Your writer: prompts, answers and variables' })).toBeVisible()
    await expect(page.getByText('Writer: Template writer (no AI model)')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Prompts of this type' }).getByText('Platform default')).toBeVisible()
    await runFromPalette(page, 'Try the prompt on a sample lead')
    await expect(page.getByText('Written by Template writer (no AI model)')).toBeVisible()
    await expectAccessible(page, 'AI assistant')

    // ICP suggestions from the profile and the crawled pages; 1 opens the first as a pre-filled new search.
    await runFromPalette(page, 'Go to Ideal customer profile suggestions')
    await expect(page.getByRole('heading', { level: 2, name: 'Who to look for next' })).toBeVisible()
    await page.keyboard.press('Shift+G')
    const suggestions = page.getByRole('list', { name: 'Ideal customer profiles' })
    await expect(suggestions.getByRole('listitem').first()).toContainText('Dentists in Berlin, Germany', { timeout: 30_000 })
    await expectAccessible(page, 'ICP suggestions')
    await page.keyboard.press('1')
    await expect(page).toHaveURL(/\/lead-search\/new-search\?type=industry&draft=/)
    await expect(page.getByRole('radio', { name: 'Local businesses' })).toBeChecked()
    await expect(page.getByLabel('Category')).toHaveValue('dentist')
    await expect(page.getByLabel('Country')).toHaveValue('DE')
    await expect(page.getByLabel('City')).toHaveValue('Berlin')
    await expectAccessible(page, 'new search from an ICP suggestion')
  } finally {
    await site.close()
  }
})

test('the super admin adds and removes a default prompt by keyboard', async ({ page }) => {
  await page.goto('/login')
  await typeInto(page, page.getByLabel('E-mail'), e2eAdmin.email)
  await typeInto(page, page.getByLabel('Password'), e2eAdmin.password)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'New search' })).toBeVisible()
  await runFromPalette(page, 'Go to Default prompts')
  await expect(page.getByRole('heading', { level: 2, name: 'Prompts and questions every user starts with' })).toBeVisible()
  const prompts = page.getByRole('list', { name: 'Prompts of this type' })
  await expect(prompts.getByRole('textbox', { name: 'Default prompt 1' })).toHaveValue(/first_name/)
  await expectAccessible(page, 'default prompts')

  await runFromPalette(page, 'New default prompt')
  await expect(page.getByRole('textbox', { name: 'New prompt' })).toBeFocused()
  await page.keyboard.type('Open with a compliment for {{first_name}} about {{company}}.')
  await tabTo(page, page.getByRole('button', { name: 'Save the prompt' }))
  await page.keyboard.press('Enter')
  await expect(prompts.getByRole('textbox', { name: 'Default prompt 2' })).toHaveValue('Open with a compliment for {{first_name}} about {{company}}.')
  await tabTo(page, prompts.getByRole('button', { name: 'Delete Default prompt 2' }))
  await page.keyboard.press('Enter')
  // A deletion asks first.
  const ask = page.getByRole('dialog', { name: 'Delete Default prompt 2? This cannot be undone.' })
  await tabTo(page, ask.getByRole('button', { name: 'Yes' }))
  await page.keyboard.press('Enter')
  await expect(prompts.getByRole('textbox')).toHaveCount(1)
  await expectAccessible(page, 'default prompts after the change')
})
