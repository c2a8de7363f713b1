import { useEffect, useRef, useState } from 'react';
import { autoplayStop, type AutoplaySettings, type AutoplayStop } from './autoplay.ts';

/**
 * A played round (a spin, a shot) as autoplay sees it: what it won, whether it started a feature (a fishing
 * game: caught the boss) and the balance it left; null when the server refused it (the frame says why).
 */
export type PlayedRound = { win: number; feature: boolean; balance: number } | null;

/**
 * Runs spins one after another until a stop rule says so, the player stops it, or the server refuses one.
 * `spin` is read afresh for every round (it closes over the frame's latest state).
 */
export function useAutoplay(spin: () => Promise<PlayedRound>, balance: number) {
  const spinRef = useRef(spin);
  spinRef.current = spin;
  const balanceRef = useRef(balance);
  balanceRef.current = balance;
  const running = useRef(false);
  const [left, setLeft] = useState<number | null>(null);
  const [stopped, setStopped] = useState<AutoplayStop | 'refused' | 'player' | null>(null);
  useEffect(
    () => () => {
      running.current = false;
    },
    [],
  );
  // The next round starts once the frame has rendered the last one (its balance, its free spins).
  const rendered = useRef<(() => void) | null>(null);
  useEffect(() => {
    rendered.current?.();
    rendered.current = null;
  });

  const start = async (settings: AutoplaySettings) => {
    if (running.current) return;
    running.current = true;
    setStopped(null);
    const startBalance = balanceRef.current;
    let played = 0;
    setLeft(settings.spins);
    try {
      while (running.current) {
        const round = await spinRef.current();
        if (!round) {
          setStopped('refused');
          return;
        }
        played += 1;
        const committed = new Promise<void>((resolve) => (rendered.current = resolve));
        setLeft(settings.spins - played);
        const stop = autoplayStop(settings, { played, startBalance }, round);
        if (stop) {
          setStopped(stop);
          return;
        }
        await committed;
      }
      setStopped('player');
    } finally {
      running.current = false;
      setLeft(null);
    }
  };

  return {
    /** Spins still to play while autoplay runs, else null. */
    left,
    /** Why the last autoplay ended. */
    stopped,
    start,
    /** Stops after the round that is playing. */
    stop: () => {
      running.current = false;
    },
  };
}
