import { JACKPOT_PUSH, type PushMessage } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import type { Publisher } from '../realtime/publisher.ts';
import type { JackpotContribution, JackpotWin } from './contribute-to-jackpots.ts';
import { brandTiers } from './get-jackpots.ts';

/** Told after commit what an eligible round did to its brand's jackpots. */
export interface JackpotAnnouncer {
  announce(contribution: JackpotContribution): void;
}

export const jackpotWonPush = (win: JackpotWin): PushMessage => ({
  type: 'jackpots',
  action: 'won',
  data: {
    brand: win.brand,
    tierId: win.tierId,
    key: win.key,
    currency: win.currency,
    generation: win.generation,
    amount: win.amount,
    gameId: win.gameId,
  },
});

/**
 * Pushes to every open page, guests' too (the `public` room; pages keep their own brand's): a win at once; the pots (the ticker) at most once per `intervalMs` per brand —
 * the first change goes out at once, changes within the interval go out together at its end. The interval
 * paces pushes in real time (not the app clock: a frozen test clock must not stop the ticker).
 */
export function createJackpotAnnouncer(deps: {
  db: Db;
  publisher: Publisher;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): JackpotAnnouncer & { close(): void } {
  const { db, publisher, intervalMs = JACKPOT_PUSH.tickerMs } = deps;
  const windows = new Map<string, { dirty: boolean; timer: ReturnType<typeof setTimeout> }>();

  async function tick(brand: string) {
    try {
      const tiers = await brandTiers(db, brand);
      publisher.toRoom('public', {
        type: 'jackpots',
        action: 'ticker',
        data: {
          brand,
          tiers: tiers.map((t) => ({ id: t.id, key: t.key, currency: t.currency, amount: t.pot })),
        },
      });
    } catch (error) {
      deps.onError?.(error);
    }
  }

  function open(brand: string) {
    const timer = setTimeout(() => {
      const window = windows.get(brand);
      windows.delete(brand);
      if (window?.dirty) {
        void tick(brand);
        open(brand);
      }
    }, intervalMs);
    timer.unref?.();
    windows.set(brand, { dirty: false, timer });
  }

  return {
    announce({ brand, wins }) {
      if (!brand) return;
      for (const win of wins) publisher.toRoom('public', jackpotWonPush(win));
      const window = windows.get(brand);
      if (window) {
        window.dirty = true;
        return;
      }
      void tick(brand);
      open(brand);
    },
    close() {
      for (const { timer } of windows.values()) clearTimeout(timer);
      windows.clear();
    },
  };
}
