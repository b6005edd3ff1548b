import { expect, test, type Page } from '@playwright/test'
import type { Locale } from '../../src/shared/i18n/index'
import { palette, tabTo, typeInto } from './keyboard'
import { readCode } from './mailbox'
import { catalogues, tr } from './walk-words'
import { type Walk, addPlaceNames, answerByKeyboard, anyCount, checkScreen, countryName, expectCursorOnScreen, expectExport, goAhead, labelCount, matchingCount, newWalk, resultsData, resultsWanted, runCommand, waitForList } from './walk-steps'

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
  await typeInto(page, page.getByLabel(w('leads.newSearch.limit')), String(resultsWanted))
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
  await page.getByLabel(w('leads.newSearch.limit')).fill(String(resultsWanted))
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
  // The wheel scrolls smoothly and the table reuses its rows as it goes: wheel until the row lies wholly inside the
  // table's window with the scroll at rest (back up if it went past), or the click lands on whatever the reused row
  // shows by then. A wheel step is shorter than the window, so the row cannot be skipped; pages load as it goes.
  const scroller = page.locator('[data-scroller]')
  /** How far to wheel for row 202 to be wholly in the window: 0 once it is. */
  const distance = () =>
    scroller.evaluate((frame) => {
      const row = frame.querySelector('tr[aria-rowindex="202"]')
      if (!row) return Number(frame.querySelector('tbody tr')?.getAttribute('aria-rowindex') ?? 0) > 202 ? -300 : 300
      const head = frame.querySelector('thead')!.getBoundingClientRect()
      const view = frame.getBoundingClientRect()
      const box = row.getBoundingClientRect()
      return box.top < head.bottom ? Math.floor(box.top - head.bottom) - 4 : box.bottom > view.bottom ? Math.ceil(box.bottom - view.bottom) + 4 : 0
    })
  const atRest = async () => {
    let last = await scroller.evaluate((e) => e.scrollTop)
    for (let still = 0; still < 3; ) {
      await page.waitForTimeout(150)
      const now = await scroller.evaluate((e) => e.scrollTop)
      still = now === last ? still + 1 : 0
      last = now
    }
  }
  await expect.poll(async () => {
    const far = Math.abs(await distance()) === 300
    if (!far) await atRest()
    const delta = await distance()
    if (delta !== 0) await page.mouse.wheel(0, delta)
    return delta === 0
  }, { timeout: 60_000, intervals: [50] }).toBe(true)
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
