import type { RankConfig, RankLeagueConfig, RankView, RewardAmount, Schedule } from '@casino/contracts';
import { occurrenceAt } from '../schedule/schedule.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Cashback periods count from a Monday, so a 7-day period is a week from Monday 00:00 UTC. */
const PERIOD_EPOCH_MS = Date.UTC(1970, 0, 5);
/** A Monday of the epoch's grid near today: the rule is walked from its start, so it starts late, not in 1970. */
const RECENT_MS = Date.UTC(2020, 0, 6);

/** Points a round's bet earns: whole coins × pointsPerCoin, or entries (hundredths) × pointsPerEntry / 100, floored. */
export function pointsForBet(
  config: Pick<RankLeagueConfig, 'pointsPerCoin' | 'pointsPerEntry'>,
  currency: 'COIN' | 'ENTRY',
  bet: number,
): number {
  if (bet <= 0) return 0;
  return currency === 'COIN' ? bet * config.pointsPerCoin : Math.floor((bet * config.pointsPerEntry) / 100);
}

/** The rank (1-based) a player with `points` holds: the last whose threshold is reached. */
export function rankAt(ranks: readonly RankConfig[], points: number): number {
  let rank = 1;
  ranks.forEach((r, i) => {
    if (points >= r.points) rank = i + 1;
  });
  return rank;
}

export function rankViews(ranks: readonly RankConfig[], points: number): RankView[] {
  return ranks.map((r, i) => ({
    rank: i + 1,
    name: r.name,
    points: r.points,
    reward: r.reward,
    cashbackPercent: r.cashbackPercent,
    maxCashback: r.maxCashback,
    vipBundle: r.vipBundle,
    isReached: points >= r.points,
  }));
}

/** The progress from the current rank's threshold to the next one's, 0–100, floored to a whole percent. */
export function progressPercent(ranks: readonly RankConfig[], points: number): number {
  const rank = rankAt(ranks, points);
  const next = ranks[rank];
  if (!next) return 100;
  const from = ranks[rank - 1]!.points;
  return Math.min(100, Math.floor(((points - from) * 100) / (next.points - from)));
}

export interface CashbackPeriod {
  /** The start's UTC date (`2026-11-23`). */
  key: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The default periods as a schedule: `periodDays` days in UTC on the grid counted from Monday 1970-01-05
 * 00:00 (7: a week from Monday), started from the grid's last start by 2020-01-06.
 */
export function defaultCashbackSchedule(periodDays: number): Schedule {
  const length = periodDays * DAY_MS;
  const start = new Date(PERIOD_EPOCH_MS + Math.floor((RECENT_MS - PERIOD_EPOCH_MS) / length) * length);
  return {
    start: start.toISOString().slice(0, 16),
    timeZone: 'UTC',
    rrule: `FREQ=DAILY;INTERVAL=${periodDays}`,
    duration: `P${periodDays}D`,
    until: null,
  };
}

/**
 * The cashback period that contains `at`: the brand's `cashback.schedule` occurrence (schedule.ts), else the
 * default grid's (also where a brand's schedule has no occurrence running).
 */
export function cashbackPeriodAt(
  cashback: Pick<RankLeagueConfig['cashback'], 'periodDays' | 'schedule'>,
  at: Date,
): CashbackPeriod {
  const occurrence =
    (cashback.schedule && occurrenceAt(cashback.schedule, at)) ??
    occurrenceAt(defaultCashbackSchedule(cashback.periodDays), at)!;
  return { key: occurrence.key.slice(0, 10), startsAt: occurrence.startsAt, endsAt: occurrence.endsAt };
}

export interface PeriodPlay {
  coinBet: number;
  coinWin: number;
  /** Hundredths. */
  entryBet: number;
  entryWin: number;
}

/**
 * A period's cashback: `cashbackPercent` of the net loss of each currency (bets minus wins, never below
 * 0), floored to whole coins and to hundredths of an entry, capped by the rank's `maxCashback`.
 * Answers coins and entry hundredths.
 */
export function cashbackFor(
  rank: Pick<RankConfig, 'cashbackPercent' | 'maxCashback'>,
  play: PeriodPlay,
): { coins: number; entryCents: number } {
  const share = (loss: number) => Math.floor((Math.max(0, loss) * rank.cashbackPercent) / 100);
  return {
    coins: Math.min(share(play.coinBet - play.coinWin), rank.maxCashback.coins),
    entryCents: Math.min(share(play.entryBet - play.entryWin), Math.round(rank.maxCashback.entries * 100)),
  };
}

export const toReward = (amount: { coins: number; entryCents: number }): RewardAmount => ({
  coins: amount.coins,
  entries: amount.entryCents / 100,
});
