import { memo, useLayoutEffect, useRef } from 'react';
import type { CoinCell, Win } from '@casino/game-math';
import { useTranslation } from '../../i18n/react.tsx';
import { formatShortNumber } from '../../lib/format/format.ts';
import { cellKey } from './frame-state.ts';
import { SymbolArt } from './symbol-art.tsx';
import styles from './game-frame.module.css';

export interface ReelsView {
  grid: string[][];
  /** Cells currently spinning, by [reel][row]. */
  spinning: boolean[][];
  /** Cells held while the others respin (hold-and-link coins locked in place). */
  locked?: boolean[][];
  coins: Map<string, CoinCell>;
  wins: Win[];
}

const LINE_COLORS = ['#ffe14d', '#4dd2ff', '#ff5fa2', '#7dff6b', '#ff9b3d', '#c38bff', '#ffffff'];

/** The brand tokens' `--ease-out`. */
const EASE_OUT = 'cubic-bezier(0.2, 0.8, 0.2, 1)';
const LANDING_MS = 260;

/** The landing bounce of `cells` cells as one element: a drop of 22% of a cell's height, 5% past its place, home. */
const landing = (cells: number): Keyframe[] => [
  { transform: `translateY(${-22 / cells}%)`, easing: EASE_OUT },
  { transform: `translateY(${5 / cells}%)`, offset: 0.7, easing: EASE_OUT },
  { transform: 'translateY(0)' },
];

/** A cell's highlight while wins are shown: on a win, dimmed beside one, or neither. */
type CellMark = 'win' | 'dim' | 'none';

/**
 * One reel's cells. Memoised on what the reel shows (its column of the grid, spinning and locked flags, the
 * marks as one string): a reel landing re-renders that reel alone, not the others' cells and strips.
 */
const ReelColumn = memo(function ReelColumn({
  reel,
  symbols,
  spinning,
  locked,
  marks,
  coins,
  coinLabel,
  still,
}: {
  reel: number;
  symbols: string[];
  spinning: boolean[] | undefined;
  locked: boolean[] | undefined;
  /** One letter per row: w(in), d(im) or - (CellMark). */
  marks: string;
  coins: Map<string, CoinCell>;
  coinLabel: (coin: CoinCell) => string | null;
  /** Reduced motion: cells land without a bounce. */
  still: boolean;
}) {
  const { i18n } = useTranslation();
  const reelRef = useRef<HTMLDivElement>(null);
  const spunBefore = useRef(spinning);
  // The bounce of what just landed, on the compositor: the reel as one element when it landed whole (one
  // animated layer instead of one per cell), else each respun cell.
  useLayoutEffect(() => {
    const before = spunBefore.current;
    spunBefore.current = spinning;
    const element = reelRef.current;
    if (!before || !spinning || !element || still) return;
    if (before.length > 0 && before.every(Boolean)) {
      if (!spinning.some(Boolean)) element.animate(landing(spinning.length), LANDING_MS);
      return;
    }
    spinning.forEach((now, row) => {
      if (before[row] && !now) element.children[row]?.animate(landing(1), LANDING_MS);
    });
  }, [spinning, still]);
  // A whole reel spinning (every spin but a hold-and-link respin) rolls as one strip: one animated layer
  // per reel instead of one per cell, a third of the layers the compositor moves and Blink restyles a frame.
  // The strips themselves are drawn on the reel canvas (reel-canvas.ts) over these empty places; `data-spin` is
  // where each starts (symbols ahead of its neighbours, so reels next to each other do not look tiled).
  if (spinning && spinning.length > 0 && spinning.every(Boolean))
    return (
      <div className={styles.reel} ref={reelRef}>
        <div
          className={`${styles.cell} ${styles.spinningCell} ${styles.spinningReel}`}
          key="spin"
          data-spin={reel * 5}
        />
      </div>
    );
  return (
    <div className={styles.reel} ref={reelRef}>
      {symbols.map((symbol, row) => {
        const key = cellKey(reel, row);
        if (spinning?.[row]) {
          // A respinning cell: the theme's strip in the cell alone, a step ahead of its neighbours.
          return (
            <div
              className={`${styles.cell} ${styles.spinningCell}`}
              key={`${key}-spin`}
              data-spin={reel * 5 + row * 2}
            />
          );
        }
        const coin = coins.get(key);
        const label = coin ? (coinLabel(coin) ?? formatShortNumber(coin.value, i18n.language)) : null;
        const mark = MARKS[marks[row] ?? '-'];
        const state = mark === 'win' ? styles.win : mark === 'dim' ? styles.dim : '';
        const isLocked = locked?.[row] ?? false;
        return (
          <div
            className={`${styles.cell} ${state} ${isLocked ? styles.locked : ''}`}
            key={`${key}-${symbol}`}
            data-symbol={symbol}
            data-locked={isLocked || undefined}
          >
            <SymbolArt id={symbol} />
            {label && <span className={styles.coinValue}>{label}</span>}
          </div>
        );
      })}
    </div>
  );
});

const MARKS: Record<string, CellMark> = { w: 'win', d: 'dim', '-': 'none' };

/** The reels' marks, one string per reel: while wins are shown every cell is on a win or dimmed. */
function cellMarks(view: ReelsView, reels: number, rows: number): string[] {
  const winCells = new Set<string>();
  for (const win of view.wins) for (const [reel, row] of win.positions) winCells.add(cellKey(reel, row));
  return Array.from({ length: reels }, (_, reel) =>
    Array.from({ length: rows }, (_, row) =>
      winCells.size === 0 ? '-' : winCells.has(cellKey(reel, row)) ? 'w' : 'd',
    ).join(''),
  );
}

/**
 * The winning lines over the reels. Drawn once per set of wins (the element is new each time) with its glow
 * as a wider stroke under the line, no filter; it fades in on the compositor (opacity only).
 */
function WinLines({ wins, reels, rows }: { wins: Win[]; reels: number; rows: number }) {
  const lines = wins.filter((win) => win.kind === 'line');
  if (lines.length === 0) return null;
  const points = (win: Win) =>
    win.positions.map(([reel, row]) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
  return (
    <svg
      className={styles.lines}
      viewBox={`0 0 ${reels * 100} ${rows * 100}`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {lines.map((win, i) => {
        const colour = LINE_COLORS[(win.line ?? i) % LINE_COLORS.length];
        return (
          <g key={`${win.line}-${i}`}>
            <polyline className={styles.lineShade} points={points(win)} />
            <polyline className={styles.lineGlow} points={points(win)} stroke={colour} />
            <polyline className={styles.line} points={points(win)} stroke={colour} />
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The reel window: `canvas` (the spinning strips) under the cells, symbols, spinning cells' drums, coin values
 * and the winning lines drawn over them, and `banner` on top.
 */
export function SlotReels({
  view,
  coinLabel,
  canvas,
  banner,
  still,
}: {
  view: ReelsView;
  coinLabel: (coin: CoinCell) => string | null;
  canvas?: React.ReactNode;
  banner: React.ReactNode;
  /** Reduced motion (the frame's pace). */
  still: boolean;
}) {
  const reels = view.grid.length;
  const rows = view.grid[0]?.length ?? 0;
  const marks = cellMarks(view, reels, rows);
  const linesKey = view.wins.map((win) => `${win.kind}${win.line ?? ''}`).join(',');
  return (
    <div
      className={styles.reels}
      style={{ '--reels': reels, '--rows': rows } as React.CSSProperties}
      data-testid="reels"
    >
      {canvas}
      {view.grid.map((column, reel) => (
        <ReelColumn
          key={reel}
          reel={reel}
          symbols={column}
          spinning={view.spinning[reel]}
          locked={view.locked?.[reel]}
          marks={marks[reel]!}
          coins={view.coins}
          coinLabel={coinLabel}
          still={still}
        />
      ))}
      <WinLines key={linesKey} wins={view.wins} reels={reels} rows={rows} />
      {banner}
    </div>
  );
}
