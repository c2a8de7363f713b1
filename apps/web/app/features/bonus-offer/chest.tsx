import styles from './bonus-offer.module.css';

export type ChestState = 'closed' | 'opening' | 'open' | 'rest';

const TONES = ['chestA', 'chestB', 'chestC'] as const;

/**
 * A treasure chest drawn in SVG: body, bands, lock and a lid that swings up when it opens (CSS), with
 * light from inside. `closed` waits to be picked, `opening` shakes while the server answers, `rest` is
 * a chest not picked.
 */
export function Chest({ state, tone }: { state: ChestState; tone: number }) {
  return (
    <svg
      viewBox="0 0 120 110"
      className={[styles.chest, styles[TONES[tone % TONES.length]!], styles[`chest-${state}`]].join(' ')}
      aria-hidden="true"
    >
      <ellipse cx="60" cy="104" rx="46" ry="5" className={styles.chestShadow} />
      <g className={styles.chestGlow}>
        <path d="M22 54 L4 6 L116 6 L98 54 Z" />
      </g>
      <g className={styles.chestBody}>
        <rect x="14" y="54" width="92" height="46" rx="5" className={styles.chestWood} />
        <rect x="14" y="54" width="92" height="8" className={styles.chestTrim} />
        <rect x="26" y="54" width="9" height="46" className={styles.chestBand} />
        <rect x="85" y="54" width="9" height="46" className={styles.chestBand} />
        <rect x="14" y="92" width="92" height="8" rx="3" className={styles.chestTrim} />
      </g>
      <g className={styles.chestLid}>
        <path d="M14 56 V40 C14 20 36 12 60 12 C84 12 106 20 106 40 V56 Z" className={styles.chestWood} />
        <rect x="26" y="14" width="9" height="42" className={styles.chestBand} />
        <rect x="85" y="14" width="9" height="42" className={styles.chestBand} />
        <rect x="14" y="48" width="92" height="8" className={styles.chestTrim} />
        <rect x="51" y="44" width="18" height="20" rx="3" className={styles.chestLock} />
        <circle cx="60" cy="53" r="3" className={styles.chestKeyhole} />
      </g>
    </svg>
  );
}
