import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChartProps } from './chart-types.ts';
import styles from '../backoffice.module.css';

export type { ChartProps, ChartSeries } from './chart-types.ts';

const defaultFormat = (value: number) => value.toLocaleString('en-US');

// uPlot (≈ 20 KiB gzip, canvas) is loaded only when a chart is shown, and only in the browser.
const UplotChart = lazy(() => import('./uplot-chart.tsx'));

/**
 * A small time-series chart (uPlot, loaded lazily) with its numbers as a visually hidden table, so the
 * figures are readable without the canvas.
 */
export function Chart(props: ChartProps) {
  const { title, labels, series, height = 220, format = defaultFormat } = props;
  const [client, setClient] = useState(false);
  useEffect(() => setClient(true), []);
  const placeholder = <div className={styles.skeleton} style={{ height }} aria-hidden="true" />;
  return (
    <figure style={{ margin: 0 }}>
      <div aria-hidden="true" style={{ minHeight: height }}>
        {client ? (
          <Suspense fallback={placeholder}>
            <UplotChart {...props} height={height} format={format} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      {/* A table cannot be shrunk to a pixel by itself: its box hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => {
                  const value = s.values[row];
                  return <td key={s.label}>{value === null || value === undefined ? '—' : format(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
