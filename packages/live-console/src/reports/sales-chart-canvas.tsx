import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import type { ChartModel } from './chart-model'

const HEIGHT = 260

const optionsOf = (model: ChartModel, width: number): uPlot.Options => {
  const first = model.x[0] ?? 0
  const last = model.x[model.x.length - 1] ?? 0
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false, range: () => [first - 0.5, last + 0.5] } },
    axes: [
      {
        splits: model.categorical ? () => [...model.x] : undefined,
        values: (_chart, splits) => splits.map((x) => (Number.isInteger(x) ? model.xLabel(x) : '')),
        rotate: model.categorical ? -30 : 0,
        size: model.categorical ? 90 : 40,
        font: '12px Heebo, system-ui, sans-serif',
      },
      {
        values: (_chart, splits) => splits.map((y) => model.yLabel(y)),
        size: 80,
        font: '12px Heebo, system-ui, sans-serif',
      },
    ],
    series: [
      {},
      {
        label: model.seriesLabel,
        stroke: '#1a1a1a',
        fill: '#ffc500',
        width: 1,
        paths: uPlot.paths.bars?.({ size: [0.7, 48], align: 0 }),
        points: { show: false },
      },
    ],
  }
}

/**
 * The one chart library of the console (uPlot, loaded only with a report screen): bars of one
 * series, redrawn when the model changes and resized with its box. Drawn left to right in every
 * language, as charts are.
 */
const SalesChartCanvas = ({ model }: { readonly model: ChartModel }) => {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = box.current
    if (element === null) return
    const chart = new uPlot(optionsOf(model, Math.max(element.clientWidth, 200)), [[...model.x], [...model.y]], element)
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [model])
  return <div ref={box} className="sales-chart__canvas" dir="ltr" role="img" aria-label={model.label} />
}

export default SalesChartCanvas
