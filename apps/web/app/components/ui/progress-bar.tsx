import type { ReactNode } from 'react';
import styles from './progress-bar.module.css';

/**
 * A bar filled to `percent` (by default `value` of `max`), announced as a progress bar; the feature draws
 * the track (`className`) and may draw the fill (`fillClassName`). `children` are marks over the track.
 */
export function ProgressBar({
  value,
  max = 100,
  percent = (value / max) * 100,
  label,
  className,
  fillClassName,
  children,
}: {
  value: number;
  max?: number;
  percent?: number;
  label?: string;
  className?: string;
  fillClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-label={label}
    >
      <span className={fillClassName ?? styles.fill} style={{ width: `${percent}%` }} />
      {children}
    </div>
  );
}
