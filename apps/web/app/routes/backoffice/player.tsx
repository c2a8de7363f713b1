import { useParams } from 'react-router';
import { PlayerPage } from '../../backoffice/players/player-page.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';

export const handle: BackofficeHandle = { permission: 'players.read' };

export function meta() {
  return [{ title: 'Player · Back-office' }];
}

/** One player's page (`/backoffice/players/:playerId/`). */
export default function BackofficePlayerRoute() {
  const { playerId = '' } = useParams();
  return <PlayerPage key={playerId} playerId={playerId} />;
}
