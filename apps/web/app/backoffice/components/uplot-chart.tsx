import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { CHART_COLORS, type ChartProps } from './chart-types.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The canvas part of <Chart> (its own lazy chunk with uPlot and uPlot's stylesheet). */
export default function UplotChart({
  labels,
  series,
  kind = 'line',
  height = 220,
  format = (v: number) => v.toLocaleString('en-US'),
}: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = labels.map((label, i) => (DAY.test(label) ? Date.parse(`${label}T00:00:00Z`) / 1000 : i));
    const data = [xs, ...series.map((s) => s.values.map((v) => v ?? null))] as AlignedData;
    // Two series side by side around their day; otherwise centred (overlapping).
    const barsOf = (i: number) =>
      kind === 'bars'
        ? uPlot.paths.bars?.(
            series.length === 2 ? { size: [0.38, 22], align: i === 0 ? -1 : 1 } : { size: [0.6, 40] },
          )
        : undefined;
    const halfDay = xs.length > 1 ? (xs[1]! - xs[0]!) / 2 : 43_200;
    const options: Options = {
      width: Math.max(200, element.clientWidth),
      height,
      // Days are UTC dates: draw them as such whatever the browser's time zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: true, live: true },
      cursor: { points: { size: 6 } },
      scales: {
        // Bars need half a day either side, or the first and last are cut in half.
        x: {
          time: true,
          ...(kind === 'bars'
            ? {
                range: (_u: uPlot, min: number, max: number): [number, number] => [
                  min - halfDay,
                  max + halfDay,
                ],
              }
            : {}),
        },
        y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        { stroke: '#5b6573', grid: { stroke: '#eceef1' }, ticks: { stroke: '#d9dde3' } },
        {
          stroke: '#5b6573',
          grid: { stroke: '#eceef1' },
          ticks: { stroke: '#d9dde3' },
          size: 60,
          values: (_u, splits) => splits.map((v) => format(v)),
        },
      ],
      series: [
        {
          label: 'Day',
          value: (_u, ts) => (ts == null ? '' : new Date(ts * 1000).toISOString().slice(0, 10)),
        },
        ...series.map((s, i) => {
          const color = s.color ?? CHART_COLORS[i % CHART_COLORS.length]!;
          const bars = barsOf(i);
          return {
            label: s.label,
            stroke: color,
            width: 2,
            fill: kind === 'bars' ? `${color}cc` : `${color}14`,
            value: (_u: uPlot, v: number | null) => (v == null ? '—' : format(v)),
            points: { show: kind !== 'bars', size: 4 },
            ...(bars ? { paths: bars } : {}),
          };
        }),
      ],
    };
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(200, element.clientWidth), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, kind, height, format]);
  return <div ref={box} />;
}
