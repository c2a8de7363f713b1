import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FeatureState, GameKind, RoundOutcome, Win } from '@casino/game-math';
import { countUpInto } from './count-up.ts';
import { replayFrames, type Announcement } from './frame-state.ts';
import { frameSound } from './frame-sound.ts';
import { SPIN_FILLER } from './symbol-art.tsx';
import type { ReelsView } from './slot-reels.tsx';
import { PACE_FACTOR } from './use-pace.ts';
import {
  countUpDuration,
  countUpSteps,
  winHighlights,
  winTier,
  type Pace,
  type WinTier,
} from './win-presentation.ts';

/** Timings of the replay at normal pace, in ms. */
const TIMING = {
  minSpin: 650,
  reelStagger: 170,
  respinSpin: 500,
  freeSpinGap: 450,
  highlight: 900,
  announce: 1700,
  overlay: 3200,
};

/** Times the last step's wins are shown in turn after the round, before they stay shown together and still. */
const IDLE_CYCLES = 2;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function idleGrid(kind: GameKind, reels: number, rows: number): string[][] {
  const symbols = SPIN_FILLER[kind].filter((id) => id !== 'coin' && id !== 'scatter');
  return Array.from({ length: reels }, (_, reel) =>
    Array.from({ length: rows }, (_, row) => symbols[(reel * 2 + row * 3) % symbols.length]!),
  );
}

const allCells = (reels: number, rows: number, value: boolean) =>
  Array.from({ length: reels }, () => new Array<boolean>(rows).fill(value));

/** What the frame shows over the reels: a feature's intro or outro, or a big win. */
export type Banner =
  | { kind: 'announce'; announcement: Announcement }
  | { kind: 'outro'; amount: number }
  | { kind: 'tier'; tier: WinTier; amount: number };

export interface RoundPlayer {
  /** The game's kind (which symbols its spinning strips show). */
  kind: GameKind;
  /**
   * What the reels show, in a store only the reels subscribe to: a reel landing (five a spin) renders the
   * reels, not the whole frame with its toolbar, meters and dialogs.
   */
  reels: StoreApi<ReelsView>;
  /** The win meter's figure once counted up (what React renders). */
  win: number;
  /** The win meter's element: the count-up writes its figures there, without a render per figure. */
  winRef: RefObject<HTMLElement | null>;
  banner: Banner | null;
  feature: FeatureState | null;
  /** Big, mega and epic overlays shown on this page so far, and the last one's tier. */
  bigWins: { count: number; last: WinTier | null };
  /** Reels spin until `play` receives the server's outcome. */
  startSpin: () => void;
  /** Stops the reels where they are (a refused spin). */
  stopSpin: () => void;
  /** Plays a round from the server's steps; resolves once its presentation is over. */
  play: (outcome: RoundOutcome) => Promise<void>;
  dismissBanner: () => void;
}

/**
 * Plays the server's outcome: reels land left to right on each step's grid, wins are highlighted in turn and
 * counted up, features are introduced and closed, big wins get their overlay. It never computes an outcome.
 */
export function useRoundPlayer(
  game: { kind: GameKind; reels: number; rows: number },
  pace: Pace,
  /** How the win meter writes a figure (minor units in the session's currency). */
  format: (minor: number) => string,
): RoundPlayer {
  const { kind, reels, rows } = game;
  const [reelsView] = useState(() =>
    createStore<ReelsView>()(() => ({
      grid: idleGrid(kind, reels, rows),
      spinning: allCells(reels, rows, false),
      locked: allCells(reels, rows, false),
      coins: new Map(),
      wins: [],
    })),
  );
  const setView = useCallback(
    (next: (view: ReelsView) => ReelsView) => reelsView.setState(next, true),
    [reelsView],
  );
  const [win, setWin] = useState(0);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [feature, setFeature] = useState<FeatureState | null>(null);
  const [bigWins, setBigWins] = useState<{ count: number; last: WinTier | null }>({ count: 0, last: null });
  // The last step's wins, cycled while the player waits.
  const [idleWins, setIdleWins] = useState<Win[][]>([]);
  const live = useRef(true);
  const spinStarted = useRef(0);
  const dismiss = useRef<(() => void) | null>(null);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const paceRef = useRef(pace);
  paceRef.current = pace;
  const formatRef = useRef(format);
  formatRef.current = format;
  const winRef = useRef<HTMLElement | null>(null);
  const wait = (ms: number) => sleep(ms * PACE_FACTOR[paceRef.current]);

  useEffect(() => {
    if (idleWins.length < 2 || pace === 'reduced') return;
    // A few turns, then every win shown together and nothing moving until the next spin.
    let shown = 0;
    const timer = setInterval(() => {
      shown += 1;
      const done = shown >= idleWins.length * IDLE_CYCLES;
      setView((v) => ({ ...v, wins: idleWins[done ? 0 : shown % idleWins.length]! }));
      if (done) clearInterval(timer);
    }, TIMING.highlight);
    return () => clearInterval(timer);
  }, [idleWins, pace, setView]);

  /** Counts the meter up from `from` to `to`: one render to start (the meter lights up), figures written after. */
  const countUp = async (from: number, to: number, bet: number) => {
    const steps = countUpSteps(to - from, countUpDuration(to - from, bet, paceRef.current)).map(
      (step) => from + step,
    );
    setWin(steps[0]!);
    await countUpInto(
      () => winRef.current,
      steps,
      (value) => formatRef.current(value),
      () => !live.current,
    );
  };

  /** Shows a banner until its time is up or the player taps it. */
  const show = async (next: Banner, ms: number) => {
    setBanner(next);
    if (next.kind === 'tier') setBigWins((seen) => ({ count: seen.count + 1, last: next.tier }));
    await new Promise<void>((resolve) => {
      // Long enough to read, however quick the pace.
      const timer = setTimeout(resolve, Math.max(1500, ms * PACE_FACTOR[paceRef.current]));
      dismiss.current = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    dismiss.current = null;
    if (live.current) setBanner(null);
  };

  const startSpin = useCallback(() => {
    setWin(0);
    setFeature(null);
    setBanner(null);
    setIdleWins([]);
    spinStarted.current = Date.now();
    frameSound.spin();
    setView((v) => ({
      ...v,
      wins: [],
      coins: new Map(),
      locked: allCells(reels, rows, false),
      spinning: allCells(reels, rows, true),
    }));
  }, [reels, rows, setView]);

  const stopSpin = useCallback(
    () => setView((v) => ({ ...v, spinning: allCells(reels, rows, false) })),
    [reels, rows, setView],
  );

  const play = async (outcome: RoundOutcome) => {
    const frames = replayFrames(outcome);
    const { bet } = outcome;
    await wait(Math.max(0, TIMING.minSpin - (Date.now() - spinStarted.current)));
    let shown = 0;
    for (const frame of frames) {
      if (!live.current) return;
      const { step } = frame;
      if (frame.index > 0) {
        setView((v) => ({
          ...v,
          wins: [],
          locked: frame.held,
          spinning: frame.held.map((column) => column.map((held) => !held)),
        }));
        if (step.kind !== 'respin') frameSound.spin();
        await wait(step.kind === 'respin' ? TIMING.respinSpin : TIMING.freeSpinGap);
      }
      // Reels land left to right on the server's grid; respin cells land together.
      const stagger = step.kind === 'respin' ? 0 : TIMING.reelStagger;
      for (let reel = 0; reel < reels; reel++) {
        setView((v) => ({
          ...v,
          grid: v.grid.map((column, r) => (r === reel ? step.grid[r]! : column)),
          spinning: v.spinning.map((column, r) => (r === reel ? column.map(() => false) : column)),
          coins: frame.coins,
        }));
        if (stagger) {
          frameSound.reelStop(reel);
          await wait(stagger);
        }
      }
      if (step.kind === 'respin' && frame.coins.size > frame.held.flat().filter(Boolean).length)
        frameSound.coin();
      else if (!stagger) frameSound.reelStop(0);
      setFeature(step.feature ?? null);
      const highlights = winHighlights(step);
      if (step.win > 0) {
        frameSound.win(step.kind === 'base' && frames.length === 1 ? winTier(outcome.totalWin, bet) : null);
        setView((v) => ({ ...v, grid: step.grid, coins: frame.coins, wins: highlights[0]! }));
        await countUp(shown, frame.winSoFar, bet);
        // Each win in turn (lines with their cells, scatters, coins).
        if (frame.index < frames.length - 1 || frames.length > 1)
          for (const one of highlights.slice(1)) {
            if (!live.current) return;
            setView((v) => ({ ...v, wins: one }));
            await wait(TIMING.highlight);
          }
      } else {
        setView((v) => ({ ...v, grid: step.grid, coins: frame.coins, wins: [] }));
      }
      shown = frame.winSoFar;
      setWin(shown);
      if (frame.announcement) {
        frameSound.feature();
        await show({ kind: 'announce', announcement: frame.announcement }, TIMING.announce);
      }
      if (frame.index === frames.length - 1) setIdleWins(highlights);
    }
    if (!live.current) return;
    setView((v) => ({ ...v, locked: allCells(reels, rows, false) }));
    // The feature is over: its counter goes with it.
    setFeature(null);
    const tier = winTier(outcome.totalWin, bet);
    if (tier) {
      if (frames.length > 1) frameSound.win(tier);
      await show({ kind: 'tier', tier, amount: outcome.totalWin }, TIMING.overlay);
    } else if (frames.length > 1 && outcome.totalWin > 0) {
      // The feature's outro: what it won in all.
      await show({ kind: 'outro', amount: outcome.totalWin }, TIMING.announce);
    }
  };

  return {
    kind,
    reels: reelsView,
    win,
    winRef,
    banner,
    feature,
    bigWins,
    startSpin,
    stopSpin,
    play,
    dismissBanner: () => dismiss.current?.(),
  };
}
