import { useEffect, useRef, useSyncExternalStore, type ReactNode, type Ref } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { CoinCell, GameKind } from '@casino/game-math';
import { FrameBanner } from './frame-banner.tsx';
import { drawSpinningReels } from './reel-canvas.ts';
import { SlotReels, type ReelsView } from './slot-reels.tsx';
import { useSymbolTheme } from './symbol-art.tsx';
import type { useRoundPlayer } from './use-round-player.ts';
import type { Pace } from './win-presentation.ts';
import styles from './game-frame.module.css';

/** The reels in their cabinet with the round's banner over them: the same for a live round and a replay. */
export function ReelsCabinet({
  player,
  coinLabel,
  amount,
  pace,
}: {
  player: ReturnType<typeof useRoundPlayer>;
  coinLabel: (coin: CoinCell) => string;
  amount: (minor: number) => string;
  pace: Pace;
}) {
  const { reels } = player;
  const view = useSyncExternalStore(reels.subscribe, reels.getState, reels.getState);
  return (
    <div className={styles.cabinet}>
      <SlotReels
        view={view}
        coinLabel={coinLabel}
        still={pace === 'reduced'}
        canvas={<ReelCanvas store={reels} kind={player.kind} still={pace === 'reduced'} />}
        banner={
          <FrameBanner banner={player.banner} amount={amount} pace={pace} onDismiss={player.dismissBanner} />
        }
      />
    </div>
  );
}

/**
 * The spinning reels' canvas over the reel window (reel-canvas.ts): drawn frame by frame while cells spin,
 * outside React; clear otherwise. Decorative: the landed cells under it are what assistive tech reads.
 */
function ReelCanvas({ store, kind, still }: { store: StoreApi<ReelsView>; kind: GameKind; still: boolean }) {
  const theme = useSymbolTheme();
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    return drawSpinningReels(ref.current, store, { theme, kind, still });
  }, [store, theme, kind, still]);
  return <canvas ref={ref} className={styles.reelCanvas} aria-hidden="true" />;
}

/** One figure of the footer: its label, its value and, when given, a note under it (the currency). */
export function Meter({
  label,
  testId,
  className,
  note,
  valueRef,
  children,
}: {
  label: string;
  testId?: string;
  className?: string;
  note?: ReactNode;
  /** The value's element, for a figure written without a render (the win meter's count-up). */
  valueRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <div className={styles.meter}>
      <span>{label}</span>
      <strong data-testid={testId} className={className} ref={valueRef}>
        {children}
      </strong>
      {note ? <small>{note}</small> : null}
    </div>
  );
}
