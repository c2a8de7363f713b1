import { useRevalidator } from 'react-router';
import { usePush } from '../../lib/realtime/use-push.ts';

/**
 * The player's game restrictions changed (push `player updateGroupHash`): reload the page's games, so a
 * newly restricted game disappears and a lifted one comes back without a reload.
 */
export function useGamesRefresh(): void {
  const revalidator = useRevalidator();
  usePush('player', 'updateGroupHash', () => {
    void revalidator.revalidate();
  });
}
