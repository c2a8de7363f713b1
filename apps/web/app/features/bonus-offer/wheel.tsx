import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Prize, WheelSector } from '@casino/contracts';
import { formatAmount, formatShortNumber } from '../../lib/format/format.ts';
import { playSound, WHEEL_SOUNDS } from './sounds.ts';
import { easeOutQuart, landingRotation, sectorAngle, sectorAtPointer, sectorPath } from './wheel-geometry.ts';
import styles from './bonus-offer.module.css';

/** A spin to show: the sector the server drew; a new `id` starts a new spin. */
export interface WheelSpin {
  id: number;
  sectorIndex: number;
}

const RADIUS = 92;
const SPIN_MS = 4800;
const REDUCED_SPIN_MS = 700;

/** Three fills in turn; each with the text colour that reads on it (brand tokens, see the CSS module). */
const TONES = ['toneA', 'toneB', 'toneC', 'toneB'] as const;

/**
 * The wheel, drawn in SVG from the contract's sectors (clockwise from the top, the pointer at the top).
 * It only animates what the server decided: given a spin it turns several times, eases out and stops
 * with that sector under the pointer, ticking at each sector when sounds are on.
 */
export function Wheel({
  sectors,
  spin,
  onLanded,
}: {
  sectors: WheelSector[];
  spin: WheelSpin | null;
  onLanded: (spin: WheelSpin) => void;
}) {
  const { t, i18n } = useTranslation();
  const rotor = useRef<SVGGElement>(null);
  const rotation = useRef(0);
  const landed = useRef(onLanded);
  useEffect(() => {
    landed.current = onLanded;
  });
  const count = sectors.length;

  useEffect(() => {
    const element = rotor.current;
    if (!spin || !element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const from = rotation.current;
    // Where inside the sector it stops is only for looks; which sector is the server's.
    const to = landingRotation(from, spin.sectorIndex, count, {
      turns: reduced ? 1 : 6,
      offset: 0.25 + (crypto.getRandomValues(new Uint8Array(1))[0]! / 255) * 0.5,
    });
    const duration = reduced ? REDUCED_SPIN_MS : SPIN_MS;
    let frame = 0;
    let start: number | null = null;
    let lastSector = sectorAtPointer(from, count);
    const paint = (degrees: number) => {
      rotation.current = degrees;
      element.setAttribute('transform', `rotate(${degrees.toFixed(3)})`);
    };
    element.removeAttribute('data-landed-sector');
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      const degrees = progress === 1 ? to : from + (to - from) * easeOutQuart(progress);
      paint(degrees);
      const under = sectorAtPointer(degrees, count);
      if (under !== lastSector) {
        lastSector = under;
        void playSound(WHEEL_SOUNDS.tick);
      }
      if (progress < 1) {
        frame = requestAnimationFrame(step);
        return;
      }
      element.setAttribute('data-landed-sector', String(under));
      landed.current(spin);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      // Interrupted (the modal closed): jump to the end, the prize is paid anyway.
      if (rotation.current !== to) paint(to);
    };
  }, [spin, count]);

  const label = (prize: Prize) =>
    prize.freeSpins
      ? { value: String(prize.freeSpins.count), unit: t('bonusOffer.wheel.unit.freeSpins') }
      : prize.coins > 0
        ? { value: formatShortNumber(prize.coins, i18n.language), unit: t('bonusOffer.wheel.unit.coins') }
        : { value: formatAmount(prize.entries, i18n.language), unit: t('bonusOffer.wheel.unit.entries') };

  return (
    <div className={styles.wheel}>
      <svg
        viewBox="-110 -110 220 220"
        className={styles.wheelSvg}
        role="img"
        aria-label={t('bonusOffer.wheel.title')}
      >
        <circle r={RADIUS + 10} className={styles.wheelRim} />
        <g ref={rotor} data-wheel-rotor="" transform="rotate(0)">
          {sectors.map((prize) => {
            const { index } = prize;
            const tone = TONES[index % TONES.length]!;
            const { value, unit } = label(prize);
            return (
              <g key={index} className={styles[tone]}>
                <path d={sectorPath(index, count, RADIUS)} className={styles.sector} data-sector={index} />
                <g
                  transform={`rotate(${(index + 0.5) * sectorAngle(count)}) rotate(-90)`}
                  className={styles.sectorLabel}
                >
                  <text x={RADIUS - 8} y={count > 10 ? 1 : 2} className={styles.sectorValue}>
                    {value}
                  </text>
                  <text x={RADIUS - 8} y={count > 10 ? 8.5 : 10.5} className={styles.sectorUnit}>
                    {unit}
                  </text>
                </g>
              </g>
            );
          })}
          {sectors.map(({ index }) => {
            const radians = (index * sectorAngle(count) * Math.PI) / 180;
            return (
              <circle
                key={index}
                cx={(RADIUS + 5) * Math.sin(radians)}
                cy={-(RADIUS + 5) * Math.cos(radians)}
                r={2.4}
                className={styles.bulb}
              />
            );
          })}
        </g>
        <circle r={15} className={styles.hub} />
        <path d="M-10 -108 L10 -108 L0 -84 Z" className={styles.pointer} />
      </svg>
    </div>
  );
}
