import { readFileSync } from 'node:fs'
import { expect, type Download, type Page } from '@playwright/test'
import type { Locale } from '../../src/shared/i18n/index'
import { expectAccessible } from './a11y'
import { parseCsv } from './csv'
import { palette } from './keyboard'
import { expectNoEnglish, tr } from './walk-words'

/** The steps and checks the proof walks (walks.e2e.ts) share: one walk's state, its screens' checks, its waits. */
export type Walk = {
  page: Page
  locale: Locale
  w: (key: string, vars?: Record<string, string | number>) => string
  /** User data on screen (names, e-mails, the list's name, its results' fields): not words of the interface. */
  userData: string[]
  listName: string
}

export const resultsWanted = 300

/** axe on the screen as it is, and in Spanish no English word on it. */
export async function checkScreen(walk: Walk, where: string) {
  await expectAccessible(walk.page, `${where} (${walk.locale})`)
  if (walk.locale === 'es') await expectNoEnglish(walk.page, where, walk.userData)
}

export function newWalk(page: Page, locale: Locale, label: string): Walk & { email: string; password: string; listName: string } {
  const email = `${label}.${locale}.${Date.now()}@example.com`
  const listName = locale === 'es' ? `Dentistas ${Date.now() % 100000}` : `Dentists ${Date.now() % 100000}`
  const walk = { page, locale, w: (key: string, vars?: Record<string, string | number>) => tr(locale, key, vars), userData: [] as string[], email, password: `${label}-walk-2026`, listName }
  // The product's name is the white-label's brand, not a word of the interface.
  walk.userData.push(email, listName, 'Ada', 'Walker', 'Lead Console')
  return walk
}

/** The words of the list's own results (names, sites, e-mails, phones, addresses): user data, read from its export. */
export async function resultsData(page: Page, listId: string): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const res = await page.request.get(`/api/campaigns/${listId}/export.csv`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.ok()).toBe(true)
  const [head, ...rows] = parseCsv((await res.text()).replace(/^\uFEFF/, ''))
  const columns = head.map((h, i) => (/name|website|e-?mail$|phone|street|address|domain|url|city/i.test(h) && !/state|status/i.test(h) ? i : -1)).filter((i) => i >= 0)
  return rows.flatMap((r) => columns.map((i) => r[i]))
}

export async function labelCount(page: Page, name: string): Promise<number | undefined> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const res = await page.request.get('/api/custom-labels', { headers: { authorization: `Bearer ${token}` } })
  return ((await res.json()) as { name: string; results_count: number }[]).find((l) => l.name === name)?.results_count
}

async function readDownload(download: Download): Promise<string[][]> {
  return parseCsv(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''))
}

export const countryName = (locale: Locale) => new Intl.DisplayNames([locale], { type: 'region' }).of('US')!

/** The cursor row lies whole between the table's sticky header and the bottom edge of its scrolling area. */
export async function expectCursorOnScreen(page: Page, grid: ReturnType<Page['getByRole']>) {
  const cursor = page.locator('tr[data-focused]')
  const row = (await cursor.boundingBox())!
  const head = (await grid.locator('thead').boundingBox())!
  const scroller = (await page.locator('[data-scroller]').boundingBox())!
  expect(row.y).toBeGreaterThanOrEqual(head.y + head.height - 1)
  expect(row.y + row.height).toBeLessThanOrEqual(scroller.y + scroller.height + 1)
  expect(scroller.y + scroller.height).toBeLessThanOrEqual(768)
}

/** Opens the palette with Mod+K, runs the command titled `title` and, when it asks, picks the row holding `choice`. */
export async function runCommand(page: Page, title: string, choice?: string) {
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
export async function answerByKeyboard(walk: Walk, title: string, where: string) {
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
export async function addPlaceNames(walk: Walk) {
  const states = walk.page.getByLabel(walk.w('leads.location.state')).locator('option:not([value=""])')
  await expect(states.first()).toBeAttached()
  walk.userData.push(...(await states.allInnerTexts()))
}

/** Waits on the list page until the search has filled it; returns the list's id and adds its results to user data. */
export async function waitForList(walk: Walk): Promise<string> {
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
export async function matchingCount(walk: Walk): Promise<number> {
  const pattern = new RegExp(walk.w('leads.list.allMatchingSelected', { count: 999999 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('999999', '([\\d.,\\s\\u202f]+)'))
  const status = walk.page.getByRole('status').filter({ hasText: pattern }).first()
  await expect(status).toBeVisible()
  const count = Number(pattern.exec(await status.innerText())![1].replace(/\D/g, ''))
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThan(resultsWanted)
  return count
}

export async function expectExport(download: Download, rows: number, label: string) {
  const [head, ...data] = await readDownload(download)
  expect(data.length, 'exported rows').toBe(rows)
  const labelColumn = head.findIndex((h) => /label/i.test(h))
  expect(labelColumn).toBeGreaterThanOrEqual(0)
  expect(data.every((r) => r[labelColumn].split(/,\s*/).includes(label))).toBe(true)
}

/** A catalogue text with a {{count}} in it as a pattern that matches any count. */
export function anyCount(walk: Walk, key: string): RegExp {
  const sample = walk.w(key, { count: 999999 })
  return new RegExp(sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('999999', '[\\d.,\\s\\u202f]+'))
}

/** The button of a question that is not its Cancel: the one that names the spend. */
export const goAhead = (walk: Walk, question: ReturnType<Page['getByRole']>) =>
  question.getByRole('button').filter({ hasNotText: new RegExp(`^(${walk.w('wallet.confirm.cancel')}|${walk.w('app.common.close')})$`) })
