import { useEffect, useState } from 'react';
import type { Pace } from './win-presentation.ts';

const QUICK_SPIN_KEY = 'casino.quickSpin';

const reducedMotion = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

/** Quick spin (remembered on the device) and the system's reduced-motion setting, as one pace. */
export function usePace(): { pace: Pace; quick: boolean; setQuick: (on: boolean) => void } {
  const [quick, setQuickState] = useState(false);
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    setQuickState(window.localStorage?.getItem(QUICK_SPIN_KEY) === 'on');
    setReduced(reducedMotion());
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(reducedMotion());
    query?.addEventListener('change', onChange);
    return () => query?.removeEventListener('change', onChange);
  }, []);
  const setQuick = (on: boolean) => {
    setQuickState(on);
    try {
      if (on) window.localStorage.setItem(QUICK_SPIN_KEY, 'on');
      else window.localStorage.removeItem(QUICK_SPIN_KEY);
    } catch {
      // storage blocked: the choice lasts for this page
    }
  };
  return { pace: reduced ? 'reduced' : quick ? 'quick' : 'normal', quick, setQuick };
}

/** How much of each pause a pace keeps. */
export const PACE_FACTOR: Record<Pace, number> = { normal: 1, quick: 0.35, reduced: 0.35 };
