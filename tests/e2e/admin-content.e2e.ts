import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { newAccount, signIn } from './accounts'
import { e2eAdmin } from './global-setup'
import { confirmByKeyboard, runFromPalette, tabTo, typeInto } from './keyboard'

test('content by keyboard: a topic, a course, a page with bold text, seen on a user\'s courses page', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000)
  const stamp = Date.now().toString(36)
  const topic = `Prospecting ${stamp}`
  const course = `Cold calls ${stamp}`

  await signIn(page, e2eAdmin)
  await expect(page.getByTestId('account-indicator')).toContainText('Acting as Super Admin')

  // Topics: the list, then a new topic from the list's New command (Alt+Shift+N), saved with Enter.
  await runFromPalette(page, 'Go to Onboarding topics')
  await expect(page.getByRole('heading', { name: 'Onboarding topics', level: 2 })).toBeVisible()
  await expectAccessible(page, 'the topics')
  await page.keyboard.press('Alt+Shift+N')
  await expect(page).toHaveURL(/\/admin\/topics\/create$/)
  await expectAccessible(page, 'a new topic')
  await typeInto(page, page.getByLabel('Title', { exact: true }), topic)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/topics$/)
  await expect(page.getByRole('row', { name: new RegExp(topic) })).toContainText('0 courses')

  // Training content: the courses by topic and a new course in the new topic.
  await runFromPalette(page, 'Go to Platform training content')
  await expect(page.getByRole('heading', { name: 'Platform training content', level: 2 })).toBeVisible()
  await expectAccessible(page, 'the training content')
  const form = page.getByRole('form', { name: 'New course' })
  await tabTo(page, form.getByLabel('Topic'))
  await page.keyboard.type(topic)
  await expect(form.getByLabel('Topic')).toHaveValue(/\d+/)
  await expect(form.getByLabel('Topic').locator('option:checked')).toHaveText(topic)
  await typeInto(page, form.getByLabel('Title', { exact: true }), course)
  await page.keyboard.press('Enter')
  const link = page.getByRole('region', { name: topic }).getByRole('link', { name: course })
  await expect(link).toBeVisible()
  await tabTo(page, link)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: course, level: 2 })).toBeVisible()
  await expectAccessible(page, 'a course')

  // A new page: its title, then text made bold with the toolbar's shortcut, saved with Alt+Shift+S.
  await page.keyboard.press('Alt+Shift+N')
  await expect(page).toHaveURL(/\/admin\/training-content\/\d+\/create$/)
  await typeInto(page, page.getByLabel('Title (English)'), 'First calls')
  await tabTo(page, page.getByRole('textbox', { name: 'Text (English)' }))
  await page.keyboard.type('Open with ')
  await page.keyboard.press('Alt+Shift+B')
  await page.keyboard.type('their name')
  await page.keyboard.press('Alt+Shift+B')
  await page.keyboard.type(' first.')
  await expect(page.getByRole('textbox', { name: 'Text (English)' }).locator('b, strong')).toHaveText('their name')
  await expectAccessible(page, 'the page editor')
  await page.keyboard.press('Alt+Shift+S')
  await expect(page.getByRole('heading', { name: course, level: 2 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'First calls' })).toBeVisible()

  // The history of the training content shows the new page.
  await runFromPalette(page, 'Go to Training content history')
  await page.getByLabel('Show the changes of').focus()
  await page.keyboard.type('Course pages')
  await expect(page.getByRole('listitem').filter({ hasText: 'First calls' }).first()).toBeVisible()
  await expectAccessible(page, 'the training content history')

  // A user sees the page, with its bold text, on their courses page.
  const user = await newAccount(baseURL!, 'content-reader')
  const context = await browser.newContext()
  const reader = await context.newPage()
  await signIn(reader, user)
  await expect(reader.getByTestId('account-indicator')).toContainText('Acting as Ada Tester')
  await runFromPalette(reader, 'Go to Courses')
  await expect(reader.getByRole('heading', { name: topic, level: 3 })).toBeVisible()
  await runFromPalette(reader, 'Open a course', course, 'Open a course…')
  await expect(reader.getByRole('heading', { name: 'First calls', level: 3 })).toBeVisible()
  await expect(reader.locator('strong, b').filter({ hasText: 'their name' })).toBeVisible()
  await context.close()

  // The topic holds a course now: deleting it is refused.
  await runFromPalette(page, 'Go to Onboarding topics')
  await runFromPalette(page, 'Delete…', topic, 'Delete…')
  await confirmByKeyboard(page, `Delete topic ${topic}?`, `Delete topic ${topic}`, { safeLabel: 'Keep' })
  await expect(page.getByRole('row', { name: new RegExp(topic) })).toContainText('1 course')
})

test('partners and the prompts history by keyboard, every screen accessible', async ({ page }) => {
  test.setTimeout(90_000)
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`
  await signIn(page, e2eAdmin)
  await expect(page.getByTestId('account-indicator')).toContainText('Acting as Super Admin')
  await runFromPalette(page, 'Go to Platform partners')
  await expect(page.getByRole('heading', { name: 'Platform partners', level: 2 })).toBeVisible()
  await expectAccessible(page, 'the partners')
  await page.keyboard.press('Alt+Shift+N')
  await expect(page).toHaveURL(/\/admin\/partners\/create$/)
  await typeInto(page, page.getByLabel('Name', { exact: true }), 'Agency One')
  await typeInto(page, page.getByLabel('Referral code'), 'not valid!')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Letters, numbers and hyphens only.')).toBeVisible()
  await expect(page.getByLabel('Referral code')).toBeFocused()
  await expectAccessible(page, 'a partner with a bad code')
  await page.keyboard.press('Control+a')
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/partners$/)
  await expect(page.getByRole('row', { name: /Agency One/ })).toContainText(code)

  await runFromPalette(page, 'Go to AI assistant history')
  await expect(page.getByRole('heading', { name: 'AI assistant history', level: 2 })).toBeVisible()
  await expectAccessible(page, 'the AI assistant history')
})
