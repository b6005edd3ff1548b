import { useMemo } from 'react'
import type { Interval } from '../../../shared/admin-insight/schemas'
import type { InsightSeries } from '../../../shared/admin-insight/types'
import { useLocale, useT } from '../../i18n'
import { CommandButton } from '../../ui/command-button'
import { styled } from '../../theme'
import { InsightChart } from './insight-chart'
import { formatCell, pointLabel, tickLabel } from './insight-format'
import { ReportTable } from './report-table'

const Card = styled('section')`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  header { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
  h3 { font-size: 16px; margin: 0; }
`

/** A chart with its title and its "show as table" switch; as a table it lists the same points. */
export function ChartCard(props: { series: InsightSeries; interval: Interval; asTable: boolean; onFocus(): void }) {
  const t = useT()
  const { locale } = useLocale()
  const { series, interval } = props
  const title = t(`insight.kpis.${series.key}`)
  const points = useMemo(
    () =>
      series.points.map((p) => {
        const label = pointLabel(series, p.at, interval, locale, t)
        return { label, tick: tickLabel(series, p.at, interval, locale, label), value: p.value, text: t('insight.chart.point', { at: label, value: formatCell(series.kind, p.value, locale, t) }) }
      }),
    [series, interval, locale, t],
  )
  const headingId = `chart-${series.key}`
  return (
    <Card aria-labelledby={headingId} onFocus={props.onFocus}>
      <header>
        <h3 id={headingId}>{title}</h3>
        <CommandButton id="insight.toggleTable" args={series.key} variant="secondary">
          {t(props.asTable ? 'insight.chart.showChart' : 'insight.chart.showTable')}
        </CommandButton>
      </header>
      {props.asTable ? (
        <ReportTable
          caption={title}
          columns={[{ key: series.x === 'time' ? 'at' : 'category', kind: 'text' }, { key: 'value', kind: series.kind }]}
          rows={points.map((p) => ({ at: p.label, category: p.label, value: p.value }))}
        />
      ) : (
        <InsightChart title={t('insight.chart.label', { title })} hint={t('insight.chart.hint')} points={points} bars={series.x !== 'time'} onFocus={props.onFocus} />
      )}
    </Card>
  )
}
