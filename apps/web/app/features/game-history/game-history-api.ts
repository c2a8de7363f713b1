import { GameHistoryResponseSchema, MINOR_UNITS, type GameRound } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';
import { formatMinorAmount } from '../../lib/format/format.ts';

export const fetchGameHistory = async (page: number) =>
  (await http.get(`/rest/player/game-history/?page=${page}`, { schema: GameHistoryResponseSchema })).data;

/** Round amounts are in the currency's minor unit; entries show with cents. */
export const formatRoundAmount = (round: Pick<GameRound, 'currency'>, minor: number, locale: string) =>
  formatMinorAmount(minor, MINOR_UNITS[round.currency], locale);
