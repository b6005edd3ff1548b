import { readFileSync } from 'node:fs'
import { expect, test, type Download, type Page } from '@playwright/test'
import type { Locale } from '../../src/shared/i18n/index'
import { expectAccessible } from './a11y'
import { parseCsv } from './csv'
import { palette, tabTo, typeInto } from './keyboard'
import { readCode } from './mailbox'
import { catalogues, expectNoEnglish, tr } from './walk-words'

/*
 * The proof walks at 1366x768: a new user signs up, sees the starter credits and the cost on the search form, tops up
 * through a question whose default is Cancel, runs a search, moves the cursor 200 rows down, selects every result
 * matching a filter, labels them and exports them. Once by keyboard only, once by mouse only, each in English and in
 * Spanish; every screen passes axe, and in Spanish no English word is left on it.
 */

test.use({ viewport: { width: 1366, height: 768 } })
test.beforeAll(async () => {
  await catalogues()
})

type Walk = {
  page: Page
  locale: Locale
  w: (key: string, vars?: Record<string, string | number>) => string
  /** User data on screen (names, e-mails, the list's name, its results' fields): not words of the interface. */
  userData: string[]
  listName: string
}

const resultsWanted = 300
const aboveStarter = resultsWanted

/** axe on the screen as it is, and in Spanish no English word on it. */
async function checkScreen(walk: Walk, where: string) {
  await expectAccessible(walk.page, `${where} (${walk.locale})`)
  if (walk.locale === 'es') await expectNoEnglish(walk.page, where, walk.userData)
}

function newWalk(page: Page, locale: Locale, label: string): Walk & { email: string; password: string; listName: string } {
  const email = `${label}.${locale}.${Date.now()}@example.com`
  const listName = locale === 'es' ? `Dentistas ${Date.now() % 100000}` : `Dentists ${Date.now() % 100000}`
  const walk = { page, locale, w: (key: string, vars?: Record<string, string | number>) => tr(locale, key, vars), userData: [] as string[], email, password: `${label}-walk-2026`, listName }
  // The product's name is the white-label's brand, not a word of the interface.
  walk.userData.push(email, listName, 'Ada', 'Walker', 'Lead Console')
  return walk
}

/** The words of the list's own results (names, sites, e-mails, phones, addresses): user data, read from its export. */
async function resultsData(page: Page, listId: string): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const res = await page.request.get(`/api/campaigns/${listId}/export.csv`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.ok()).toBe(true)
  const [head, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''))
  const columns = head.map((h, i) => (/name|website|e-?mail$|phone|street|address|domain|url|city/i.test(h) && !/state|status/i.test(h) ? i : -1)).filter((i) => i >= 0)
  return rows.flatMap((r) => columns.map((i) => r[i]))
}

async function labelCount(page: Page, name: string): Promise<number | undefined> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const res = await page.request.get('/api/custom-labels', { headers: { authorization: `Bearer ${token}` } })
  return ((await res.json()) as { name: string; results_count: number }[]).find((l) => l.name === name)?.results_count
}

async function readDownload(download: Download): Promise<string[][]> {
  return parseCsv(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''))
}

const countryName = (locale: Locale) => new Intl.DisplayNames([locale], { type: 'region' }).of('US')!

/** The cursor row lies whole between the table's sticky header and the bottom edge of its scrolling area. */
async function expectCursorOnScreen(page: Page, grid: ReturnType<Page['getByRole']>) {
  const cursor = page.locator('tr[data-focused]')
  const row = (await cursor.boundingBox())!
  const head = (await grid.locator('thead').boundingBox())!
  const scroller = (await page.locator('[data-scroller]').boundingBox())!
  expect(row.y).toBeGreaterThanOrEqual(head.y + head.height - 1)
  expect(row.y + row.height).toBeLessThanOrEqual(scroller.y + scroller.height + 1)
  expect(scroller.y + scroller.height).toBeLessThanOrEqual(768)
}

async function keyboardWalk(page: Page, locale: Locale) {
  const walk = newWalk(page, locale, 'keys')
  const { w } = walk

  // Sign up: the language first (the picker on the sign-up page), then the form, the code from the mail, sign in.
  await page.goto('/register')
  if (locale !== 'en') {
    await tabTo(page, page.getByLabel(tr('en', 'app.common.language')))
    await page.keyboard.type(new Intl.DisplayNames([locale], { type: 'language' }).of(locale)!.slice(0, 3))
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
  }
  await expect(page.getByRole('heading', { name: w('app.register.title') })).toBeVisible()
  await checkScreen(walk, 'sign-up page')
  await typeInto(page, page.getByLabel(w('app.fields.first_name')), 'Ada')
  await typeInto(page, page.getByLabel(w('app.fields.last_name')), 'Walker')
  await typeInto(page, page.getByLabel(w('app.fields.email')), walk.email)
  await typeInto(page, page.getByLabel(w('app.fields.password'), { exact: true }), walk.password)
  await typeInto(page, page.getByLabel(w('app.fields.password_confirmation')), walk.password)
  await tabTo(page, page.getByRole('checkbox'))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: w('app.register.submit') }))
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { name: w('app.confirmEmail.title') })).toBeVisible()
  await checkScreen(walk, 'confirm e-mail page')
  await typeInto(page, page.getByLabel(w('app.fields.code')), await readCode(walk.email))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/login/)
  await checkScreen(walk, 'sign-in page')
  const emailField = page.getByLabel(w('app.fields.email'))
  if ((await emailField.inputValue()) !== walk.email) await typeInto(page, emailField, walk.email)
  await typeInto(page, page.getByLabel(w('app.fields.password')), walk.password)
  await page.keyboard.press('Enter')

  // The starter credits and the cost on the form; asking for more than they cover says so and offers a top-up.
  await expect(page).toHaveURL(/\/lead-search\/new-search$/)
  const cost = page.getByRole('region', { name: w('search.cost.label') })
  await expect(cost.getByRole('definition').first()).toContainText('100')
  await expect(cost.getByRole('definition').nth(1)).toContainText('100')
  await checkScreen(walk, 'new search')
  await typeInto(page, page.getByLabel(w('leads.newSearch.limit')), String(aboveStarter))
  await expect(cost.getByRole('status')).toContainText(String(resultsWanted))
  await checkScreen(walk, 'new search, balance short')
  await tabTo(page, cost.getByRole('button', { name: w('wallet.commands.openTopUp') }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/settings\/wallet(\?buy=1)?$/)
  if (await palette(page).isVisible()) await page.keyboard.press('Escape')
  await expect(page.getByTestId('wallet-total')).toHaveText('100')
  await checkScreen(walk, 'wallet')

  // A card first (its $1 validation asked first), then credits: Enter on the fresh question buys nothing.
  await runCommand(page, w('wallet.commands.addCard'))
  const cardDialog = page.getByRole('dialog', { name: w('wallet.cardForm.addTitle') })
  await expect(cardDialog.getByLabel(w('wallet.cardForm.number'))).toBeFocused()
  await page.keyboard.type('4242 4242 4242 4242')
  await typeInto(page, cardDialog.getByLabel(w('wallet.cardForm.expMonth')), '12')
  await typeInto(page, cardDialog.getByLabel(w('wallet.cardForm.expYear')), String(new Date().getFullYear() + 3))
  await typeInto(page, cardDialog.getByLabel(w('wallet.cardForm.cvc')), '123')
  await checkScreen(walk, 'add a card')
  await page.keyboard.press('Enter')
  await answerByKeyboard(walk, w('wallet.confirm.addCardTitle'), 'card question')
  await expect(cardDialog).toBeHidden()
  await expect(page.getByTestId('wallet-total')).toHaveText('110')

  const buyTitle = w('wallet.confirm.buyTitle', { credits: w('wallet.confirm.credits', { count: 500 }) })
  await runCommand(page, w('wallet.commands.topUp'), '500')
  const question = page.getByRole('dialog', { name: buyTitle })
  await expect(question.getByRole('button', { name: w('wallet.confirm.cancel'), exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(question).toBeHidden()
  await expect(page.getByTestId('wallet-total')).toHaveText('110')
  await runCommand(page, w('wallet.commands.topUp'), '500')
  await answerByKeyboard(walk, buyTitle, 'purchase question')
  await expect(page.getByTestId('wallet-total')).toHaveText(/^610$/)
  await checkScreen(walk, 'wallet after the purchase')

  // The search: g n, the form by Tab and typing, Ctrl+Enter.
  // The purchase left focus in the pack field (the top-up offer lands there): Escape leaves the field first.
  await page.keyboard.press('Escape')
  await page.keyboard.press('g')
  await page.keyboard.press('n')
  await expect(page).toHaveURL(/\/lead-search\/new-search$/)
  await typeInto(page, page.getByLabel(w('app.fields.category')), w('placeCategories.dentist'))
  await expect(page.getByLabel(w('app.fields.category'))).toHaveValue('dentist')
  await typeInto(page, page.getByLabel(w('leads.location.country')), countryName(locale))
  await expect(page.getByLabel(w('leads.location.country'))).toHaveValue('US')
  await addPlaceNames(walk)
  await typeInto(page, page.getByLabel(w('leads.newSearch.limit')), String(resultsWanted))
  await typeInto(page, page.getByLabel(w('leads.listPicker.name')), walk.listName)
  await expect(cost.getByRole('definition').nth(1)).toContainText('610')
  await checkScreen(walk, 'new search, filled in')
  await page.keyboard.press('Control+Enter')

  const listId = await waitForList(walk)
  const grid = page.getByRole('grid', { name: w('leads.list.tableLabel', { name: walk.listName }) })

  // j takes the table from anywhere; 200 rows down, the cursor row is still on screen.
  await page.keyboard.press('j')
  await expect(grid).toBeFocused()
  for (let i = 0; i < 200; i++) await page.keyboard.press('j')
  // The header row is row 1: the cursor is on the 201st or 202nd result (the first j may only take the table).
  await expect(page.locator('tr[data-focused]')).toHaveAttribute('aria-rowindex', /^20[23]$/)
  await expectCursorOnScreen(page, grid)
  expect(listId).toMatch(/^\d+$/)

  // Select by filter: e-mail found, then every result matching it (not only the loaded rows).
  await runCommand(page, w('leads.commands.emailFound'), w('leads.filters.withEmail.found'))
  await expect(page.getByRole('search', { name: w('leads.filters.label') }).getByLabel(w('leads.filters.withEmail.label'), { exact: true })).toHaveValue('found')
  await runCommand(page, w('leads.commands.selectMatching'))
  const matching = await matchingCount(walk)
  await checkScreen(walk, 'list, all matching selected')

  // Label them: Shift+L, a new label, Enter; Escape leaves the field, the next Escape the dialog.
  await page.keyboard.press('Shift+L')
  const labels = page.getByRole('dialog', { name: w('leads.labels.dialogTitle', { count: matching }) })
  await expect(labels).toBeVisible()
  const labelName = locale === 'es' ? 'Paseo teclado' : 'Keyboard walk'
  walk.userData.push(labelName)
  await typeInto(page, labels.getByLabel(w('leads.labels.newName')), labelName)
  await page.keyboard.press('Enter')
  await expect.poll(() => labelCount(page, labelName)).toBe(matching)
  await checkScreen(walk, 'labels dialog')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(labels).toBeHidden()

  // Export the selection: c from the table, the selection's row; the file holds exactly those rows, labelled.
  await page.keyboard.press('j')
  const download = page.waitForEvent('download')
  await page.keyboard.press('c')
  await page.keyboard.type(w('leads.csv.selection', { count: matching }))
  await expect(palette(page).getByRole('option', { selected: true })).toContainText(w('leads.csv.selection', { count: matching }))
  await checkScreen(walk, 'export choice')
  await page.keyboard.press('Enter')
  await expectExport(await download, matching, labelName)
}

/** Opens the palette with Mod+K, runs the command titled `title` and, when it asks, picks the row holding `choice`. */
async function runCommand(page: Page, title: string, choice?: string) {
  await page.keyboard.press('Control+k')
  await expect(palette(page).getByRole('combobox')).toBeFocused()
  await page.keyboard.type(title.replace(/…$/, ''))
  await expect(palette(page).getByRole('option', { selected: true })).toContainText(title)
  await page.keyboard.press('Enter')
  if (choice === undefined) return
  await page.keyboard.type(choice)
  await expect(palette(page).getByRole('option', { selected: true })).toContainText(choice)
  await page.keyboard.press('Enter')
}

/** A question that spends: it opens on Cancel; Tab moves to the button that names the spend, Enter goes ahead. */
async function answerByKeyboard(walk: Walk, title: string, where: string) {
  const question = walk.page.getByRole('dialog', { name: title })
  const cancel = question.getByRole('button', { name: walk.w('wallet.confirm.cancel'), exact: true })
  await expect(cancel).toBeFocused()
  await checkScreen(walk, where)
  await walk.page.keyboard.press('Tab')
  await expect(cancel).not.toBeFocused()
  await walk.page.keyboard.press('Enter')
  await expect(question).toBeHidden()
}

/** The states the region field offers ("New Jersey") are place names, not words of the interface. */
async function addPlaceNames(walk: Walk) {
  const states = walk.page.getByLabel(walk.w('leads.location.state')).locator('option:not([value=""])')
  await expect(states.first()).toBeAttached()
  walk.userData.push(...(await states.allInnerTexts()))
}

/** Waits on the list page until the search has filled it; returns the list's id and adds its results to user data. */
async function waitForList(walk: Walk): Promise<string> {
  const { page, w } = walk
  await expect(page).toHaveURL(/\/lead-search\/saved-lists\/industry-\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(walk.listName)
  await expect(page.getByText(w('leads.states.Active'), { exact: true }).first()).toBeVisible({ timeout: 60_000 })
  const listId = /industry-(\d+)$/.exec(page.url())![1]
  walk.userData.push(...(await resultsData(page, listId)))
  const grid = page.getByRole('grid', { name: w('leads.list.tableLabel', { name: walk.listName }) })
  await expect(grid.getByRole('row').nth(1)).toBeVisible()
  await checkScreen(walk, 'list page')
  return listId
}

/** The count in "all N matching results selected", once the status says it. */
async function matchingCount(walk: Walk): Promise<number> {
  const pattern = new RegExp(walk.w('leads.list.allMatchingSelected', { count: 999999 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('999999', '([\\d.,\\s\\u202f]+)'))
  const status = walk.page.getByRole('status').filter({ hasText: pattern }).first()
  await expect(status).toBeVisible()
  const count = Number(pattern.exec(await status.innerText())![1].replace(/\D/g, ''))
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThan(resultsWanted)
  return count
}

async function expectExport(download: Download, rows: number, label: string) {
  const [head, ...data] = await readDownload(download)
  expect(data.length, 'exported rows').toBe(rows)
  const labelColumn = head.findIndex((h) => /label/i.test(h))
  expect(labelColumn).toBeGreaterThanOrEqual(0)
  expect(data.every((r) => r[labelColumn].split(/,\s*/).includes(label))).toBe(true)
}

/** A catalogue text with a {{count}} in it as a pattern that matches any count. */
function anyCount(walk: Walk, key: string): RegExp {
  const sample = walk.w(key, { count: 999999 })
  return new RegExp(sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('999999', '[\\d.,\\s\\u202f]+'))
}

/** The button of a question that is not its Cancel: the one that names the spend. */
const goAhead = (walk: Walk, question: ReturnType<Page['getByRole']>) =>
  question.getByRole('button').filter({ hasNotText: new RegExp(`^(${walk.w('wallet.confirm.cancel')}|${walk.w('app.common.close')})$`) })

async function mouseWalk(page: Page, locale: Locale) {
  const walk = newWalk(page, locale, 'mouse')
  const { w } = walk

  await page.goto('/register')
  if (locale !== 'en') {
    await page.getByLabel(tr('en', 'app.common.language')).selectOption(locale)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
  }
  await expect(page.getByRole('heading', { name: w('app.register.title') })).toBeVisible()
  await checkScreen(walk, 'sign-up page')
  await page.getByLabel(w('app.fields.first_name')).fill('Ada')
  await page.getByLabel(w('app.fields.last_name')).fill('Walker')
  await page.getByLabel(w('app.fields.email')).fill(walk.email)
  await page.getByLabel(w('app.fields.password'), { exact: true }).fill(walk.password)
  await page.getByLabel(w('app.fields.password_confirmation')).fill(walk.password)
  await page.getByRole('checkbox').click()
  await page.getByRole('button', { name: w('app.register.submit') }).click()

  await expect(page.getByRole('heading', { name: w('app.confirmEmail.title') })).toBeVisible()
  await checkScreen(walk, 'confirm e-mail page')
  await page.getByLabel(w('app.fields.code')).fill(await readCode(walk.email))
  await page.getByRole('button', { name: w('app.confirmEmail.submit') }).click()
  await expect(page).toHaveURL(/\/login/)
  await checkScreen(walk, 'sign-in page')
  await page.getByLabel(w('app.fields.email')).fill(walk.email)
  await page.getByLabel(w('app.fields.password')).fill(walk.password)
  await page.getByRole('button', { name: w('app.login.submit'), exact: true }).click()

  await expect(page).toHaveURL(/\/lead-search\/new-search$/)
  const cost = page.getByRole('region', { name: w('search.cost.label') })
  await expect(cost.getByRole('definition').first()).toContainText('100')
  await expect(cost.getByRole('definition').nth(1)).toContainText('100')
  await checkScreen(walk, 'new search')
  await page.getByLabel(w('leads.newSearch.limit')).fill(String(aboveStarter))
  await expect(cost.getByRole('status')).toContainText(String(resultsWanted))
  await checkScreen(walk, 'new search, balance short')
  await cost.getByRole('button', { name: w('wallet.commands.openTopUp') }).click()
  await expect(page).toHaveURL(/\/settings\/wallet(\?buy=1)?$/)
  await expect(page.getByTestId('wallet-total')).toHaveText('100')
  if (await palette(page).isVisible()) await page.getByRole('button', { name: w('wallet.commands.addCard') }).click({ force: true })
  await checkScreen(walk, 'wallet')

  await page.getByRole('button', { name: w('wallet.commands.addCard') }).click()
  const cardDialog = page.getByRole('dialog', { name: w('wallet.cardForm.addTitle') })
  await cardDialog.getByLabel(w('wallet.cardForm.number')).fill('4242 4242 4242 4242')
  await cardDialog.getByLabel(w('wallet.cardForm.expMonth')).fill('12')
  await cardDialog.getByLabel(w('wallet.cardForm.expYear')).fill(String(new Date().getFullYear() + 3))
  await cardDialog.getByLabel(w('wallet.cardForm.cvc')).fill('123')
  await checkScreen(walk, 'add a card')
  await cardDialog.getByRole('button', { name: w('wallet.cardForm.submitAdd') }).click()
  const cardQuestion = page.getByRole('dialog', { name: w('wallet.confirm.addCardTitle') })
  await expect(cardQuestion.getByRole('button', { name: w('wallet.confirm.cancel'), exact: true })).toBeFocused()
  await checkScreen(walk, 'card question')
  await goAhead(walk, cardQuestion).click()
  await expect(cardDialog).toBeHidden()
  await expect(page.getByTestId('wallet-total')).toHaveText('110')

  // Buying asks first; Cancel buys nothing, the named payment buys.
  const buy = page.getByRole('region', { name: w('wallet.buy.title') })
  const buyTitle = w('wallet.confirm.buyTitle', { credits: w('wallet.confirm.credits', { count: 500 }) })
  const question = page.getByRole('dialog', { name: buyTitle })
  await buy.getByRole('combobox').selectOption('500')
  await buy.getByRole('button', { name: w('wallet.buy.submit') }).click()
  await expect(question.getByRole('button', { name: w('wallet.confirm.cancel'), exact: true })).toBeFocused()
  await question.getByRole('button', { name: w('wallet.confirm.cancel'), exact: true }).click()
  await expect(question).toBeHidden()
  await expect(page.getByTestId('wallet-total')).toHaveText('110')
  await buy.getByRole('button', { name: w('wallet.buy.submit') }).click()
  await checkScreen(walk, 'purchase question')
  await goAhead(walk, question).click()
  await expect(question).toBeHidden()
  await expect(page.getByTestId('wallet-total')).toHaveText(/^610$/)
  await checkScreen(walk, 'wallet after the purchase')

  await page.getByRole('navigation', { name: w('app.sidebar.label') }).getByRole('link', { name: w('app.sidebar.leads') }).click()
  await expect(page).toHaveURL(/\/lead-search\/new-search$/)
  await page.getByLabel(w('app.fields.category')).selectOption('dentist')
  await page.getByLabel(w('leads.location.country')).selectOption('US')
  await addPlaceNames(walk)
  await page.getByLabel(w('leads.newSearch.limit')).fill(String(resultsWanted))
  await page.getByLabel(w('leads.listPicker.name')).fill(walk.listName)
  await expect(cost.getByRole('definition').nth(1)).toContainText('610')
  await checkScreen(walk, 'new search, filled in')
  await page.getByRole('button', { name: w('leads.commands.runSearch') }).click()

  await waitForList(walk)
  const grid = page.getByRole('grid', { name: w('leads.list.tableLabel', { name: walk.listName }) })

  // The wheel down the table to its 201st result, a click puts the cursor there: on screen.
  const target = grid.locator('tr[aria-rowindex="202"]')
  const box = (await page.locator('[data-scroller]').boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  // A wheel step is shorter than the table's window, so the row cannot be skipped; later pages load as it goes.
  await expect.poll(async () => (await target.isVisible()) || (await page.mouse.wheel(0, 300), false), { timeout: 30_000 }).toBe(true)
  // The wheel scrolls smoothly: wait for the table to come to rest before clicking the row.
  let last = -1
  await expect.poll(async () => {
    const now = await page.locator('[data-scroller]').evaluate((e) => e.scrollTop)
    const still = now === last
    last = now
    return still
  }).toBe(true)
  await target.locator('td').nth(2).click()
  await expect(page.locator('tr[data-focused]')).toHaveAttribute('aria-rowindex', '202')
  await expectCursorOnScreen(page, grid)

  await page.getByRole('search', { name: w('leads.filters.label') }).getByLabel(w('leads.filters.withEmail.label'), { exact: true }).selectOption('found')
  await page.getByRole('button', { name: anyCount(walk, 'leads.list.selectAllMatching') }).click()
  const matching = await matchingCount(walk)
  await checkScreen(walk, 'list, all matching selected')

  await page.getByRole('button', { name: new RegExp(w('leads.commands.customLabels')) }).click()
  const labels = page.getByRole('dialog', { name: w('leads.labels.dialogTitle', { count: matching }) })
  const labelName = locale === 'es' ? 'Paseo ratón' : 'Mouse walk'
  walk.userData.push(labelName)
  await labels.getByLabel(w('leads.labels.newName')).fill(labelName)
  await labels.getByRole('button', { name: w('leads.labels.createAndAssign') }).click()
  await expect.poll(() => labelCount(page, labelName)).toBe(matching)
  await checkScreen(walk, 'labels dialog')
  await labels.getByRole('button', { name: w('app.common.close'), exact: true }).click()
  await expect(labels).toBeHidden()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: new RegExp(w('leads.commands.csv')) }).click()
  await checkScreen(walk, 'export choice')
  await palette(page).getByRole('option', { name: new RegExp(w('leads.csv.selection', { count: matching })) }).click()
  await expectExport(await download, matching, labelName)
}

for (const locale of ['en', 'es'] as const) {
  test(`keyboard only (${locale}): sign up, cost, top up, search, 200 rows down, select by filter, label, export`, async ({ page }) => {
    test.setTimeout(180_000)
    await keyboardWalk(page, locale)
  })
}

for (const locale of ['en', 'es'] as const) {
  test(`mouse only (${locale}): sign up, cost, top up, search, 200 rows down, select by filter, label, export`, async ({ page }) => {
    test.setTimeout(180_000)
    await mouseWalk(page, locale)
  })
}
