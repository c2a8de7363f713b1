import type { RankLeagueConfig } from '@casino/contracts';
import { rankLeagueProgress } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { runCashbackJob } from './cashback.ts';
import { loadPlayerRank } from './player-rank.ts';
import { rankLeagueActivity } from './rank-league-activity.ts';
import { rankLeagueFeature } from './rank-league-feature.ts';
import { rankLeaguePromotions } from './rank-league-promotions.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    rankLeague: RankLeagueConfig;
  }
}

export const rankLeagueModule = defineFeatureModule({
  ...rankLeagueFeature,
  activity: rankLeagueActivity,
  // The rank other features read (a race's audience, a quest's required rank) without naming the league.
  playerRank: loadPlayerRank,
  profileFlags: ({ live }) => ({ rankLeague: { enabled: live } }),
  // Rank and progress, the next rank's reward, the cashback (while the league runs).
  promotions: { position: 120, cards: async (ctx) => (ctx.state ? rankLeaguePromotions(ctx) : []) },
  // Every five minutes: a period's cashback is calculated within minutes of its end (and at once after a
  // move of the clock), and uncollected ones expire (idempotent: docs/engagement.md, Rank league).
  jobs: [{ name: 'rank-league-cashback', cron: '*/5 * * * *', run: runCashbackJob }],
  playerNotice: (message) =>
    message.type === 'cashback' && message.action === 'rankLeagueCashbackPaid'
      ? { notice: 'cashbackPaidLate', path: '/account/history/' }
      : null,
  progress: { table: rankLeagueProgress, latest: rankLeagueProgress.updatedAt },
});
