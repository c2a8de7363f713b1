import { eq } from 'drizzle-orm';
import { LAST_WINNERS_COUNT, type LastWinner } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { winners } from '../db/schema/index.ts';
import { selectWinners } from './winner-rows.ts';

/** Winners held per brand: the home's count, and room for the games a restriction group cannot see. */
const HELD = LAST_WINNERS_COUNT * 3;

export interface WinnersFeedOptions {
  /**
   * How long a brand's feed is trusted. Wins and choices made in this process invalidate at once; this bounds
   * how stale another process's can be.
   */
  ttlMs?: number;
  now?: () => number;
}

/**
 * The brands' winners feeds, read once per brand until invalidated or `ttlMs` old: a home request reads
 * memory, never the database, while nothing changed (docs/winners-feed.md).
 */
export function createWinnersFeed(options: WinnersFeedOptions = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const brands = new Map<string, { at: number; value: Promise<LastWinner[]> }>();

  return {
    /** The brand's newest winners (a few more than the home shows). */
    latest(db: Db, brand: string): Promise<LastWinner[]> {
      const hit = brands.get(brand);
      if (hit && now() - hit.at <= ttlMs) return hit.value;
      const value = selectWinners(db, eq(winners.brand, brand), HELD);
      const entry = { at: now(), value };
      brands.set(brand, entry);
      // A failed read must not stick.
      value.catch(() => {
        if (brands.get(brand) === entry) brands.delete(brand);
      });
      return value;
    },
    /** After a win or a player's choice: the brand's next read goes to the database (all brands without one). */
    invalidate(brand?: string) {
      if (brand === undefined) brands.clear();
      else brands.delete(brand);
    },
  };
}
export type WinnersFeed = ReturnType<typeof createWinnersFeed>;

/** The feed as a restriction group sees it: without its restricted games, LAST_WINNERS_COUNT at most. */
export const winnersFor = (list: readonly LastWinner[], restricted: ReadonlySet<number>): LastWinner[] =>
  list.filter((w) => !restricted.has(w.game.id)).slice(0, LAST_WINNERS_COUNT);
