import { GamesScreen } from '../../backoffice/catalogue/games-screen.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';

export const handle: BackofficeHandle = { permission: 'games.read' };

export function meta() {
  return [{ title: 'Games · Back-office' }];
}

export default function BackofficeGamesScreen() {
  return <GamesScreen />;
}
