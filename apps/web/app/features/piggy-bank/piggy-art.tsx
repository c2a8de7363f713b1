import { useId } from 'react';
import styles from './piggy-bank.module.css';

/** The piggy: a drawn pig whose body fills with gold up to `level` (0…1). */
export function PiggyArt({ level, filling }: { level: number; filling: boolean }) {
  const clip = useId();
  const fill = Math.max(0, Math.min(1, level));
  // The body spans y 30…150; the gold rises from the bottom.
  const top = 150 - 120 * fill;
  return (
    <svg
      viewBox="0 0 220 180"
      className={filling ? `${styles.art} ${styles.filling}` : styles.art}
      aria-hidden="true"
      data-piggy-level={fill.toFixed(2)}
    >
      <defs>
        <clipPath id={clip}>
          <ellipse cx="110" cy="90" rx="80" ry="60" />
        </clipPath>
        <linearGradient id={`${clip}-gold`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe27a" />
          <stop offset="1" stopColor="#f0a500" />
        </linearGradient>
      </defs>
      <ellipse cx="110" cy="160" rx="70" ry="8" className={styles.shadow} />
      <rect x="58" y="128" width="18" height="30" rx="6" className={styles.leg} />
      <rect x="140" y="128" width="18" height="30" rx="6" className={styles.leg} />
      <path d="M138 40 L150 8 L170 42 Z" className={styles.ear} />
      <ellipse cx="110" cy="90" rx="80" ry="60" className={styles.body} />
      <rect
        x="30"
        y={top}
        width="160"
        height={150 - top + 2}
        clipPath={`url(#${clip})`}
        fill={`url(#${clip}-gold)`}
        className={styles.gold}
      />
      <ellipse cx="110" cy="90" rx="80" ry="60" className={styles.outline} />
      <rect x="92" y="34" width="36" height="7" rx="3.5" className={styles.slot} />
      <ellipse cx="190" cy="92" rx="16" ry="20" className={styles.snout} />
      <circle cx="186" cy="86" r="3" className={styles.nostril} />
      <circle cx="186" cy="98" r="3" className={styles.nostril} />
      <circle cx="160" cy="70" r="5" className={styles.eye} />
      <path d="M30 88 q-18 -4 -14 -18" className={styles.tail} />
    </svg>
  );
}
