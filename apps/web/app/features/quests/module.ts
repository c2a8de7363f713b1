import { lazy } from 'react';
import { forPlayers, lazyExport, type FeatureModule } from '../../lib/feature-module.ts';
import { QUEST_MODALS } from './modal-names.ts';
import { loadQuestModals, questModals } from './modals.ts';

const QuestCard = lazyExport(() => import('./promotion-card.tsx'), 'QuestCard');

export const questsModule: FeatureModule = {
  slug: 'quests',
  modals: questModals,
  // Task events and welcomes.
  roots: [forPlayers(lazyExport(loadQuestModals, 'QuestsRoot'))],
  popups: async () => (await import('./popups.ts')).questPopups,
  promotionCards: { quest: QuestCard, fpChallenge: QuestCard },
  rewardsHub: {
    quest: { icon: 'check', modals: [QUEST_MODALS.freeplay, QUEST_MODALS.adventCalendar], byPlay: true },
  },
  // The free-play challenge's banner opens its dialog: shown while quests run for the player.
  bannerFeatures: { fpChallenge: 'quest' },
  waysToWin: [{ name: 'quests', feature: 'quest', to: '/quests/', icon: 'sparkle', position: 30 }],
  authoringPreviews: { quest: lazy(() => import('./quest-preview.tsx')) },
};
