import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { newAccount, signIn } from './accounts'
import { palette, runFromPalette, tabTo, typeInto } from './keyboard'

/** A minimal RFC 4180 reader: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++
      else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') row.push(cell), (cell = '')
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      row.push(cell), rows.push(row), (row = []), (cell = '')
    } else cell += ch
  }
  if (cell !== '' || row.length) row.push(cell), rows.push(row)
  return rows
}


test('a local search for dentists fills a list that is filtered, labelled, exported and archived by keyboard', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const account = await newAccount(baseURL!, 'lead.search')

  await signIn(page, account)
  await expect(page.getByRole('heading', { name: 'New search' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Local businesses' })).toBeChecked()
  await expectAccessible(page, 'new search')

  // Running without a location or a list says what is missing.
  await page.keyboard.press('Control+Enter')
  await expect(page.getByRole('alert')).toHaveText('Please select location and list before continue.')

  await typeInto(page, page.getByLabel('Category'), 'Dentist')
  await expect(page.getByLabel('Category')).toHaveValue('dentist')
  await typeInto(page, page.getByLabel('Country'), 'United States')
  await expect(page.getByLabel('Country')).toHaveValue('US')
  await expect(page.getByLabel('State or region').locator('option', { hasText: 'California' })).toHaveCount(1)
  await typeInto(page, page.getByLabel('State or region'), 'California')
  await expect(page.getByLabel('State or region')).toHaveValue('CA')
  await typeInto(page, page.getByLabel('City'), 'Fresno')
  await typeInto(page, page.getByLabel('Maximum results'), '40')
  await typeInto(page, page.getByLabel('List name'), 'Fresno dentists')
  await expectAccessible(page, 'new search filled in')
  await page.keyboard.press('Control+Enter')

  // The list page shows the results arriving; the demo provider labels them.
  await expect(page).toHaveURL(/\/lead-search\/saved-lists\/industry-\d+$/)
  await expect(page.getByRole('heading', { name: 'Fresno dentists' })).toBeVisible()
  await expect(page.getByText('Demo data').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/^Active$/).first()).toBeVisible({ timeout: 60_000 })
  const grid = page.getByRole('grid', { name: 'Results of Fresno dentists' })
  await expect(grid.getByRole('row')).not.toHaveCount(1)
  await expectAccessible(page, 'list page')

  await runFromPalette(page, 'Filter by e-mail found', 'Email found')
  await expect(page.getByRole('search', { name: 'Result filters' }).getByLabel('E-mail')).toHaveValue('found')
  await expect(grid.getByText('Potential emails found')).toHaveCount(0)
  await expect(grid.getByText('Email found').first()).toBeVisible()

  // j focuses the table from anywhere; x selects, Shift+x selects the range: ten rows.
  await page.keyboard.press('j')
  await expect(grid).toBeFocused()
  await page.keyboard.press('k')
  await page.keyboard.press('x')
  for (let i = 0; i < 9; i++) await page.keyboard.press('j')
  await page.keyboard.press('Shift+X')
  await expect(grid.getByRole('row', { selected: true })).toHaveCount(10)
  await expect(page.getByText(/· 10 selected$/)).toBeVisible()

  await page.keyboard.press('Shift+L')
  const labels = page.getByRole('dialog', { name: 'Labels for 10 selected results' })
  await expect(labels).toBeVisible()
  await expectAccessible(page, 'labels dialog')
  await typeInto(page, labels.getByLabel('New label'), '=Hot lead')
  await page.keyboard.press('Enter')
  await expect(labels.getByRole('button', { name: 'Remove =Hot lead' })).toBeVisible()
  // The first Escape leaves the field, the next closes the dialog.
  await page.keyboard.press('Escape')
  await expect(labels).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(labels).toHaveCount(0)
  await expect(grid.getByText('=Hot lead')).toHaveCount(10)

  const download = page.waitForEvent('download')
  await grid.focus()
  await page.keyboard.press('c')
  await page.keyboard.type('selected')
  await expect(palette(page).getByRole('option', { selected: true })).toContainText('Export the 10 selected results')
  await page.keyboard.press('Enter')
  const file = await download
  const rows = parseCsv(readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '')).filter((r) => r.some((c) => c !== ''))
  expect(rows.length - 1, 'data rows').toBe(10)
  const labelColumn = rows[0].findIndex((h) => /label/i.test(h))
  expect(labelColumn).toBeGreaterThanOrEqual(0)
  // A cell a spreadsheet would run as a formula is escaped.
  expect(rows.slice(1).every((r) => r[labelColumn] === "'=Hot lead")).toBe(true)

  // Enter opens the focused result; the palette goes back to the list by its name.
  await grid.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/lead-search\/saved-lists\/industry-\d+\/\d+$/)
  await expect(page.getByRole('heading', { name: 'E-mails' })).toBeVisible()
  await expect(page.getByText('=Hot lead')).toBeVisible()
  await expectAccessible(page, 'result details')
  await runFromPalette(page, 'Open list: Fresno dentists')
  await expect(page.getByRole('heading', { name: 'Fresno dentists' })).toBeVisible()

  await page.keyboard.press('e')
  await expect(page.getByText(/^Archived$/).first()).toBeVisible()
  await page.keyboard.press('g')
  await page.keyboard.press('l')
  await expect(page).toHaveURL(/\/lead-search\/saved-lists$/)
  await runFromPalette(page, 'Show lists by state', 'Archived')
  await expect(page.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('option', { name: /Fresno dentists/ })).toBeVisible()
  await expectAccessible(page, 'saved lists, archived')
  await page.keyboard.press('v')
  await expect(page.getByRole('button', { name: /Show as grid/ })).toBeVisible()
  await runFromPalette(page, 'Open list: Fresno dentists')
  await expect(page.getByRole('heading', { name: 'Fresno dentists' })).toBeVisible()
  const listUrl = page.url()
  await page.keyboard.press('f')
  await expect(page.getByRole('dialog', { name: 'More filters' })).toBeVisible()
  await expectAccessible(page, 'more filters')
  await page.keyboard.press('Escape')
  await page.keyboard.press('h')
  await expect(page.getByRole('dialog', { name: 'Search history of Fresno dentists' })).toBeVisible()
  await expect(page.getByRole('dialog').getByText('Demo data')).toBeVisible()
  await expectAccessible(page, 'history')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Shift+I')
  await expect(page.getByRole('dialog', { name: 'Add a record by hand' })).toBeVisible()
  await expectAccessible(page, 'manual entry')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Shift+N')
  await expect(page).toHaveURL(/new-search$/)
  await expectAccessible(page, 'list new search')
  await page.goto('/lead-search/custom-labels')
  await expect(page.getByText('=Hot lead').first()).toBeVisible()
  await expectAccessible(page, 'custom labels')
  await page.goto(`${listUrl}/webhook`)
  await expect(page.getByLabel('Webhook URL')).toBeVisible()
  await expectAccessible(page, 'webhook')
  await page.goto(`${listUrl}/tags-and-source`)
  await expect(page.getByRole('textbox', { name: 'Tags' })).toBeVisible()
  await expectAccessible(page, 'tags and source')
})
