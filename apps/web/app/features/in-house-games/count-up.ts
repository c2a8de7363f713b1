/** One figure of a count-up every frame of 30 a second: the pace `countUpSteps` is made for. */
export const COUNT_UP_FRAME_MS = 1000 / 30;

/** The figure a count-up shows `elapsedMs` after it started: its last one once its time is up. */
export function figureAt(steps: readonly number[], elapsedMs: number): number {
  const index = Math.floor(Math.max(0, elapsedMs) / COUNT_UP_FRAME_MS);
  return steps[Math.min(steps.length - 1, index)]!;
}

/**
 * Plays a count-up into an element's text, with no React render per figure (on a phone a render of the frame
 * 30 times a second was most of the slot's dropped frames). The figure follows the time elapsed, so a late
 * timer skips figures instead of stretching the count-up; timers rather than animation frames, so a round
 * in a hidden tab still finishes and settles. The element is one whose only child React renders as a string:
 * React writes its text itself at the next render that changes it, so the caller renders the final figure
 * once this resolves. Resolves at once without steps, without the element or when `stopped()`.
 */
export function countUpInto(
  element: () => HTMLElement | null,
  steps: readonly number[],
  format: (value: number) => string,
  stopped: () => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now();
    let shown: number | null = null;
    const tick = () => {
      const target = element();
      if (steps.length === 0 || !target || stopped()) return resolve();
      const elapsed = performance.now() - start;
      const value = figureAt(steps, elapsed);
      if (value !== shown) target.textContent = format(value);
      shown = value;
      if (elapsed >= (steps.length - 1) * COUNT_UP_FRAME_MS) resolve();
      else setTimeout(tick, COUNT_UP_FRAME_MS);
    };
    tick();
  });
}
