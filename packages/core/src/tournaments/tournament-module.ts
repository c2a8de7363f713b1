import type { TournamentConfig } from '@casino/contracts';
import { tournamentPlayers } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { finishTournaments } from './finish-tournaments.ts';
import { tournamentCalendar } from './tournament-calendar.ts';
import { nextTournamentSoon, runningTournamentCards } from './get-tournament.ts';
import { runningTournamentsOnHome } from './home-races.ts';
import { tournamentRoundHandler } from './score-tournament-round.ts';
import { tournamentSubscriptions } from './subscribe-tournament.ts';
import { tournamentFeature } from './tournament-feature.ts';
import { makeTournamentOccurrences, startTournaments } from './tournament-occurrences.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    tournament: TournamentConfig;
  }
}

export const tournamentModule = defineFeatureModule({
  ...tournamentFeature,
  // Rounds in a running tournament's games score for its subscribed players.
  activity: tournamentRoundHandler,
  // The races the player joined (the profile's TournamentsSubscriptions).
  profileFields: async (ctx) => ({ TournamentsSubscriptions: await tournamentSubscriptions(ctx.db, ctx) }),
  // Each running race on the home, by name with its prize pool (instead of one entry for the feature).
  homePromotions: ({ db, brand, now }) => runningTournamentsOnHome(db, brand, now),
  calendar: tournamentCalendar,
  // A card per running tournament (spec §6: only with an active tournament).
  promotions: {
    position: 60,
    cards: async (ctx) =>
      (await runningTournamentCards(ctx.db, ctx)).map((card) => ({
        ...ctx.base,
        type: 'tournament' as const,
        promoOfferPreset: null,
        needDeposits: false,
        ...card,
      })),
    soon: (ctx) => nextTournamentSoon(ctx.db, ctx),
  },
  jobs: [
    {
      // Every minute: the templates' occurrences of the coming week are made, and a tournament whose start has
      // come is announced, each once across processes (docs/live-operations.md).
      name: 'tournament-occurrences',
      cron: '* * * * *',
      async run(deps, now) {
        const made = await makeTournamentOccurrences(deps.db, now);
        return { made, started: await startTournaments(deps, now) };
      },
    },
    {
      // Every minute: a tournament is paid within about a minute of its end (at once after a move of the
      // clock), once across processes: a repeated run finds it finished and its claims taken. Rounds played
      // before the end are scored first (docs/engagement.md).
      name: 'tournament-ends',
      cron: '* * * * *',
      async run(deps, now) {
        await deps.activity.drain();
        return finishTournaments(deps, now);
      },
    },
  ],
  playerNotice: (message) =>
    message.type === 'feature' && message.action === 'claimed' && message.data.key === 'tournament'
      ? { notice: 'tournamentEnded', path: '/tournaments/' }
      : null,
  progress: { table: tournamentPlayers, latest: tournamentPlayers.subscribedAt },
});
