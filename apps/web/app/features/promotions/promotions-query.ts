import type { PromotionsPage } from '@casino/contracts';
import { refreshQueries, useApiQuery, type ApiQuery } from '../../lib/query/api-query.ts';

const PROMOTIONS_KEY = ['promotions'] as const;

// The API module carries the contract's schemas (zod): read on first use, not with the page's first load.
const fetchPromotionsPage = async () => (await import('./promotions-api.ts')).fetchPromotionsPage();

/**
 * The player's promotions (a guest's too), shared by the page, the nav counter and the flip-the-coin
 * modal: one read serves them all. Imported by chunks only, never the guest's first load (ADR 0018).
 */
export const usePromotionsPage = ({ enabled = true } = {}): ApiQuery<PromotionsPage> =>
  useApiQuery(PROMOTIONS_KEY, fetchPromotionsPage, { enabled });

/** Reads the promotions again where they are shown (a push, a purchase, a feature's new period). */
export const refreshPromotions = (): void => refreshQueries(PROMOTIONS_KEY);
