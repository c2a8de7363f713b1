import { usePush } from '../../lib/realtime/use-push.ts';
import { refreshPromotions } from './promotions-query.ts';

/** Keeps a signed-in player's promotions current (the nav counter, the page): the pushes that change them. */
export function PromotionsSync() {
  usePush('promotionsPage', 'update', refreshPromotions);
  // A feature's new period changes its card's state (ready again, a new countdown).
  usePush('feature', 'periodStarted', refreshPromotions);
  // Free spins granted or played (in the game frame) change their cards and the counter.
  usePush('freeSpins', 'updated', refreshPromotions);
  return null;
}
