export interface ChartSeries {
  label: string;
  /** One value per label (null: no value that day). */
  values: ReadonlyArray<number | null>;
  /** CSS colour; a palette colour by default. */
  color?: string;
}

export interface ChartProps {
  /** The chart's accessible name; also the heading of the data table screen readers get. */
  title: string;
  /** The x axis: days as `YYYY-MM-DD` (UTC). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  kind?: 'line' | 'bars';
  /** Pixels; the width follows the container. */
  height?: number;
  /** Formats values on the axis, in the tooltip legend and in the table (default: grouped integers). */
  format?: (value: number) => string;
}

export const CHART_COLORS = ['#2456d6', '#1a7f37', '#b54708', '#7a2e98', '#b42318', '#0e7490'];
