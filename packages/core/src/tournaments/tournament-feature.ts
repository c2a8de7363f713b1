import { TournamentConfigSchema, type TournamentConfig } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/**
 * Tournaments (races) as a feature of the engine: the brand's row turns them on (its schedule bounds when
 * any tournament of the brand shows and scores); each tournament is a row of `tournaments` and its prizes are
 * claims with the occasion `tournament:{id}`.
 */
export const tournamentFeature: FeatureDefinition<TournamentConfig, 'tournament'> = {
  key: 'tournament',
  configSchema: TournamentConfigSchema,
  defaults: { priority: 40, schedule: ALWAYS_DAILY, config: { leaderboardTop: 10 } },
  byOccasion: true,
};
