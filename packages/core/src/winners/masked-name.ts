import type { WinnersFeedDisplay } from '@casino/contracts';
import { players } from '../db/schema/index.ts';

/** How a board names a player: the columns every board selects for `maskedName` and `boardName`. */
export interface NamedPlayer {
  displayName?: string | null;
  name: string | null;
  login: string;
}

/** The columns of `NamedPlayer`, for a board's select. */
export const namedPlayerColumns = {
  displayName: players.displayName,
  name: players.name,
  login: players.login,
};

/**
 * The one masking of a player's name on every board (winners feed, prize drops, tournament leaderboards): the
 * first letters of the display name the player chose (else the first name, else the login's local part) and
 * stars; at most three letters, and never more than half of a short name ("Maria" → "Mar***", "Al" → "A***").
 */
export function maskedName(player: NamedPlayer): string {
  const base = [
    ...(player.displayName?.trim() || player.name?.trim() || player.login.split('@')[0]?.trim() || ''),
  ];
  return `${base.slice(0, Math.min(3, Math.ceil(base.length / 2))).join('')}***`;
}

/** A board row's name: masked for everyone, the player's own display name in full on their own row. */
export const boardName = (player: NamedPlayer, isMe: boolean): string =>
  isMe && player.displayName ? player.displayName : maskedName(player);

/**
 * A winner's name where a feature lists its own winners (the prize drops' board): masked, or stars alone for
 * a player who chose to hide their wins (docs/winners-feed.md).
 */
export const listedName = (player: NamedPlayer & { display: WinnersFeedDisplay | null }): string =>
  player.display === 'hidden' ? '***' : maskedName(player);
