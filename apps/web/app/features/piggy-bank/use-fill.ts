import { useEffect, useRef, useState } from 'react';
import { PIGGY_ANIMATION_MS } from '@casino/contracts';

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The amount the piggy shows: it fills from the amount shown before to the new one over the spec's
 * 3,000 ms (at once when the player prefers reduced motion or on the first value).
 */
export function useFill(target: number | null): { shown: number; filling: boolean } {
  const [shown, setShown] = useState(target ?? 0);
  const [filling, setFilling] = useState(false);
  const from = useRef<number | null>(null);
  useEffect(() => {
    if (target === null) return;
    const start = from.current;
    from.current = target;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (start === null || start === target || reduced) {
      setShown(target);
      return;
    }
    let frame = 0;
    const began = performance.now();
    setFilling(true);
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / PIGGY_ANIMATION_MS);
      setShown(Math.round(start + (target - start) * easeOut(t)));
      if (t < 1) frame = requestAnimationFrame(step);
      else setFilling(false);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      setFilling(false);
    };
  }, [target]);
  return { shown, filling };
}
