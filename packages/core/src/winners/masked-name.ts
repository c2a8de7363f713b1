import type { WinnersFeedDisplay } from '@casino/contracts';

/**
 * The one masking of a player's name on every board (winners feed, prize drops, tournament leaderboards): a
 * player-chosen display name plugs in here. A winner's name as everyone sees it: the first letters of the name (or of the login's local part) and
 * stars; at most three letters, and never more than half of a short name ("Maria" → "Mar***", "Al" → "A***").
 */
export function maskedName(player: { name: string | null; login: string }): string {
  const base = [...(player.name?.trim() || player.login.split('@')[0]?.trim() || '')];
  return `${base.slice(0, Math.min(3, Math.ceil(base.length / 2))).join('')}***`;
}

/**
 * A winner's name where a feature lists its own winners (the prize drops' board): masked, or stars alone for
 * a player who chose to hide their wins (docs/winners-feed.md).
 */
export const listedName = (player: {
  name: string | null;
  login: string;
  display: WinnersFeedDisplay | null;
}): string => (player.display === 'hidden' ? '***' : maskedName(player));
