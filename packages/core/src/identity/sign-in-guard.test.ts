import { describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS, createSignInGuard, GUARD_WINDOW_MS, solveChallenge } from './sign-in-guard.ts';

const t0 = new Date('2026-01-01T00:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('sign-in guard', () => {
  it('accepts a solution once, and not after the challenge expired', () => {
    const guard = createSignInGuard('secret-secret-secret');
    const solution = solveChallenge(guard.issue(t0));
    expect(guard.verify(solution, later(1000))).toBe(true);
    expect(guard.verify(solution, later(2000))).toBe(false);
    const stale = solveChallenge(guard.issue(t0));
    expect(guard.verify(stale, later(CHALLENGE_TTL_MS + 1000))).toBe(false);
  });

  it('refuses a challenge another secret signed', () => {
    const other = solveChallenge(createSignInGuard('another-secret-value').issue(t0));
    expect(createSignInGuard('secret-secret-secret').verify(other, t0)).toBe(false);
  });

  it('forgets failures after the window', () => {
    const guard = createSignInGuard('secret-secret-secret');
    guard.recordFailure(['a', 'b'], t0);
    guard.recordFailure(['a'], later(60_000));
    expect(guard.failures('a', later(61_000))).toBe(2);
    expect(guard.failures('b', later(GUARD_WINDOW_MS + 1))).toBe(0);
    expect(guard.failures('a', later(GUARD_WINDOW_MS + 1))).toBe(1);
    guard.clear('a');
    expect(guard.failures('a', later(61_000))).toBe(0);
  });
});
