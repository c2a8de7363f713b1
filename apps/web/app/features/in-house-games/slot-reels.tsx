import type { CoinCell, GameKind, Win } from '@casino/game-math';
import { useTranslation } from '../../i18n/react.tsx';
import { formatShortNumber } from '../../lib/format/format.ts';
import { cellKey } from './frame-state.ts';
import { SPIN_FILLER, SymbolArt } from './symbol-art.tsx';
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

/** The reel window: symbols, spinning cells, coin values, the winning lines drawn over them, and `banner` on top. */
export function SlotReels({
  kind,
  view,
  coinLabel,
  banner,
}: {
  kind: GameKind;
  view: ReelsView;
  coinLabel: (coin: CoinCell) => string | null;
  banner: React.ReactNode;
}) {
  const { i18n } = useTranslation();
  const reels = view.grid.length;
  const rows = view.grid[0]?.length ?? 0;
  const winCells = new Set<string>();
  for (const win of view.wins) for (const [reel, row] of win.positions) winCells.add(cellKey(reel, row));
  const filler = SPIN_FILLER[kind];
  return (
    <div
      className={styles.reels}
      style={{ '--reels': reels, '--rows': rows } as React.CSSProperties}
      data-testid="reels"
    >
      {view.grid.map((column, reel) => (
        <div className={styles.reel} key={reel}>
          {column.map((symbol, row) => {
            const key = cellKey(reel, row);
            if (view.spinning[reel]?.[row]) {
              // Each cell starts the loop at a different symbol so the column does not look tiled.
              const offset = (reel * 3 + row * 5) % filler.length;
              const loop = [...filler.slice(offset), ...filler.slice(0, offset)];
              return (
                <div className={styles.cell} key={`${key}-spin`}>
                  <div className={styles.strip}>
                    {[...loop, ...loop].map((id, i) => (
                      <div className={styles.stripSymbol} key={i}>
                        <SymbolArt id={id} kind={kind} />
                      </div>
                    ))}
                  </div>
                </div>
              );
            }
            const coin = view.coins.get(key);
            const label = coin ? (coinLabel(coin) ?? formatShortNumber(coin.value, i18n.language)) : null;
            const state = winCells.size ? (winCells.has(key) ? styles.win : styles.dim) : '';
            const locked = view.locked?.[reel]?.[row] ? styles.locked : '';
            return (
              <div
                className={`${styles.cell} ${styles.landed} ${state} ${locked}`}
                key={`${key}-${symbol}`}
                data-symbol={symbol}
                data-locked={locked ? true : undefined}
              >
                <SymbolArt id={symbol} kind={kind} />
                {label && <span className={styles.coinValue}>{label}</span>}
              </div>
            );
          })}
        </div>
      ))}
      <svg
        className={styles.lines}
        viewBox={`0 0 ${reels * 100} ${rows * 100}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {view.wins
          .filter((win) => win.kind === 'line')
          .map((win, i) => (
            <polyline
              key={`${win.line}-${i}`}
              points={win.positions.map(([reel, row]) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
              stroke={LINE_COLORS[(win.line ?? i) % LINE_COLORS.length]}
            />
          ))}
      </svg>
      {banner}
    </div>
  );
}
