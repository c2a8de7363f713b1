import { useSearchParams } from 'react-router';
import type { Route } from './+types/game-frame';
import { GameFramePage } from '../../features/in-house-games/index.ts';

/** Loaded inside the in-house game iframe: no site chrome, no app-wide overlays (see root `bare`). */
export const handle = { bare: true };

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as { brand?: { appName?: string } } | undefined;
  return [{ title: root?.brand?.appName ?? 'Game' }];
};

export default function GameFrame({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return <GameFramePage gameId={params.gameId} token={search.get('session')} replay={search.get('replay')} />;
}
