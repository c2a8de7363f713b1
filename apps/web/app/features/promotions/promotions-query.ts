import type { PromotionsPage } from '@casino/contracts';
import { useRootData } from '../../lib/root-data.ts';
import { refreshQueries, useApiQuery, type ApiQuery } from '../../lib/query/api-query.ts';

const PROMOTIONS_KEY = ['promotions'] as const;

// The API module carries the contract's schemas (zod): read on first use, not with the page's first load.
const fetchPromotionsPage = async () => (await import('./promotions-api.ts')).fetchPromotionsPage();

/**
 * The player's promotions (a guest's too), shared by the page, the nav counter and the flip-the-coin
 * modal: one read serves them all. Imported by chunks only, never the guest's first load (ADR 0018).
 */
export function usePromotionsPage({ enabled = true } = {}): ApiQuery<PromotionsPage> {
  // On a group's shared page (ADR 0031) they are read once the player's app init is in: one read, theirs.
  const { playerPending } = useRootData();
  return useApiQuery(PROMOTIONS_KEY, fetchPromotionsPage, { enabled: enabled && !playerPending });
}

/** Reads the promotions again where they are shown (a push, a purchase, a feature's new period). */
export const refreshPromotions = (): void => refreshQueries(PROMOTIONS_KEY);
