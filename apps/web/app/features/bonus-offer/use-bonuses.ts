import { useCallback, useEffect, useState } from 'react';
import type { BonusesResponse } from '@casino/contracts';
import { fetchBonuses } from './bonus-offer-api.ts';

export type BonusesState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; bonuses: BonusesResponse };

/** The player's wheel and chests, fetched when a modal opens; `update` takes a newer part from a claim's answer. */
export function useBonuses() {
  const [state, setState] = useState<BonusesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchBonuses(controller.signal).then(
      (bonuses) => setState({ status: 'ready', bonuses }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (patch: Partial<Pick<BonusesResponse, 'dailyWheel' | 'dailyChests'>>) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', bonuses: { ...current.bonuses, ...patch } } : current,
      ),
    [],
  );
  return { state, reload, update };
}
