import { QuestConfigSchema, type QuestConfig } from '@casino/contracts';
import { ALWAYS_DAILY, type FeatureDefinition } from '../engagement/feature-definition.ts';

/**
 * Quests as a feature of the engine (key `quest`): the switch and the schedule of every quest of a brand.
 * The quests themselves are dated rows of `quests` (docs/engagement.md "Quests").
 */
export const questFeature: FeatureDefinition<QuestConfig, 'quest'> = {
  key: 'quest',
  configSchema: QuestConfigSchema,
  byOccasion: true,
  defaults: { priority: 40, schedule: ALWAYS_DAILY, config: { announceHours: 24 * 14 } },
};
