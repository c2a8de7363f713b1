// The lobby's calls. The contract's schemas (zod) come with this module, which the lobby imports with
// `await import()` at the moment of a call, so they are not in the first load of the home or the lobby.
import {
  FavoritesSchema,
  GameFiltersSchema,
  GameSearchSchema,
  PLAYER_ROWS_PATH,
  PlayerGameRowsSchema,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

/** Adds or removes a favourite; answers the player's favourites after the change. */
export async function setFavourite(id: number, favourite: boolean): Promise<number[]> {
  const path = `/rest/favorites/${id}/`;
  const answer = favourite
    ? await http.post(path, undefined, { schema: FavoritesSchema })
    : await http.delete(path, { schema: FavoritesSchema });
  return answer.favoriteGames;
}

/** GET /rest/get-game-filters/: gives the session a restriction hash when it lacks one. */
export async function fetchGameFilters(): Promise<void> {
  await http.get('/rest/get-game-filters/', { schema: GameFiltersSchema });
}

/** GET /rest/games/search/ */
export const searchGames = (query: string, limit: number, signal: AbortSignal) =>
  http.get('/rest/games/search/', { query: { query, limit }, schema: GameSearchSchema, signal });

/** GET /rest/games/player-rows/: the player's favourite and recently played games. */
export const fetchPlayerRows = (signal: AbortSignal) =>
  http.get(PLAYER_ROWS_PATH, { schema: PlayerGameRowsSchema, signal });
