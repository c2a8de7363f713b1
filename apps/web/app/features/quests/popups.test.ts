// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { guestAppInit, POPUP_SEQUENCER, type QuestData } from '@casino/contracts';
import type { PopupContext, PopupDefinition } from '../../lib/engagement/popups.ts';
import { clearQueryCache, playerKey, tabQueryClient } from '../../lib/query/api-query.ts';
import { questPopups } from './popups.ts';

const advent = questPopups[0] as Extract<PopupDefinition, { isDue: unknown }>;
const ctx = (login: string): PopupContext => ({
  appInit: { ...guestAppInit('Tao'), isGuest: false, login },
  pathname: '/lobby/',
  search: '',
  hash: '',
  elapsedMs: POPUP_SEQUENCER.intervalMs,
});
const isDue = (login: string) => advent.isDue(ctx(login));
const running = { quest: { isAvailable: true, questInfo: { id: 7 } } } as unknown as QuestData;

afterEach(() => {
  clearQueryCache();
  localStorage.clear();
});

describe('quest welcome popups', () => {
  it('offer the welcome of the quest the cache holds for this player, once on a device', () => {
    expect(isDue('ann')).toBe(false);
    tabQueryClient()!.setQueryData(playerKey(['quests', 'advent'], 'ann'), running);
    expect(isDue('bob')).toBe(false);
    expect(isDue('ann')).toBe(true);
    advent.onShown!();
    expect(isDue('ann')).toBe(false);
  });
});
