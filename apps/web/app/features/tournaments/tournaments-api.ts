import {
  TOURNAMENT_PATHS,
  TournamentResponseSchema,
  TournamentsListResponseSchema,
  TournamentSubscribeResponseSchema,
  tournamentPath,
  tournamentSubscribePath,
  type TournamentResponse,
  type TournamentsList,
} from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

export const fetchTournaments = async (): Promise<TournamentsList> =>
  (await http.get(TOURNAMENT_PATHS.list, { schema: TournamentsListResponseSchema })).data;

export const fetchTournament = (id: number): Promise<TournamentResponse> =>
  http.get(tournamentPath(id), { schema: TournamentResponseSchema });

/** The game's tournament (running, else the next), by the game's slug. */
export const fetchGameTournament = (slug: string): Promise<TournamentResponse> =>
  http.get(`${TOURNAMENT_PATHS.byGame}?gameId=${encodeURIComponent(slug)}`, {
    schema: TournamentResponseSchema,
  });

/** The spec's subscribe (a GET; a repeat answers the same). */
export const subscribeTournament = (id: number) =>
  http.get(tournamentSubscribePath(id), { schema: TournamentSubscribeResponseSchema });
