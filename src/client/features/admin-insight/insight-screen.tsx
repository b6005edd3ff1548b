import { useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { reportSlot, type RangeChoice } from '../../../../commands/admin-insight'
import { reportQuery, type ReportParams } from '../../../api/admin-insight'
import type { AnalyticsName, Interval, SearcherBand } from '../../../shared/admin-insight/schemas'
import { useLocale, useT } from '../../i18n'
import { Button } from '../../ui/button'
import { CommandButton } from '../../ui/command-button'
import { useProvideSlot } from '../../ui/command-shell'
import { LoadingState } from '../../ui/loading-state'
import { pageStyles } from '../../ui/page-styles'
import { Panel } from '../../ui/panel'
import { ChartCard } from './chart-card'
import { downloadReportCsv } from './insight-actions'
import { formatCell, lastDays } from './insight-format'
import { insightStyles } from './insight-styles'
import { InsightTabs, type InsightSection } from './insight-tabs'
import { RangeForm } from './range-form'
import { ReportTable } from './report-table'

/** What a report page offers: the range (all but the "as of now" reports), the interval, the band picker. */
export type ScreenOptions = { name: AnalyticsName; route: string; section?: InsightSection; range: boolean; interval: boolean; bands?: boolean }

/**
 * One insight report: its headline numbers, its charts (each switchable to a table), its table paged on demand and
 * its CSV. The range, interval and band live here; the commands (commands/admin-insight.ts) change them through the
 * page's slot.
 */
export function InsightScreen(props: ScreenOptions) {
  const t = useT()
  const { locale } = useLocale()
  const [params, setParams] = useState<ReportParams>(() => lastDays(30, new Date()))
  const [band, setBand] = useState<SearcherBand>('at_limit')
  const [tables, setTables] = useState<ReadonlySet<string>>(new Set())
  const [focused, setFocused] = useState<string | null>(null)
  const asked = useMemo(() => (props.bands ? { ...params, band } : params), [params, band, props.bands])
  const query = useInfiniteQuery(reportQuery(props.name, asked))
  const report = query.data?.pages[0]
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.table.rows) ?? [], [query.data])
  const chartKey = focused ?? report?.series[0]?.key ?? null

  const toggleTable = useCallback(
    (key?: string) => {
      const target = key ?? chartKey
      if (!target) return
      setFocused(target)
      setTables((current) => {
        const next = new Set(current)
        if (next.has(target)) next.delete(target)
        else next.add(target)
        return next
      })
    },
    [chartKey],
  )
  const slot = useMemo(
    () => ({
      name: props.name,
      loaded: Boolean(report),
      interval: props.interval ? (params.interval ?? report?.range.interval ?? 'day') : null,
      setInterval: (interval: Interval) => setParams((current) => ({ ...current, interval })),
      setLastDays: (days: RangeChoice) => setParams((current) => ({ ...current, ...lastDays(days, new Date()) })),
      exportCsv: () => downloadReportCsv(props.name, asked),
      band: props.bands ? band : null,
      setBand,
      chart: chartKey ? { key: chartKey, asTable: tables.has(chartKey) } : null,
      toggleTable,
    }),
    [props.name, props.interval, props.bands, report, params.interval, asked, band, chartKey, tables, toggleTable],
  )
  useProvideSlot(reportSlot, slot)

  const title = t(`routes.${props.route.replaceAll('.', '_')}`)
  return (
    <div className={pageStyles.page}>
      <div className={pageStyles.header}>
        <h2>{title}</h2>
        <CommandButton id="insight.exportCsv" variant="secondary">
          {t('insight.commands.exportCsv')}
        </CommandButton>
      </div>
      {props.section ? <InsightTabs section={props.section} /> : null}
      {props.range ? <RangeForm params={params} withInterval={props.interval} onApply={setParams} /> : null}
      {props.bands ? (
        <div className={pageStyles.row} role="group" aria-label={t('insight.bandLabel')}>
          {(['under_50', 'over_50', 'at_limit'] as const).map((key) => (
            <CommandButton key={key} id="insight.band" args={key} variant={band === key ? 'primary' : 'secondary'}>
              {t(`insight.labels.${key}`)}
            </CommandButton>
          ))}
        </div>
      ) : null}
      {query.isPending ? <LoadingState /> : null}
      {query.isError && !report ? <p role="alert">{t('insight.loadFailed')}</p> : null}
      {report ? (
        <>
          <dl className={insightStyles.kpis} aria-label={title}>
            {report.kpis.map((kpi) => (
              <div key={kpi.key}>
                <dt>{t(`insight.kpis.${kpi.key}`)}</dt>
                <dd>{formatCell(kpi.kind, kpi.value, locale, t)}</dd>
              </div>
            ))}
          </dl>
          <div className={insightStyles.charts}>
            {report.series.map((series) => (
              <ChartCard key={series.key} series={series} interval={report.range.interval} asTable={tables.has(series.key)} onFocus={() => setFocused(series.key)} />
            ))}
          </div>
          <Panel data-wide aria-labelledby="insight-table">
            <h3 id="insight-table">{props.bands ? t(`insight.labels.${band}`) : title}</h3>
            <ReportTable caption={t('insight.table.rows', { count: rows.length })} columns={report.table.columns} rows={rows} />
            {query.hasNextPage ? (
              <Button type="button" data-variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {t('insight.table.more')}
              </Button>
            ) : null}
          </Panel>
        </>
      ) : null}
    </div>
  )
}
