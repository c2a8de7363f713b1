import type { InHouseFreeSpins } from '@casino/contracts';
import type { GameKind, RoundOutcome } from '@casino/game-math';
import { http, isHttpError } from '../../lib/http/http-client.ts';

export interface FrameSession {
  game: { id: string; name: string; kind: GameKind; betLevels: number[]; reels: number; rows: number };
  currency: 'COIN' | 'ENTRY';
  /** Amounts are in minor units: this many make one coin or entry. */
  minorUnits: number;
  gameMode: string;
  balance: number;
  /** Live free spins on this game, played instead of a bet. */
  freeSpins: InHouseFreeSpins | null;
}

export interface SpinResult {
  roundId: string;
  outcome: RoundOutcome;
  balance: number;
  /** After a free spin: the free spins left on this game (null once they have run out). */
  freeSpins?: InHouseFreeSpins | null;
}

const sessionPath = (token: string) => `/rest/in-house/session/${encodeURIComponent(token)}/`;

export const fetchSession = (token: string) => http.get<FrameSession>(sessionPath(token));

/** A paid spin (`{ bet }`) or a free one (`{ freeSpinId }`). */
export const postSpin = (token: string, body: { bet: number } | { freeSpinId: string }) =>
  http.post<SpinResult>(`${sessionPath(token)}spin/`, body);

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

/** Tells the page that embeds the frame (same origin) about things only it can handle. */
export function notifyParent(
  message: { type: 'insufficientFunds' } | { type: 'maxBet'; maxBet: number },
): void {
  if (typeof window === 'undefined' || window.parent === window) return;
  window.parent.postMessage({ source: 'casino-game', ...message }, window.location.origin);
}
