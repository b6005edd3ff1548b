import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import { apiAs, newAccount, signIn } from './accounts'
import { confirmByKeyboard, palette, runFromPalette, tabTo } from './keyboard'

const step = (page: Page, name: RegExp) => page.getByRole('group', { name: 'Workflow steps' }).getByRole('button', { name })

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
  await runFromPalette(page, 'Run the workflow on a list', 'Flow leads')
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
