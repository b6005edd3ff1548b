import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { newAccount, signIn } from './accounts'
import { runFromPalette } from './keyboard'

test('courses by keyboard: open the getting-started course, mark an item done, see the progress, go back', async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  const account = await newAccount(baseURL!, 'courses')
  await signIn(page, account)
  await expect(page.getByTestId('account-indicator')).toContainText('Acting as Ada Tester')

  // The courses (g c from outside a field): topics, their courses and the progress in each.
  await runFromPalette(page, 'Go to Courses')
  await expect(page).toHaveURL(/\/settings\/courses$/)
  await expect(page.getByRole('heading', { name: 'Courses', level: 2 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Getting started', level: 3 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Working from the keyboard', level: 3 })).toBeVisible()
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Getting started with the console' }) })
  await expect(card).toContainText('0 of 5 done')
  await expectAccessible(page, 'the courses')

  // The palette opens a course by name.
  await runFromPalette(page, 'Open a course', 'Getting started with the console', 'Open a course…')
  await expect(page).toHaveURL(/\/settings\/courses\/\d+\?item=\d+$/)
  await expect(page.getByRole('heading', { name: 'Getting started with the console', level: 2 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Find your way around', level: 3 })).toBeVisible()
  await expect(page.getByTestId('course-progress')).toHaveText('0 of 5 done')
  await expectAccessible(page, 'a course')

  // d marks the open item done; the progress says so, and the item's mark in the list too.
  await page.keyboard.press('d')
  await expect(page.getByTestId('course-progress')).toHaveText('1 of 5 done')
  await expect(page.getByRole('link', { name: /Find your way around/ })).toContainText('Done')
  await expect(page.getByRole('button', { name: /Mark as not done/ })).toBeVisible()

  // n moves to the next item, whose title takes the focus.
  await page.keyboard.press('n')
  await expect(page.getByRole('heading', { name: 'Read the cost before you search', level: 3 })).toBeFocused()
  await expectAccessible(page, 'a course with an item done')

  // Backspace goes back to the courses, where the progress is kept.
  await page.keyboard.press('Backspace')
  await expect(page).toHaveURL(/\/settings\/courses$/)
  await expect(card).toContainText('1 of 5 done')
})
