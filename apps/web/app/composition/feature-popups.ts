// The features' automatic popups, offered by the popup sequencer: loaded with the engagement root
// (engagement.tsx), since nothing needs them before its first run, a second after the page starts.
import { dailyLoginPopups } from '../features/daily-login/popups.ts';
import { promotionsPopups } from '../features/promotions/popups.ts';
import { prizeDropsPopups } from '../features/prize-drops/popups.ts';
import { questPopups } from '../features/quests/popups.ts';
import { definePopup, type PopupDefinition } from '../lib/engagement/popups.ts';

/**
 * Feature popups in any order (the sequencer orders them by `featuresPriority`), then the others in this
 * order. The daily wheel and chests are the daily-wheel feature's modals, named here until it lists its
 * own popups (a popup whose modal is not registered is passed over).
 */
export const FEATURE_POPUPS: readonly PopupDefinition[] = [
  ...dailyLoginPopups,
  definePopup({ feature: 'dailyWheel', modal: 'daily-wheel' }),
  definePopup({ feature: 'dailyChests', modal: 'daily-chests' }),
  ...promotionsPopups,
  ...prizeDropsPopups,
  ...questPopups,
];
