import type { SearchEstimate } from '../../../../shared/search/estimate'
import type { UserLimits } from '../../../../shared/types'
import { wordDate } from '../../../../shared/message-format'
import { wordCount } from '../../../../shared/message-wording'
import { useLocale, useT } from '../../../i18n'
import { CommandButton } from '../../../ui/command-button'
import { pageStyles } from '../../../ui/page-styles'
import { css, theme } from '../../../theme'

const figures = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 32px;
  margin: 0;
  div { display: flex; flex-direction: column-reverse; gap: 2px; }
  dt { color: ${theme.color.muted}; font-size: 13px; }
  dd { margin: 0; font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums; }
`

/**
 * What the search will cost at most and the balance after it, before it runs (the shared estimate the run command
 * and the server use). When the balance is short it says how far it goes, and offers the top-up.
 */
export function SearchCost({ estimate, loading, limits }: { estimate: SearchEstimate | null; loading: boolean; limits?: UserLimits }) {
  const t = useT()
  const { locale } = useLocale()
  const credits = (count: number) => wordCount(t, locale, 'search.cost.credits', count)
  if (!estimate) return loading ? <p className={pageStyles.muted}>{t('search.cost.loading')}</p> : null
  return (
    <section aria-label={t('search.cost.label')} data-testid="search-cost">
      <SearchUsage limits={limits} />
      <dl className={figures}>
        <div>
          <dt>{t('search.cost.atMost')}</dt>
          <dd>{credits(estimate.max_credits)}</dd>
        </div>
        <div>
          <dt>{t('search.cost.balance')}</dt>
          <dd>{credits(estimate.balance)}</dd>
        </div>
        <div>
          <dt>{t('search.cost.after')}</dt>
          <dd>{credits(estimate.balance_after)}</dd>
        </div>
      </dl>
      <p className={pageStyles.muted}>{wordCount(t, locale, 'search.cost.rule', estimate.per_result)}</p>
      {estimate.short ? (
        <div className={pageStyles.row}>
          <p role="status" className={pageStyles.notice} data-tone={estimate.affordable ? 'warning' : 'danger'}>
            {estimate.affordable
              ? wordCount(t, locale, 'search.cost.short', estimate.affordable, { limit: estimate.limit.toLocaleString(locale) })
              : t('search.cost.empty')}
          </p>
          <CommandButton id="wallet.openTopUp" variant="secondary" />
        </div>
      ) : null}
    </section>
  )
}

/** The searches started this plan period (of how many, when the plan limits them) and the day they reset. */
function SearchUsage({ limits }: { limits?: UserLimits }) {
  const t = useT()
  const { locale } = useLocale()
  if (!limits || typeof limits.searches_used !== 'number' || !limits.reset_date) return null
  const used = limits.searches_used.toLocaleString(locale)
  const date = wordDate(limits.reset_date, locale)
  const limit = limits.searches_limit
  const spent = limit !== null && limits.searches_used >= limit
  return (
    <p className={pageStyles.muted} data-testid="search-usage" data-tone={spent ? 'danger' : undefined}>
      {limit === null ? t('search.usage.unlimited', { used, date }) : t('search.usage.used', { used, limit: limit.toLocaleString(locale), date })}
    </p>
  )
}
