/** The tiers of a round's win, in bets: the frame's overlay and the winners feed read the same table. */
export type WinTier = 'big' | 'mega' | 'epic';

/** A round's total win at or above this many bets gets its tier (docs/game-math.md, "Win presentation"). */
export const WIN_TIERS: readonly { tier: WinTier; times: number }[] = [
  { tier: 'epic', times: 60 },
  { tier: 'mega', times: 30 },
  { tier: 'big', times: 15 },
];

/** The tier of a win of `win` for a bet of `bet` (same unit); none for a round that bet nothing. */
export const winTier = (win: number, bet: number): WinTier | null =>
  bet > 0 ? (WIN_TIERS.find(({ times }) => win >= times * bet)?.tier ?? null) : null;

/** What a winners feed row is about (docs/winners-feed.md). */
export const WINNER_KINDS = ['bigWin', 'prizeDrop', 'jackpot'] as const;
export type WinnerKind = (typeof WINNER_KINDS)[number];

/** How a player's wins appear in the feed: the masked name ("Ma***"), or not at all. */
export const WINNERS_FEED_DISPLAYS = ['masked', 'hidden'] as const;
export type WinnersFeedDisplay = (typeof WINNERS_FEED_DISPLAYS)[number];

/** Winners the home page shows (newest first). */
export const LAST_WINNERS_COUNT = 12;

/** At most one winners push per brand this often: a busy brand's wins arrive together, not one by one. */
export const WINNERS_PUSH_INTERVAL_MS = 3_000;
