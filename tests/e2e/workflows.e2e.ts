import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, signIn, type Account } from './accounts'
import { confirmByKeyboard, palette, runFromPalette, tabTo } from './keyboard'

const step = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Workflow steps' }).getByRole('button', { name })

/** Records every step card that turns hidden after being shown (reactflow hides a node it holds no size for). */
async function countHiddenSteps(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { hiddenSteps: string[] }
    seen.hiddenSteps = []
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target as HTMLElement
        if (node.classList.contains('react-flow__node') && node.style.visibility === 'hidden' && record.oldValue?.includes('visibility: visible')) seen.hiddenSteps.push(node.dataset.id ?? '?')
      }
    }).observe(document.querySelector('.react-flow')!, { attributes: true, attributeFilter: ['style'], attributeOldValue: true, subtree: true })
  })
}

test('a workflow by keyboard: from a template, a new step connected with commands, published, run on a list, its per-node log read', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  const account = await newAccount(baseURL!, 'workflows', { first: 'Wendy', last: 'Flow' })
  // The list comes from a people search (searching by keyboard is the lead-search test's job).
  const created = await apiAs(baseURL!, account, 'POST', '/api/campaigns', { name: 'Flow leads', type: 'people', search: { location: { country: 'US', state: 'CA' }, limit: 4 } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  await expect.poll(async () => (await apiAs(baseURL!, account, 'GET', '/api/campaigns?search=Flow%20leads')).body.data[0]?.state, { timeout: 60_000 }).toBe('Active')
  expect((await apiAs(baseURL!, account, 'POST', '/api/custom-labels', { name: 'Ready to call' })).status).toBeLessThan(300)

  await signIn(page, account)
  await expect(page.getByRole('heading', { name: 'New search' })).toBeVisible()
  await runFromPalette(page, 'Go to Workflows')
  await expect(page.getByRole('heading', { name: 'Workflows', level: 2 })).toBeVisible()
  await expect(page.getByText('No workflows yet. Create one from scratch or from a template.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Templates' })).toContainText('Enrich and deliver')
  await expectAccessible(page, 'empty workflows dashboard')

  // From a template: the builder opens on its four steps, laid out left to right.
  await runFromPalette(page, 'New workflow from a template', 'Enrich and deliver')
  await expect(page).toHaveURL(/\/lead-search\/workflow\/\d+$/)
  await expect(page.getByRole('heading', { name: 'Enrich and deliver', level: 2 })).toBeVisible()
  await expect(step(page, /^Step \d: /)).toHaveCount(4)
  await countHiddenSteps(page)
  await expectAccessible(page, 'workflow builder')

  // The last step (delivery) goes: focused by Tab, deleted by its key after a question.
  await tabTo(page, step(page, /^Step 4: Connection/))
  await page.keyboard.press('Delete')
  await confirmByKeyboard(page, 'Delete this step?', 'Delete step')
  await expect(step(page, /^Step \d: /)).toHaveCount(3)
  await expect(step(page, /^Step 3: Enrichment/)).toBeFocused()

  // A labels step after the enrichment, by its command; it comes connected and focused, its label still to choose.
  await runFromPalette(page, 'Add a step after the focused one', 'Custom lead labels')
  await expect(step(page, /^Step 4: Custom lead labels/)).toBeFocused()
  await expect(step(page, /^Step 4: Custom lead labels/)).toHaveAccessibleName(/Settings to complete/)
  const settings = page.getByRole('form', { name: 'Settings of Step 4: Custom lead labels' })
  await tabTo(page, settings.getByRole('checkbox', { name: 'Ready to call' }))
  await page.keyboard.press('Space')
  await expect(step(page, /^Step 4: Custom lead labels/)).toHaveAccessibleName('Step 4: Custom lead labels. 1 label')

  // Its connection removed, publishing is refused with the wording of the spec...
  const edge = page.getByRole('button', { name: 'From Step 3: Enrichment to Step 4: Custom lead labels' })
  await tabTo(page, edge)
  await page.keyboard.press('Delete')
  await expect(edge).toHaveCount(0)
  await runFromPalette(page, 'Publish the workflow')
  await expect(page.getByText('Please connect all nodes before proceeding.').first()).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'The workflow cannot be published yet.' })).toContainText('Custom lead labels: Please connect all nodes before proceeding.')

  // ...until "Connect to..." joins it again, from the enrichment step.
  await tabTo(page, step(page, /^Step 3: Enrichment/))
  await runFromPalette(page, 'Connect the focused step to', 'Custom lead labels')
  await expect(page.getByRole('button', { name: 'From Step 3: Enrichment to Step 4: Custom lead labels' })).toHaveCount(1)
  // No step once drawn was hidden again by the edits (each used to be, until measured anew, and sometimes for good).
  expect(await page.evaluate(() => (window as unknown as { hiddenSteps: string[] }).hiddenSteps)).toEqual([])
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible()

  // Published after a question (Cancel focused: Enter alone publishes nothing).
  await runFromPalette(page, 'Publish the workflow')
  const question = page.getByRole('dialog', { name: 'Publish Enrich and deliver?' })
  await expect(question.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(question).toBeHidden()
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()
  await runFromPalette(page, 'Publish the workflow')
  await confirmByKeyboard(page, 'Publish Enrich and deliver?', 'Publish', { beforeAnswer: () => expectAccessible(page, 'publish question') })
  await expect(page.getByText('Published v1', { exact: true })).toBeVisible()

  // Run on the list: asked first, then the run and its per-node log.
  await runOnList(page, 'Flow leads')
  await confirmByKeyboard(page, 'Run Enrich and deliver?', 'Run workflow')
  const runs = page.getByRole('table', { name: 'Runs' })
  await expect(runs.getByRole('row').nth(1)).toContainText('Run ')
  await expect(runs.getByRole('row').nth(1)).toContainText('Done', { timeout: 60_000 })
  const log = page.getByTestId('workflow-run-log')
  await expect(log.getByRole('row').filter({ hasText: 'Step 1: Trigger' }).first()).toBeVisible()
  await expect(log.getByRole('row').filter({ hasText: 'Step 4: Custom lead labels' }).first()).toBeVisible()
  await expect(step(page, /^Step 2: Filters/)).toHaveAccessibleName(/Log: \d+ done, \d+ skipped, \d+ failed, 0 pending/)
  await expectAccessible(page, 'workflow with a run and its log')

  // The dashboard lists it, published, with its run.
  await runFromPalette(page, 'Go to Workflows')
  const row = page.getByRole('row').filter({ hasText: 'Enrich and deliver' })
  await expect(row).toContainText('Published v1')
  await expect(row.getByRole('cell').nth(2)).toHaveText('1')
  await expect(palette(page)).toBeHidden()
  await expectAccessible(page, 'workflows dashboard with a workflow')
})

/** A people list filled by manual entry (free), `count` records, at most 1,000 a request. */
async function manualList(baseURL: string, account: Account, name: string, count: number, record: (i: number) => Record<string, string>) {
  const list = await apiAs(baseURL, account, 'POST', '/api/campaigns', { name, type: 'people' })
  expect(list.status, JSON.stringify(list.body)).toBe(201)
  for (let from = 0; from < count; from += 1000) {
    const records = Array.from({ length: Math.min(1000, count - from) }, (_, i) => record(from + i))
    const added = await apiAs(baseURL, account, 'POST', `/api/campaigns/${list.body.id}/manual-entry`, { records })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
  }
  return list.body.id as number
}

/** A workflow on `campaignId` with `graph` as its draft (revision 2 after the save). */
async function workflowWith(baseURL: string, account: Account, name: string, campaignId: number, graph: unknown) {
  const created = await apiAs(baseURL, account, 'POST', '/api/workflows', { name, campaign_id: campaignId })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const saved = await apiAs(baseURL, account, 'PUT', `/api/workflows/${created.body.data.id}`, { draft: graph, draft_revision: created.body.data.draft_revision })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return { id: created.body.data.id as number, revision: saved.body.data.draft_revision as number }
}

const at = (x: number) => ({ x, y: 0 })
const chain = (...ids: string[]) => ids.slice(1).map((id, i) => ({ id: `${ids[i]}-${id}`, source: ids[i], target: id }))

test('a long run by keyboard: a prompt picked for the writing step, its log read a page at a time, a run stopped for credits offered for resuming', async ({ page, baseURL }) => {
  test.setTimeout(300_000)
  const account = await newAccount(baseURL!, 'workflow-pages', { first: 'Paige', last: 'Flow' })
  const many = await manualList(baseURL!, account, 'Many leads', 200, (i) => ({ name: `Lead ${i}`, email: `lead${i}@example.com`, company: 'Acme' }))
  const paid = await manualList(baseURL!, account, 'Paid leads', 150, (i) => ({ name: `Buyer ${i}`, website: `https://buyer${i}.example.com` }))
  const prompt = await apiAs(baseURL!, account, 'POST', '/api/prompts', { type: 'people', prompt_type: 'first_line', text: 'Open with a warm line about their work.' })
  expect(prompt.status, JSON.stringify(prompt.body)).toBe(201)
  // Writing needs the business profile it writes for.
  const profile = await apiAs(baseURL!, account, 'POST', '/api/business-details/data', {
    business_name: 'Brightwater Dental', website: 'brightwater-dental.com', what_it_sells: 'Clear aligners', who_it_helps: 'Busy professionals',
    what_it_does: 'Straightens teeth', contact_name: 'Paige Flow', personality: 'Friendly',
  })
  expect(profile.body.complete, JSON.stringify(profile.body)).toBe(true)
  const label = await apiAs(baseURL!, account, 'POST', '/api/custom-labels', { name: 'Written' })
  expect(label.status).toBeLessThan(300)
  const labelId = (label.body.data ?? label.body).id as number
  const checks = Array.from({ length: 17 }, (_, i) => `c${i}`)
  const long = await workflowWith(baseURL!, account, 'Long run', many, {
    nodes: [
      { id: 't', type: 'trigger', data: { event: 'manual' }, position: at(0) },
      { id: 'f', type: 'filters', data: { match: 'all', conditions: [{ field: 'name', operator: 'not like', value: 'zzz' }] }, position: at(260) },
      { id: 'w', type: 'content_creation', data: { prompt_type: 'first_line', overwrite: false }, position: at(520) },
      // Free steps that make the log long: 21 steps, so a page holds 95 leads (1,995 rows) and 200 leads make three pages.
      ...checks.map((id, i) => ({ id, type: 'filters', data: { match: 'all', conditions: [{ field: 'name', operator: 'not like', value: `zz${i}` }] }, position: at(780 + i * 260) })),
      { id: 'l', type: 'custom_labels', data: { label_ids: [labelId] }, position: at(780 + checks.length * 260) },
    ],
    edges: chain('t', 'f', 'w', ...checks, 'l'),
  })
  // Out of credits: 150 e-mails to find with 100 credits stops the run part way.
  const short = await workflowWith(baseURL!, account, 'Paid run', paid, {
    nodes: [{ id: 't', type: 'trigger', data: { event: 'manual' }, position: at(0) }, { id: 'e', type: 'enrichment', data: { kind: 'find-emails' }, position: at(260) }],
    edges: chain('t', 'e'),
  })
  expect((await apiAs(baseURL!, account, 'POST', `/api/workflows/${short.id}/publish`, { draft_revision: short.revision })).status).toBe(200)
  const stopped = await apiAs(baseURL!, account, 'POST', `/api/workflows/${short.id}/runs`, {})
  expect(stopped.status, JSON.stringify(stopped.body)).toBe(201)

  await signIn(page, account)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`/lead-search/workflow/${long.id}`)
  await expect(page.getByRole('heading', { name: 'Long run', level: 2 })).toBeVisible()

  // The writing step's prompt, picked by keyboard among the account's prompts of that kind.
  await tabTo(page, step(page, /^Step 3: Content creation/))
  const settings = page.getByRole('form', { name: 'Settings of Step 3: Content creation' })
  const promptField = settings.getByLabel('Prompt', { exact: true })
  await expect(promptField.locator('option:checked')).toHaveText('The default prompt')
  // Tab from a step passes the steps after it: the command takes the keyboard to the focused step's form.
  await page.keyboard.press('w')
  await page.keyboard.press('e')
  await expect(settings.getByLabel('What to write', { exact: true })).toBeFocused()
  await tabTo(page, promptField)
  await page.keyboard.type('Yours')
  await expect(promptField.locator('option:checked')).toHaveText('Yours: Open with a warm line about their work.')
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible()
  const saved = await apiAs(baseURL!, account, 'GET', `/api/workflows/${long.id}`)
  expect(saved.body.data.draft.nodes.find((n: { id: string }) => n.id === 'w').data.prompt_id).toBe(prompt.body.id)
  await expectAccessible(page, 'workflow builder, a prompt picked')

  await runFromPalette(page, 'Publish the workflow')
  await confirmByKeyboard(page, 'Publish Long run?', 'Publish')
  await expect(page.getByText('Published v1', { exact: true })).toBeVisible()
  await runOnList(page, 'Many leads')
  await confirmByKeyboard(page, 'Run Long run?', 'Run workflow')
  const runs = page.getByRole('table', { name: 'Runs' })
  await expect(runs.getByRole('row').nth(1)).toContainText('Done', { timeout: 180_000 })

  // The log: the first 95 leads (1,995 rows), the next page as it scrolls to the end, the last by the command.
  const status = page.getByRole('status').filter({ hasText: /rows? read|The whole log/ })
  await expect(status).toHaveText(/^1,?995 rows read; more load as you scroll\.$/)
  const log = page.getByRole('region', { name: /^Log of run \d+$/ })
  // Only the rows in view are drawn.
  expect(await page.getByTestId('workflow-run-log').getByRole('row').count()).toBeLessThan(100)
  expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight + 100)).toBe(true)
  await tabTo(page, log)
  await page.keyboard.press('End')
  await expect(status).toHaveText(/^3,?990 rows read; more load as you scroll\.$/)
  await runFromPalette(page, 'Load more of the log')
  await expect(status).toHaveText(/^The whole log: 4,?200 rows\.$/)
  await tabTo(page, log)
  await page.keyboard.press('End')
  await expect(page.getByTestId('workflow-run-log').getByRole('row').filter({ hasText: 'Lead 199' }).last()).toBeVisible()
  // Checked once the run's toast has faded (axe reads a toast mid-fade as low contrast).
  await expect(page.getByText('The workflow started for 200 leads.')).toBeHidden({ timeout: 15_000 })
  await expectAccessible(page, 'workflow with a long log')

  // The run stopped for credits: "Resume" is offered for it alone, and asks first (Cancel, the safe answer, spends nothing).
  await page.goto(`/lead-search/workflow/${short.id}`)
  await expect(page.getByRole('table', { name: 'Runs' }).getByRole('row').nth(1)).toContainText('Stopped: out of credits', { timeout: 120_000 })
  await expect(page.getByRole('button', { name: `Resume run ${stopped.body.data.id}` })).toBeVisible()
  await runFromPalette(page, 'Resume a run stopped for credits', `Run ${stopped.body.data.id}`)
  const question = page.getByRole('dialog', { name: `Resume run ${stopped.body.data.id}?` })
  await expect(question.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused()
  await expectAccessible(page, 'resume question')
  await page.keyboard.press('Enter')
  await expect(question).toBeHidden()
  const after = await apiAs(baseURL!, account, 'GET', `/api/workflows/${short.id}/runs`)
  expect(after.body.data[0].status).toBe('stopped_credits')
})

/** "Run on a list" by keyboard: the command opens its dialog, the list is found by name on the server and chosen. */
async function runOnList(page: Page, listName: string) {
  await runFromPalette(page, 'Run the workflow on a list')
  const dialog = page.getByRole('dialog', { name: 'Run on a list' })
  await expect(dialog.getByLabel('Find a list')).toBeFocused()
  await page.keyboard.type(listName)
  const select = dialog.getByLabel('List to run on')
  await expect(select.locator('option', { hasText: listName })).toHaveCount(1)
  await page.keyboard.press('Tab')
  await expect(select).toBeFocused()
  await page.keyboard.type(listName)
  await expect(select.locator('option:checked')).toHaveText(listName)
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Run on this list' })).toBeFocused()
  await expectAccessible(page, 'run on a list dialog')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
}
