import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../shell/cx.ts';
import styles from '../../styles/blocks/timer.module.css';

type DataAttributes = Record<`data-${string}`, string | undefined>;

/**
 * A countdown's label over its value (the time left, when the next one comes). `valueClassName` sizes the
 * figures; `valueProps` marks them (a role, a data attribute for the page's tests).
 */
export function TimerLine({
  label,
  value,
  valueClassName,
  valueProps,
  ...data
}: {
  label: ReactNode;
  value: ReactNode;
  valueClassName?: string;
  valueProps?: HTMLAttributes<HTMLSpanElement> & DataAttributes;
} & DataAttributes) {
  return (
    <p className={styles.timer} {...data}>
      <span className={styles.timerLabel}>{label}</span>
      <span className={cx(styles.timerValue, valueClassName)} {...valueProps}>
        {value}
      </span>
    </p>
  );
}
