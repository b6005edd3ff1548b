import { expect, test } from '@playwright/test'
import { expectAccessible } from './a11y'
import { newAccount, signIn } from './accounts'
import { addCardByKeyboard } from './cards'
import { confirmByKeyboard, palette, runFromPalette, typeInto } from './keyboard'


test('the wallet by keyboard: add cards with the local test provider, choose the default, buy credits, see the balance and the transactions', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const account = await newAccount(baseURL!, 'wallet')
  await signIn(page, account)
  await expect(page.getByRole('heading', { name: 'New search' })).toBeVisible()
  // The starter credits and what the search will cost, before anything runs (local businesses: 1 credit a result).
  const cost = page.getByRole('region', { name: 'What this search costs' })
  await expect(cost.getByRole('definition')).toHaveText(['100 credits', '100 credits', '0 credits'])
  await expectAccessible(page, 'new search with its cost')
  // More results than the balance covers: the form says where the search stops, and the palette row says the same.
  await typeInto(page, page.getByLabel('Maximum results'), '250')
  await expect(cost.getByRole('status')).toHaveText('Your balance covers 100 results of the 250 asked for: the search stops there.')
  await expect(cost.getByRole('button', { name: 'Top up credits…' })).toBeVisible()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('run search')
  await expect(palette(page).getByRole('option').filter({ hasText: 'Run search' })).toContainText('At most 250 credits · only 100 credits available')
  await page.keyboard.press('Escape')
  await expectAccessible(page, 'new search with a short balance')

  // The new-search page keeps focus in its type picker (a field: plain-key shortcuts wait), so the palette goes first.
  await runFromPalette(page, 'Go to Wallet')
  await expect(page).toHaveURL(/\/settings\/wallet$/)
  await expect(page.getByRole('heading', { name: 'Wallet', level: 2 })).toBeVisible()
  await expect(page.getByText('Test payments — no real charges')).toBeVisible()
  const buy = page.getByRole('region', { name: 'Buy credits' })
  await expect(buy.getByRole('status')).toHaveText('Please add a default credit card!')
  await expect(page.getByTestId('wallet-total')).toHaveText('100')
  await expectAccessible(page, 'empty wallet')

  // A first card: validated with $1 (10 credits) and made the default.
  await addCardByKeyboard(page, { number: '4242 4242 4242 4242', month: '12', yearsAhead: 3, cvc: '123' }, () => expectAccessible(page, 'add card dialog'))
  const cards = page.getByRole('list', { name: 'Saved cards' })
  await expect(cards.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' })).toContainText('Default')
  await expect(page.getByTestId('wallet-total')).toHaveText('110')

  // A second card, then made the default through the palette.
  await addCardByKeyboard(page, { number: '5555555555554444', month: '11', yearsAhead: 2, cvc: '321' })
  await expect(cards.getByRole('listitem')).toHaveCount(2)
  await runFromPalette(page, 'Make a card the default', 'Mastercard ending in 4444')
  await expect(cards.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' })).toContainText('Default')
  await expect(buy).toContainText('Charged to your default card, Mastercard ending in 4444.')

  // Buying credits through the palette asks first, Cancel focused: Enter as it opens buys nothing.
  await runFromPalette(page, 'Buy credits', '500 credits')
  const question = page.getByRole('dialog', { name: 'Buy 500 credits?' })
  await expect(question.getByTestId('confirm-facts')).toContainText('$45.00')
  await expect(question.getByTestId('confirm-facts')).toContainText('620 credits')
  await expect(question.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(question).toBeHidden()
  await expect(page.getByTestId('wallet-total')).toHaveText('120')
  // Then yes: the checkout says it succeeded, the balance, the credit history and the payments follow.
  await runFromPalette(page, 'Buy credits', '500 credits')
  await confirmByKeyboard(page, 'Buy 500 credits?', 'Pay $45.00', { beforeAnswer: () => expectAccessible(page, 'purchase question') })
  await expect(buy.getByRole('status')).toContainText('Payment succeeded!')
  await expect(page.getByTestId('wallet-total')).toHaveText('620')
  const transactions = page.getByRole('table', { name: /Credit purchases, card validations and auto top-ups/ })
  const purchase = transactions.getByRole('row').filter({ hasText: 'Credit purchase' })
  await expect(purchase).toContainText('500')
  await expect(purchase).toContainText('$45.00')
  await expect(purchase).toContainText('Success')
  await expect(transactions.getByRole('row').filter({ hasText: 'Card validation' })).toHaveCount(2)
  const history = page.getByTestId('credit-history')
  await expect(history.getByRole('row').nth(1)).toContainText('+500')
  await expect(history.getByRole('row').nth(1)).toContainText('620')
  await expect(history.getByRole('row').nth(1)).toContainText('Credit purchase of $45.00')

  // Auto top-up by its shortcut-less command; the palette closes on its own.
  await runFromPalette(page, 'Turn auto top-up on or off')
  await confirmByKeyboard(page, 'Turn on auto top-up?', 'Turn on auto top-up')
  await expect(page.getByRole('region', { name: 'Auto top-up' }).getByRole('status')).toHaveText('Auto top-up is on.')
  await expect(palette(page)).toBeHidden()
  await expectAccessible(page, 'wallet with cards and transactions')

  // Outside a field, g w comes back to the wallet from anywhere.
  await page.keyboard.press('g')
  await page.keyboard.press('l')
  await expect(page).toHaveURL(/\/lead-search\/saved-lists$/)
  await page.keyboard.press('g')
  await page.keyboard.press('w')
  await expect(page).toHaveURL(/\/settings\/wallet$/)
  await expect(page.getByTestId('wallet-total')).toHaveText('620')
})
