import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { usePush } from '../../lib/realtime/use-push.ts';

/**
 * Keeps the page's games in step with the player's restrictions: a `player updateGroupHash` push
 * reloads them (a newly restricted game disappears, a lifted one comes back), and a signed-in player
 * whose app init lacks `playerRestrictionIdsHash` gets the filters fetched again, as the spec says,
 * with an error logged.
 */
export function useGamesRefresh(): void {
  const revalidator = useRevalidator();
  const { player } = useRootData();
  usePush('player', 'updateGroupHash', () => {
    void revalidator.revalidate();
  });
  const missingHash = player !== null && !player.playerRestrictionIdsHash;
  useEffect(() => {
    if (!missingHash) return;
    console.error('[lobby] playerRestrictionIdsHash is missing; fetching the game filters again');
    import('./catalogue-api.ts')
      // Not a read shown (ADR 0018): a one-off request the spec asks for; the page data is read again after.
      // eslint-disable-next-line no-restricted-syntax
      .then(({ fetchGameFilters }) => fetchGameFilters())
      .then(
        () => void revalidator.revalidate(),
        (error: unknown) => console.error('[lobby] game filters could not be fetched', error),
      );
    // Once per page with a missing hash; revalidation gives the page a fresh app init.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingHash]);
}
