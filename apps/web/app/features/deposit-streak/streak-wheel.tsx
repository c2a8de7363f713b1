import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { WheelSector } from '@casino/contracts';
import { useSectorLabel } from './prize-text.ts';
import styles from './deposit-streak.module.css';

const R = 90;
const SPIN_MS = 4200;

const point = (degrees: number, radius: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(2)} ${(radius * Math.sin(radians)).toFixed(2)}`;
};

/**
 * The streak wheel in SVG (sectors clockwise from the top, the pointer on top). It only turns to the
 * sector the server drew (`landOn`), then calls `onLanded`; with reduced motion it jumps there.
 */
export function StreakWheel({
  sectors,
  landOn,
  onLanded,
}: {
  sectors: WheelSector[];
  landOn: number | null;
  onLanded: () => void;
}) {
  const { t } = useTranslation();
  const label = useSectorLabel();
  const [rotation, setRotation] = useState(0);
  const angle = 360 / sectors.length;

  useEffect(() => {
    if (landOn === null) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // Six turns, then the drawn sector's middle under the pointer.
    setRotation(360 * (reduced ? 1 : 6) - (landOn + 0.5) * angle);
    const timer = setTimeout(onLanded, reduced ? 50 : SPIN_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one spin per landOn
  }, [landOn]);

  return (
    <div className={styles.wheel}>
      <svg viewBox="-100 -100 200 200" role="img" aria-label={t('depositStreak.wheelLabel')}>
        <circle r={R + 8} className={styles.rim} />
        <g
          className={styles.rotor}
          style={{ transform: `rotate(${rotation}deg)` }}
          data-landed-sector={landOn ?? undefined}
        >
          {sectors.map((prize) => {
            const { index } = prize;
            const from = index * angle;
            const { value, unit } = label(prize);
            return (
              <g key={index} className={index % 2 === 0 ? styles.sectorA : styles.sectorB}>
                <path
                  d={`M0 0 L${point(from, R)} A${R} ${R} 0 0 1 ${point(from + angle, R)} Z`}
                  data-sector={index}
                />
                <g transform={`rotate(${from + angle / 2}) translate(0 ${-R + 30})`}>
                  <text className={styles.sectorValue} y={0}>
                    {value}
                  </text>
                  <text className={styles.sectorUnit} y={11}>
                    {unit}
                  </text>
                </g>
              </g>
            );
          })}
        </g>
        <circle r={14} className={styles.hub} />
        <path d="M-9 -99 L9 -99 L0 -78 Z" className={styles.pointer} />
      </svg>
    </div>
  );
}
