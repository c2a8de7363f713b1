import { GameHistoryResponseSchema, MINOR_UNITS, VERIFIER_PATHS, type GameRound } from '@casino/contracts';
import { DEFAULT_LOCALE, isLocale } from '@casino/contracts/values';
import { localizePath } from '../../i18n/locale.ts';
import { http } from '../../lib/http/http-client.ts';
import { formatMinorAmount } from '../../lib/format/format.ts';

export const fetchGameHistory = async (page: number) =>
  (await http.get(`/rest/player/game-history/?page=${page}`, { schema: GameHistoryResponseSchema })).data;

/** Round amounts are in the currency's minor unit; entries show with cents. */
export const formatRoundAmount = (round: Pick<GameRound, 'currency'>, minor: number, locale: string) =>
  formatMinorAmount(minor, MINOR_UNITS[round.currency], locale);

/**
 * Where a round can be replayed: the game frame in replay mode, for rounds of our own games that kept their
 * steps (`outcome.gameId` is the engine); null for any other round.
 */
export function replayPath(round: Pick<GameRound, 'id' | 'outcome'>, language: string): string | null {
  const outcome = round.outcome as { gameId?: unknown; steps?: unknown } | null;
  if (typeof outcome?.gameId !== 'string' || !Array.isArray(outcome.steps)) return null;
  const path = `/game-frame/${encodeURIComponent(outcome.gameId)}/?replay=${encodeURIComponent(round.id)}`;
  return localizePath(path, isLocale(language) ? language : DEFAULT_LOCALE);
}

/**
 * Where a provably fair round is recomputed (docs/provably-fair.md): the verifier filled in with its seeds,
 * nonce and play (a path AppLink localizes); null while its server seed is not revealed, or for a round without seeds.
 */
export function verifierPath(round: Pick<GameRound, 'win' | 'outcome' | 'fairness'>) {
  const outcome = round.outcome as {
    gameId?: unknown;
    bet?: unknown;
    price?: unknown;
    steps?: Array<{ target?: unknown }>;
  } | null;
  if (!round.fairness?.serverSeed || typeof outcome?.gameId !== 'string') return null;
  const { serverSeed, clientSeed, nonce } = round.fairness;
  const query = new URLSearchParams({
    engine: outcome.gameId,
    serverSeed,
    clientSeed,
    nonce: String(nonce),
    bet: String(outcome.bet),
    win: String(round.win),
  });
  if (outcome.price !== undefined) query.set('buy', '1');
  const target = outcome.steps?.[0]?.target;
  if (typeof target === 'string') query.set('target', target);
  return `${VERIFIER_PATHS.page}?${query}`; // AppLink puts it under the reader's language
}
