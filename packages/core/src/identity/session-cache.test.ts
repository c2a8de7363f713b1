import { describe, expect, it } from 'vitest';
import { createSessionCache } from './sessions.ts';

const session = (playerId: string, readAt: number) => ({
  playerId,
  lastSeenAt: readAt,
  expiresAt: readAt + 60_000,
  readAt,
});

describe('session cache', () => {
  it('keeps a session for its TTL, by the clock it is given', () => {
    const now = 1_000;
    const cache = createSessionCache({ now: () => now, ttlMs: 5_000 });
    cache.set('s1', session('p1', now));
    expect(cache.get('s1', now + 4_999)?.playerId).toBe('p1');
    expect(cache.get('s1', now + 5_000)).toBeUndefined();
    // A clock moved back does not make an entry young again.
    cache.set('s2', session('p1', now));
    expect(cache.get('s2', now - 1)).toBeUndefined();
  });

  it('forgets an ended session at once and does not take it back while its transaction may commit', () => {
    let now = 1_000;
    const cache = createSessionCache({ now: () => now, quietMs: 30_000 });
    cache.set('s1', session('p1', now));
    cache.forget({ sessionId: 's1' });
    expect(cache.get('s1', now)).toBeUndefined();
    cache.set('s1', session('p1', now));
    expect(cache.get('s1', now)).toBeUndefined();
    now += 30_001;
    cache.set('s1', session('p1', now));
    expect(cache.get('s1', now)?.playerId).toBe('p1');
  });

  it("forgets every session of a player but the one kept (a password change), and only that player's", () => {
    const now = 1_000;
    const cache = createSessionCache({ now: () => now });
    for (const [id, player] of [
      ['a', 'p1'],
      ['b', 'p1'],
      ['c', 'p2'],
    ] as const)
      cache.set(id, session(player, now));
    cache.forget({ playerId: 'p1', keepSessionId: 'b' });
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('b', now)?.playerId).toBe('p1');
    expect(cache.get('c', now)?.playerId).toBe('p2');
    // Another of the player's sessions read now is not cached; the kept one is.
    cache.set('a', session('p1', now));
    cache.set('b', session('p1', now));
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('b', now)).toBeDefined();
    cache.forget({ playerId: 'p2' });
    expect(cache.size).toBe(1);
  });

  it('holds at most maxEntries sessions, the oldest leaving first', () => {
    const now = 1_000;
    const cache = createSessionCache({ now: () => now, maxEntries: 2 });
    cache.set('a', session('p1', now));
    cache.set('b', session('p2', now));
    cache.set('c', session('p3', now));
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
