import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { creditHistoryQuery } from '../../../api/wallet'
import { creditMovementKinds, type CreditMovement } from '../../../shared/wallet/ledger'
import { wordCount } from '../../../shared/message-wording'
import { useLocale, useT } from '../../i18n'
import { Button } from '../../ui/button'
import { CommandButton } from '../../ui/command-button'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { SelectField } from '../../ui/select-field'
import { tableStyles } from '../../ui/table/table-styles'
import { useRowWindow } from '../../ui/table/use-row-window'
import { TextField } from '../../ui/text-field'
import { historyParams, isFiltered, noHistoryFilter, type HistoryFilter } from './history-filter'
import { MovementCause } from './movement-cause'
import { walletStyles } from './wallet-styles'
import { formatDateTime } from './wallet-text'

const ROW_HEIGHT = 40
const columns = [
  { key: 'date', width: 190 },
  { key: 'kind', width: 200 },
  { key: 'credits', width: 110 },
  { key: 'balanceAfter', width: 140 },
  { key: 'cause', width: 420 },
] as const

/**
 * The credit history: every movement of credits, newest first, with the balance after it and what caused it. The
 * rows are a window over what is loaded (any length stays smooth); older pages load as the window nears the end.
 * Filters by movement and by days (in the user's time zone); the export command downloads what the filters show.
 */
export function CreditHistoryPanel({ filter, onFilter }: { filter: HistoryFilter; onFilter(filter: HistoryFilter): void }) {
  const t = useT()
  const { locale } = useLocale()
  const params = useMemo(() => historyParams(filter), [filter])
  const history = useInfiniteQuery(creditHistoryQuery(params))
  const rows = useMemo(() => history.data?.pages.flatMap((page) => page.data) ?? [], [history.data])
  const scrollRef = useRef<HTMLDivElement>(null)
  const headRef = useRef<HTMLTableSectionElement>(null)
  const { start, size } = useRowWindow({ scrollRef, headRef, count: rows.length, rowHeight: ROW_HEIGHT, overscan: 4 })
  const lastShown = start + size - 1
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && rows.length && lastShown >= rows.length - 20) void fetchNextPage()
  }, [lastShown, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage])

  const number = (n: number) => n.toLocaleString(locale)
  const signed = (n: number) => new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(n)
  const kindOptions = [{ value: '', label: t('wallet.history.filters.allKinds') }, ...creditMovementKinds.map((kind) => ({ value: kind, label: t(`wallet.history.kinds.${kind}`) }))]
  const width = columns.reduce((sum, c) => sum + c.width, 0)

  const cells = (row: CreditMovement) => ({
    date: formatDateTime(row.created_at, locale),
    kind: t(`wallet.history.kinds.${row.kind}`),
    credits: <span data-tone={row.credits < 0 ? undefined : 'success'}>{signed(row.credits)}</span>,
    balanceAfter: number(row.balance_after),
    cause: <MovementCause cause={row.cause} kind={row.kind} t={t} locale={locale} />,
  })

  return (
    <Panel data-wide aria-labelledby="wallet-history">
      <div className={walletStyles.panelHead}>
        <h3 id="wallet-history">{t('wallet.history.title')}</h3>
        <CommandButton id="wallet.exportHistory" variant="secondary" />
      </div>
      <form className={pageStyles.row} aria-label={t('wallet.history.filters.label')} onSubmit={(event) => event.preventDefault()}>
        <SelectField label={t('wallet.history.filters.kind')} name="kind" value={filter.kind} options={kindOptions} onValueChange={(kind) => onFilter({ ...filter, kind: kind as HistoryFilter['kind'] })} />
        <TextField label={t('wallet.history.filters.from')} name="from" type="date" value={filter.from} max={filter.to || undefined} onValueChange={(from) => onFilter({ ...filter, from })} />
        <TextField label={t('wallet.history.filters.to')} name="to" type="date" value={filter.to} min={filter.from || undefined} onValueChange={(to) => onFilter({ ...filter, to })} />
        {isFiltered(filter) ? (
          <Button type="button" data-variant="ghost" onClick={() => onFilter(noHistoryFilter)}>
            {t('wallet.history.filters.clear')}
          </Button>
        ) : null}
      </form>
      {history.isSuccess && rows.length === 0 ? <p className={pageStyles.muted}>{t(isFiltered(filter) ? 'wallet.history.noMatch' : 'wallet.history.none')}</p> : null}
      <div
        ref={scrollRef}
        className={`${tableStyles.scroller} ${walletStyles.historyScroller}`}
        hidden={rows.length === 0}
        style={{ height: Math.min(rows.length + 1, 12) * ROW_HEIGHT + 2 }}
        tabIndex={0}
        role="region"
        aria-labelledby="wallet-history"
      >
        <table className={tableStyles.table} style={{ width }} aria-rowcount={rows.length + 1} data-testid="credit-history">
          <caption className={tableStyles.visuallyHidden}>{t('wallet.history.caption')}</caption>
          <thead ref={headRef} className={tableStyles.head}>
            <tr className={tableStyles.row} aria-rowindex={1}>
              {columns.map((c) => (
                <th key={c.key} scope="col" style={{ width: c.width }} data-numeric={c.key === 'credits' || c.key === 'balanceAfter' ? '' : undefined}>
                  {t(`wallet.history.${c.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={tableStyles.body} style={{ height: rows.length * ROW_HEIGHT, paddingTop: start * ROW_HEIGHT }}>
            {rows.slice(start, start + size).map((row, i) => {
              const shown = cells(row)
              return (
                <tr key={start + i} className={tableStyles.row} aria-rowindex={start + i + 2} style={{ height: ROW_HEIGHT }} data-kind={row.kind}>
                  {columns.map((c) => (
                    <td key={c.key} style={{ width: c.width }} data-numeric={c.key === 'credits' || c.key === 'balanceAfter' ? '' : undefined}>
                      {shown[c.key]}
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {rows.length ? (
        <p className={pageStyles.muted} role="status">
          {wordCount(t, locale, 'wallet.history.shown', rows.length)}
          {hasNextPage ? ` · ${t('wallet.history.more')}` : ''}
        </p>
      ) : null}
    </Panel>
  )
}
