import { useId, type ReactNode } from 'react';
import type { BrandKey } from '@casino/contracts';
import { BRANDS } from '@casino/contracts/values';
import styles from './wordmark.module.css';

/** Ids must be unique per instance: a gradient referenced from a hidden copy would not paint. */
type Emblem = (id: string) => ReactNode;

interface WordmarkSpec {
  /** The name split into an ink part and an accent part. */
  parts: [string, string];
  /** Width the name is fitted into (SVG units at font-size 30), so every font stack keeps the layout. */
  textLength: number;
  emblem: Emblem;
}

const SPECS: Record<BrandKey, WordmarkSpec> = {
  funrize: {
    parts: ['Fun', 'rize'],
    textLength: 104,
    emblem: (id) => (
      <>
        <defs>
          <linearGradient id={`${id}-sun`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe66d" />
            <stop offset="1" stopColor="#ff4fa0" />
          </linearGradient>
        </defs>
        <g stroke="#ffc83d" strokeWidth="3.2" strokeLinecap="round">
          <path d="M24 6v5M9.5 12.5l3.5 3.5M38.5 12.5 35 16M3 27h5M40 27h5" />
        </g>
        <path d="M10 31a14 14 0 0 1 28 0Z" fill={`url(#${id}-sun)`} />
        <path d="M5 35h38M11 40.5h26" stroke="#ff7ac0" strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  tao: {
    parts: ['Tao', 'Fortune'],
    textLength: 150,
    emblem: (id) => (
      <>
        <defs>
          <radialGradient id={`${id}-glow`} cx="0.45" cy="0.4" r="0.7">
            <stop offset="0" stopColor="#ff5a4f" />
            <stop offset="1" stopColor="#9b0b22" />
          </radialGradient>
        </defs>
        <path d="M24 1.5v5" stroke="#d4a843" strokeWidth="2" />
        <rect x="16" y="6" width="16" height="4.5" rx="1.5" fill="#d4a843" />
        <ellipse cx="24" cy="23" rx="15" ry="13" fill={`url(#${id}-glow)`} />
        <path
          d="M24 10v26M16.5 11.5c-4 6.5-4 16.5 0 23M31.5 11.5c4 6.5 4 16.5 0 23"
          stroke="#d4a843"
          strokeWidth="1.4"
          fill="none"
          opacity="0.85"
        />
        <rect x="16" y="35.5" width="16" height="4.5" rx="1.5" fill="#d4a843" />
        <path d="M24 40v7M21 44v3.5M27 44v3.5" stroke="#d4a843" strokeWidth="1.6" strokeLinecap="round" />
      </>
    ),
  },
  nlc: {
    parts: ['NoLimit', 'Coins'],
    textLength: 150,
    emblem: (id) => (
      <>
        <defs>
          <linearGradient id={`${id}-coin`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe48a" />
            <stop offset="0.55" stopColor="#ffc93c" />
            <stop offset="1" stopColor="#c98a00" />
          </linearGradient>
        </defs>
        <circle cx="24" cy="24" r="21" fill="#a36f00" />
        <circle cx="24" cy="22.5" r="20" fill={`url(#${id}-coin)`} />
        <circle
          cx="24"
          cy="22.5"
          r="15"
          fill="none"
          stroke="#a36f00"
          strokeWidth="1.6"
          strokeDasharray="2.4 2.2"
        />
        <path
          d="M17.5 22.5c0-3.2 2-5 4.2-5 4.1 0 5.8 10 10 10 2.3 0 4.3-1.8 4.3-5s-2-5-4.3-5c-4.2 0-5.9 10-10 10-2.2 0-4.2-1.8-4.2-5Z"
          transform="translate(-3 0)"
          fill="none"
          stroke="#1e3a8a"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </>
    ),
  },
  fortuneWheelz: {
    parts: ['Fortune', 'Wheelz'],
    textLength: 150,
    emblem: () => {
      const colors = ['#ff4f6d', '#ffb020', '#ffe14d', '#3ee07a', '#2bb8ff', '#8a5cff', '#ff4f6d', '#ffb020'];
      const segment = (i: number) => {
        const a0 = ((i * 45 - 90) * Math.PI) / 180;
        const a1 = (((i + 1) * 45 - 90) * Math.PI) / 180;
        const r = 19;
        const p = (a: number) => `${(24 + r * Math.cos(a)).toFixed(2)} ${(26 + r * Math.sin(a)).toFixed(2)}`;
        return <path key={i} d={`M24 26L${p(a0)}A${r} ${r} 0 0 1 ${p(a1)}Z`} fill={colors[i]} />;
      };
      return (
        <>
          <circle cx="24" cy="26" r="21.5" fill="#fff" />
          {Array.from({ length: 8 }, (_, i) => segment(i))}
          <circle cx="24" cy="26" r="5" fill="#fff" />
          <circle cx="24" cy="26" r="2.2" fill="#1a0933" />
          <path
            d="M18.5 1.5h11L24 11Z"
            fill="#fff"
            stroke="#1a0933"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </>
      );
    },
  },
  funzCity: {
    parts: ['Funz', 'City'],
    textLength: 120,
    emblem: () => (
      <>
        <path d="M3 44h42" stroke="#ff2bd6" strokeWidth="2" strokeLinecap="round" />
        <g fill="none" stroke="#00e5ff" strokeWidth="2" strokeLinejoin="round">
          <path d="M5 44V24h8v20M13 44V12h9v32M22 44V19l4-5 4 5v25M30 44V27h6v17M36 44V8h7v36" />
        </g>
        <g fill="#ff2bd6">
          <rect x="15.5" y="16" width="2" height="2" />
          <rect x="15.5" y="22" width="2" height="2" />
          <rect x="15.5" y="28" width="2" height="2" />
          <rect x="38.5" y="13" width="2" height="2" />
          <rect x="38.5" y="25" width="2" height="2" />
          <rect x="7.5" y="29" width="2" height="2" />
          <rect x="25" y="24" width="2" height="2" />
        </g>
        <path d="M39.5 8V2" stroke="#ff2bd6" strokeWidth="1.6" />
      </>
    ),
  },
  jackpotRabbit: {
    parts: ['Jackpot', 'Rabbit'],
    textLength: 150,
    emblem: () => (
      <>
        <g transform="rotate(-12 17 20)">
          <ellipse cx="17" cy="13" rx="5.5" ry="12.5" fill="#fff" stroke="#1d3a24" strokeWidth="2" />
          <ellipse cx="17" cy="13.5" rx="2.3" ry="8.5" fill="#ffb3a1" />
        </g>
        <g transform="rotate(14 31 20)">
          <ellipse cx="31" cy="13" rx="5.5" ry="12.5" fill="#fff" stroke="#1d3a24" strokeWidth="2" />
          <ellipse cx="31" cy="13.5" rx="2.3" ry="8.5" fill="#ffb3a1" />
        </g>
        <circle cx="24" cy="33" r="13" fill="#fff" stroke="#1d3a24" strokeWidth="2" />
        <circle cx="19.5" cy="31" r="1.8" fill="#1d3a24" />
        <circle cx="28.5" cy="31" r="1.8" fill="#1d3a24" />
        <path d="M22 36.5h4l-2 2Z" fill="#ff7a1a" />
        <path
          d="M24 38.5v1.5m-3 .8c1.6 1.2 4.4 1.2 6 0"
          stroke="#1d3a24"
          strokeWidth="1.3"
          fill="none"
          strokeLinecap="round"
        />
      </>
    ),
  },
  sws: {
    parts: ['Sweep', 'Shark'],
    textLength: 140,
    emblem: (id) => (
      <>
        <defs>
          <linearGradient id={`${id}-fin`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7df3e1" />
            <stop offset="1" stopColor="#0e7490" />
          </linearGradient>
        </defs>
        <path d="M8 33C15 26 21 12 34 4c-3 9-3 20 4 29Z" fill={`url(#${id}-fin)`} />
        <path
          d="M2 35c4 0 4-3 8-3s4 3 8 3 4-3 8-3 4 3 8 3 4-3 8-3 4 3 4 3M2 43c4 0 4-3 8-3s4 3 8 3 4-3 8-3 4 3 8 3 4-3 8-3 4 3 4 3"
          fill="none"
          stroke="#ff6f61"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </>
    ),
  },
  scarletSands: {
    parts: ['Scarlet ', 'Sands'],
    textLength: 150,
    emblem: () => (
      <>
        <circle cx="30" cy="18" r="10" fill="#ffb25e" />
        <circle cx="30" cy="18" r="14.5" fill="none" stroke="#ffb25e" strokeWidth="1" opacity="0.5" />
        <path d="M1 38c8-10 18-12 28-4 5 4 11 4 18 0v12H1Z" fill="#d7263d" />
        <path d="M1 44c10-7 22-7 32-2 5 2 10 2 14 0v4H1Z" fill="#e8c9a0" />
      </>
    ),
  },
  stormrush: {
    parts: ['Storm', 'rush'],
    textLength: 128,
    emblem: () => (
      <>
        <path
          d="M8 20a10 10 0 0 1 18.5-5.5A8 8 0 0 1 40 20a6 6 0 0 1-1 12H11a7 7 0 0 1-3-12Z"
          fill="#5b4bff"
        />
        <path
          d="M27 14 15 31h8.5L19 46l15-20h-9l6-12Z"
          fill="#ffd60a"
          stroke="#12151d"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </>
    ),
  },
};

export function BrandEmblem({
  brand,
  size = 48,
  className,
}: {
  brand: BrandKey;
  size?: number;
  className?: string;
}) {
  const id = useId().replace(/:/g, '');
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      {SPECS[brand].emblem(id)}
    </svg>
  );
}

/** The brand's logo: emblem plus name, drawn by us. Labelled with the app name for screen readers. */
export function Wordmark({
  brand,
  className,
  height = 40,
}: {
  brand: BrandKey;
  className?: string;
  height?: number;
}) {
  const id = useId().replace(/:/g, '');
  const spec = SPECS[brand];
  const width = 56 + spec.textLength + 4;
  return (
    <svg
      className={className ? `${styles.wordmark} ${className}` : styles.wordmark}
      data-brand-mark={brand}
      height={height}
      width={(height * width) / 48}
      viewBox={`0 0 ${width} 48`}
      role="img"
      aria-label={BRANDS[brand].appName}
    >
      {spec.emblem(id)}
      <text
        x="56"
        y="34"
        className={styles.name}
        textLength={spec.textLength}
        lengthAdjust="spacingAndGlyphs"
      >
        <tspan className={styles.ink}>{spec.parts[0]}</tspan>
        <tspan className={styles.accent}>{spec.parts[1]}</tspan>
      </text>
    </svg>
  );
}
