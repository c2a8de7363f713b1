import { useCallback, useEffect, useState } from 'react';
import type { ScratchCards } from '@casino/contracts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { fetchScratchCards } from './scratch-cards-api.ts';

export type ScratchCardsState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: ScratchCards };

/** The player's cards: fetched on mount, again when a purchase issues cards (push) or after a reconnect. */
export function useScratchCards() {
  const [state, setState] = useState<ScratchCardsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchScratchCards(controller.signal).then(
      ({ success: _, ...data }) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  usePush('scratchCardLottery', 'cardsIssued', reload);
  useRealtimeReconnected(reload);
  return { state, reload };
}
