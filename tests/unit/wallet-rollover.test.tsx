import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BalancePanel } from '../../src/client/features/wallet/balance-panel'
import { MovementCause } from '../../src/client/features/wallet/movement-cause'
import { SearchCost } from '../../src/client/features/search/new-search/search-cost'
import { translate, useLocale, useT } from '../../src/client/i18n'
import { wordMessage } from '../../src/shared/message-wording'
import { searchEstimate } from '../../src/shared/search/estimate'
import type { Locale } from '../../src/shared/i18n/index'
import type { UserLimits } from '../../src/shared/types'
import type { WalletBalance } from '../../src/shared/wallet/types'
import { renderAt } from './client-harness'

afterEach(cleanup)

const rolloverEnd = '2031-03-31T10:00:00.000Z'
const balance: WalletBalance = {
  total: 230,
  monthly: 100,
  rollover: 70,
  purchased: 60,
  buckets: [
    { kind: 'rollover', credits: 70, expires_at: rolloverEnd },
    { kind: 'monthly', credits: 100, expires_at: rolloverEnd },
    { kind: 'purchased', credits: 60, expires_at: '2032-01-15T10:00:00.000Z' },
  ],
  next_reset_date: rolloverEnd,
}
const longDate = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' })

describe('the rolled-over credits in the wallet', () => {
  it.each([
    ['en', 'expires on'],
    ['es', 'caducan el'],
    ['fr', 'expirent le'],
    ['de', 'verfallen am'],
  ] as [Locale, string][])('shows the rollover amount and the date it expires on (%s)', async (locale, words) => {
    renderAt(<BalancePanel balance={balance} />, { locale })
    const figure = await screen.findByTestId('wallet-rollover')
    await waitFor(() => expect(figure.textContent).toBe(`70${words} ${longDate(rolloverEnd, locale)}`))
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual([expect.any(String), '70', longDate(rolloverEnd, locale)])
  })

  it('says nothing of an expiry when no credits were rolled over', async () => {
    renderAt(<BalancePanel balance={{ ...balance, rollover: 0, total: 160, buckets: balance.buckets.slice(1) }} />)
    await waitFor(() => expect(screen.getByTestId('wallet-rollover').textContent).toBe('0'))
  })

  it('names a rollover in the history by the date its credits stay valid until', async () => {
    function Cause() {
      const t = useT()
      const { locale } = useLocale()
      return <p data-testid="cause"><MovementCause kind="rollover" cause={{ type: 'bucket', bucket_kind: 'rollover', expired_at: rolloverEnd }} t={t} locale={locale} /></p>
    }
    renderAt(<Cause />)
    await waitFor(() => expect(screen.getByTestId('cause').textContent).toBe(`Unspent monthly credits, valid until ${longDate(rolloverEnd, 'en')}`))
  })
})

describe('the searches of the period on the new-search form', () => {
  const limits = (over: Partial<UserLimits> = {}): UserLimits => ({
    credits: 500, searches_used: 3, searches_limit: 10, additional_queries: 0, reset_date: rolloverEnd, license_time: null, ...over,
  })
  const estimate = searchEstimate('people', 10, 500)

  it('shows the searches used of the limit and the reset date beside the balance', async () => {
    renderAt(<SearchCost estimate={estimate} loading={false} limits={limits()} />)
    await waitFor(() => expect(screen.getByTestId('search-usage').textContent).toBe(`Searches this period: 3 of 10 · reset on ${longDate(rolloverEnd, 'en')}`))
    expect(screen.getByTestId('search-usage').dataset.tone).toBeUndefined()
  })

  it('marks the limit reached, and words an unlimited plan without a limit, in the user’s language', async () => {
    renderAt(<SearchCost estimate={estimate} loading={false} limits={limits({ searches_used: 10 })} />)
    await waitFor(() => expect(screen.getByTestId('search-usage').dataset.tone).toBe('danger'))
    cleanup()
    renderAt(<SearchCost estimate={estimate} loading={false} limits={limits({ searches_limit: null })} />, { locale: 'de' })
    await waitFor(() => expect(screen.getByTestId('search-usage').textContent).toBe(`Suchen in diesem Zeitraum: 3 · erneuert am ${longDate(rolloverEnd, 'de')}`))
  })
})

describe('the limit refusals in four languages', () => {
  it('word the limit and its reset date, and the licence end', () => {
    const cases: [Locale, string, string][] = [
      ['en', 'You have used all 10 searches of this period. Your searches reset on', 'Your licence ended on'],
      ['es', 'Has usado las 10 búsquedas de este periodo. Tus búsquedas se renuevan el', 'Tu licencia terminó el'],
      ['fr', 'Vous avez utilisé les 10 recherches de cette période. Vos recherches sont renouvelées le', 'Votre licence a pris fin le'],
      ['de', 'Sie haben alle 10 Suchen dieses Zeitraums verbraucht. Ihre Suchen werden am', 'Ihre Lizenz ist am'],
    ]
    for (const [locale, limitWords, licenceWords] of cases) {
      const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params)
      const limit = wordMessage({ code: 'account.search_limit_reached', params: { count: 10, date: rolloverEnd } }, t, locale)
      expect(limit).toContain(limitWords)
      expect(limit).toContain(longDate(rolloverEnd, locale))
      expect(wordMessage({ code: 'account.licence_ended', params: { date: rolloverEnd } }, t, locale)).toBe(
        `${licenceWords} ${longDate(rolloverEnd, locale)}${locale === 'de' ? ' abgelaufen.' : '.'}`,
      )
    }
  })
})
