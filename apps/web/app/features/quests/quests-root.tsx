import { useEffect } from 'react';
import type { PushData } from '@casino/contracts';
import { useFeatureState } from '../../lib/engagement/use-engagement.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { usePush, useRealtimeReconnected } from '../../lib/realtime/use-push.ts';
import { QUEST_MODALS } from './modal-names.ts';
import { refreshQuestsSoon, useQuestStore } from './quest-store.ts';
import { useRootData } from '../../lib/root-data.ts';

/** The browser event the shell receives when a game reports quest points (shell §4): the quests refresh. */
export const QUEST_POINTS_EVENT = 'questPoints';

/**
 * Always mounted (a lazy root): follows the task events of quests (shell §4). `taskCompleted` marks the task
 * and refreshes after 1 s; in a free-play challenge the last task opens the congratulations and the others
 * the task-passed popup. `taskProgress`, `started`, `finished`, `dayFinished` and `availableByRankLeague`
 * refresh after 1 s; so does the `questPoints` browser event.
 */
export function QuestsRoot() {
  const refresh = () => refreshQuestsSoon();
  const { appInit, brand } = useRootData();
  const owner = appInit.isGuest ? null : (appInit.login ?? '');
  const active = useFeatureState('quest')?.isActive === true;
  // The advent calendar's and the challenge's state, for their welcome popups and the task events.
  useEffect(() => {
    if (owner === null || !active) return;
    const { refresh: load } = useQuestStore.getState();
    void load(owner, 'advent', brand.capabilities.questOptimization);
    void load(owner, 'fp_challenge', brand.capabilities.questOptimization);
  }, [owner, active, brand.capabilities.questOptimization]);
  usePush('quest', 'taskCompleted', (data: PushData<'quest', 'taskCompleted'>) => {
    refreshQuestsSoon();
    if (data.questType === 'fp_challenge')
      openModal(QUEST_MODALS.taskPassed, { taskIndex: data.taskIndex, isLast: data.isLast });
  });
  usePush('quest', 'taskProgress', refresh);
  usePush('quest', 'started', refresh);
  usePush('quest', 'finished', refresh);
  usePush('quest', 'dayFinished', refresh);
  usePush('quest', 'availableByRankLeague', refresh);
  useRealtimeReconnected(refresh);
  useEffect(() => {
    window.addEventListener(QUEST_POINTS_EVENT, refresh);
    return () => window.removeEventListener(QUEST_POINTS_EVENT, refresh);
  }, []);
  return null;
}
