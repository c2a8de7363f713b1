import type { QuestConfig } from '@casino/contracts';
import { questProgress } from '../db/schema/index.ts';
import { defineFeatureModule } from '../engagement/feature-module.ts';
import { questActivityHandler } from './quest-activity.ts';
import { questCalendar } from './quest-calendar.ts';
import { questFeature } from './quest-feature.ts';
import { announceQuestsUnlockedByRank } from './load-quests.ts';
import { makeQuestOccurrences } from './quest-occurrences.ts';
import { questPromotions, questsSoon } from './quest-promotions.ts';
import { announceQuestTransitions } from './quest-transitions.ts';

declare module '../engagement/feature-module.ts' {
  interface FeatureConfigs {
    quest: QuestConfig;
  }
}

export const questModule = defineFeatureModule({
  ...questFeature,
  activity: questActivityHandler,
  // A quest that asks for a rank is announced when the player reaches it.
  rankRose: announceQuestsUnlockedByRank,
  // The spec's quest section of the lobby, after the jackpot games.
  lobbySections: [{ key: 'quest', type: 'quest', after: 'jackpot' }],
  calendar: questCalendar,
  promotions: { position: 130, cards: questPromotions, soon: questsSoon },
  // Every minute: a quest's start, day end and finish are announced within about a minute.
  jobs: [
    // Every minute: the templates' occurrences of the coming week are made (docs/live-operations.md).
    { name: 'quest-occurrences', cron: '* * * * *', run: (deps, now) => makeQuestOccurrences(deps.db, now) },
    { name: 'quest-transitions', cron: '* * * * *', run: announceQuestTransitions },
  ],
  progress: { table: questProgress, latest: questProgress.updatedAt },
});
