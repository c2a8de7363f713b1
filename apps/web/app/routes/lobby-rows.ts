import { lobbyRowGames } from '../features/catalogue/lobby-loader.server.ts';
import { requestServicesContext } from '../lib/server-context.ts';
import type { Route } from './+types/lobby-rows';

/**
 * GET /lobby-rows.json?issue={issue}: every game of one lobby slider, as the page's loader shapes them. The
 * lobby and the home page carry each slider's first tiles only; a slider asks for its row here when it
 * nears the viewport (features/catalogue/use-row-games.ts). The player's own catalogue, so never shared.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const issue = new URL(request.url).searchParams.get('issue') ?? '';
  const row = await lobbyRowGames(context.get(requestServicesContext), issue);
  if (row === null)
    return Response.json(
      { message: `The lobby has no games row "${issue}": ask for one of its sliders' issues.` },
      { status: 404 },
    );
  if (!row.ok)
    return Response.json(
      { message: 'The games could not be loaded. Try again in a moment.' },
      { status: 503 },
    );
  return Response.json({ games: row.data });
}
