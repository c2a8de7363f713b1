import { GameRoundReplaySchema, type InHouseFreeSpins } from '@casino/contracts';
import type { GameKind, RoundOutcome, ShotOutcome } from '@casino/game-math';
import { http, isHttpError } from '../../lib/http/http-client.ts';

export interface FrameSession {
  game: {
    id: string;
    name: string;
    kind: GameKind;
    betLevels: number[];
    reels: number;
    rows: number;
    /** The art theme the symbols are drawn in. */
    theme: string;
    /** A slot that sells its feature: the price of a bought round, in bets. */
    featureBuyPrice?: number;
  };
  currency: 'COIN' | 'ENTRY';
  /** Amounts are in minor units: this many make one coin or entry. */
  minorUnits: number;
  gameMode: string;
  balance: number;
  /** Live free spins on this game, played instead of a bet. */
  freeSpins: InHouseFreeSpins | null;
}

/** A fishing game's session: the fish on offer instead of reels (a catch pays one of `multipliers` × the bet). */
export interface FishingSession extends Omit<FrameSession, 'game'> {
  game: {
    id: string;
    name: string;
    kind: 'fishing';
    betLevels: number[];
    fish: { id: string; multipliers: number[] }[];
    /** The art theme of its catalogue game: its music. */
    theme: string;
  };
}

export const isFishingSession = (session: FrameSession | FishingSession): session is FishingSession =>
  session.game.kind === 'fishing';

export interface SpinResult {
  roundId: string;
  outcome: RoundOutcome;
  balance: number;
  /** After a free spin: the free spins left on this game (null once they have run out). */
  freeSpins?: InHouseFreeSpins | null;
}

const sessionPath = (token: string) => `/rest/in-house/session/${encodeURIComponent(token)}/`;

export const fetchSession = (token: string, signal?: AbortSignal) =>
  http.get<FrameSession | FishingSession>(sessionPath(token), { signal });

/** A paid spin (`{ bet }`, a bought feature `{ bet, buyFeature: true }`) or a free one (`{ freeSpinId }`). */
export const postSpin = (token: string, body: { bet: number; buyFeature?: true } | { freeSpinId: string }) =>
  http.post<SpinResult>(`${sessionPath(token)}spin/`, body);

/** One shot of a fishing game at a fish kind: the outcome's single step says whether it caught and what it paid. */
export const postShot = (token: string, body: { bet: number; target: string }) =>
  http.post<ShotResult>(`${sessionPath(token)}spin/`, body);

export interface ShotResult {
  roundId: string;
  outcome: ShotOutcome;
  balance: number;
}

/** The server refused a free spin (ended, expired, unknown): the frame goes back to paid play. */
export const isFreeSpinRefused = (error: unknown) =>
  isHttpError(error) && (error.code?.startsWith('free_spins_') ?? false);

/** The balance a 402 'insufficient_funds' answer carries, or null for any other failure. */
export function insufficientFundsBalance(error: unknown): number | null {
  if (!isHttpError(error) || error.status !== 402) return null;
  const body = error.body as { balance?: unknown } | undefined;
  return typeof body?.balance === 'number' ? body.balance : -1;
}

/** Refusals whose server text says why and what the player can still do, already in their language. */
const REFUSALS_WITH_TEXT: ReadonlySet<string> = new Set([
  'play_limit_reached', // the player's own limits (docs/play-limits.md)
  'session_limit_reached',
  'state_rules', // STATE_RULE_ERROR_CODE: the state or age rules closed Entries play (Coin play stays open)
]);

/** A bet refused by the player's limits or by the state and age rules: the server's text. */
export const spinRefusalText = (error: unknown): string | null =>
  isHttpError(error) && error.status === 403 && error.code !== undefined && REFUSALS_WITH_TEXT.has(error.code)
    ? (error.serverMessage ?? null)
    : null;

/** A session that is unknown (404) or has expired (410): the game must be opened again. */
export const isSessionGone = (error: unknown) =>
  isHttpError(error) && (error.status === 404 || error.status === 410);

/**
 * What a refused round leaves the player with: the balance to show (a 402 carries the real one, else the one
 * before the bet) and why, in the frame's texts; insufficient funds also tells the page (it offers the cashier).
 */
export function roundRefusal(
  error: unknown,
  before: number,
  t: (key: string) => string,
): { balance: number; message: string } {
  const funds = insufficientFundsBalance(error);
  if (funds !== null) {
    notifyParent({ type: 'insufficientFunds' });
    return { balance: funds >= 0 ? funds : before, message: t('inHouseGames.insufficientFunds') };
  }
  // A cooling-off or self-exclusion: the server refuses every bet; say why.
  if (isHttpError(error) && error.code === 'player_on_break')
    return { balance: before, message: t('inHouseGames.onBreak') };
  return {
    balance: before,
    message:
      spinRefusalText(error) ??
      t(isSessionGone(error) ? 'inHouseGames.sessionGone' : 'inHouseGames.spinFailed'),
  };
}

/** Tells the page that embeds the frame (same origin) about things only it can handle. */
export function notifyParent(
  message:
    | { type: 'insufficientFunds' }
    | { type: 'maxBet'; maxBet: number }
    // A round was sent and its presentation is over (or it was refused): the header holds its balance in between.
    | { type: 'roundStarted' }
    | { type: 'roundPresented' },
): void {
  if (typeof window === 'undefined' || window.parent === window) return;
  window.parent.postMessage({ source: 'casino-game', ...message }, window.location.origin);
}

/** One of the player's own past rounds, with the steps it was played in and its game's theme (the replay). */
export const fetchRound = async (roundId: string, signal?: AbortSignal) => {
  const { round, theme } = await http.get(`/rest/player/game-history/${encodeURIComponent(roundId)}/`, {
    schema: GameRoundReplaySchema,
    signal,
  });
  return { round, theme };
};
