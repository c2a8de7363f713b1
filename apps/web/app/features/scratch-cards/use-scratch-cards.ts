import type { ScratchCards } from '@casino/contracts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchScratchCards } from './scratch-cards-api.ts';

const loadScratchCards = async (signal: AbortSignal): Promise<ScratchCards> => {
  const { success: _, ...data } = await fetchScratchCards(signal);
  return data;
};

/** The player's cards: fetched on mount, again when a purchase issues cards (push) or after a reconnect. */
export function useScratchCards() {
  const { state, reload } = useApiQuery(['scratch-cards'], loadScratchCards);
  usePush('scratchCardLottery', 'cardsIssued', reload);
  useRealtimeReconnected(reload);
  return { state, reload };
}
