import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { styled, theme, themeVariables } from '../../theme'
import { pointAfterKey } from './insight-format'

const Figure = styled('figure')`
  margin: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  padding: 8px;
  &:focus-visible { outline: 3px solid ${theme.color.primary}; outline-offset: 2px; }
  .uplot { width: 100%; }
  p { margin: 4px 0 0; font-size: 14px; min-height: 1.5em; }
`

/** `tick` is the axis's short label, `text` what the live line reads out for the point. */
export type ChartPoint = { tick: string; value: number; text: string }

/** Whole-number steps for the value axis: every report counts things (users, credits, cents), never fractions of one. */
const wholeSteps = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat()

/** The theme's primary colour as canvas needs it (a CSS variable means nothing to a canvas). */
function primaryColour(element: Element): string {
  return getComputedStyle(element).getPropertyValue(themeVariables.primary).trim() || '#573BFF'
}

/**
 * One series drawn by uPlot (a line over time, bars over categories), reachable by Tab as a labelled group: the
 * arrow keys, Home and End move a marker from point to point and the line under the chart reads the point out.
 */
export function InsightChart(props: { title: string; hint: string; points: readonly ChartPoint[]; bars: boolean; onFocus(): void }) {
  const holder = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)
  const [active, setActive] = useState<number | null>(null)
  const hintId = useId()
  const { points, bars } = props

  useEffect(() => {
    const element = holder.current
    if (!element) return
    const colour = primaryColour(element)
    const ticks = points.map((p) => p.tick)
    const options: uPlot.Options = {
      width: Math.max(240, element.clientWidth),
      height: 220,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 10 } },
      scales: { x: { time: false, range: (_u, min, max) => (bars ? [min - 0.5, max + 0.5] : [min, max]) } },
      axes: [
        { values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (ticks[i] ?? '') : '')), space: 70, stroke: '#4A5468', grid: { show: false } },
        { stroke: '#4A5468', size: 60, incrs: wholeSteps },
      ],
      series: [
        {},
        bars
          ? { stroke: colour, fill: colour, paths: uPlot.paths.bars!({ size: [0.6, 80] }), points: { show: false } }
          : { stroke: colour, width: 2, points: { show: points.length <= 60 } },
      ],
    }
    const chart = new uPlot(options, [points.map((_, i) => i), points.map((p) => p.value)], element)
    plot.current = chart
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(240, element.clientWidth), height: 220 }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
      plot.current = null
    }
  }, [points, bars])

  useEffect(() => setActive(null), [points])

  const onKeyDown = (event: KeyboardEvent) => {
    const next = pointAfterKey(event.key, active, points.length)
    if (next === null) return
    event.preventDefault()
    setActive(next)
    const chart = plot.current
    if (chart) chart.setCursor({ left: chart.valToPos(next, 'x'), top: chart.valToPos(points[next].value, 'y') })
  }

  return (
    <Figure tabIndex={0} role="group" aria-label={props.title} aria-describedby={hintId} onKeyDown={onKeyDown} onFocus={props.onFocus}>
      <div ref={holder} aria-hidden="true" />
      <p id={hintId} aria-live="polite">
        {active === null ? props.hint : points[active].text}
      </p>
    </Figure>
  )
}
