import { useEffect } from 'react';
import type { PushData } from '@casino/contracts';
import { useFeatureState } from '../../lib/engagement/use-engagement.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { usePush, useRefreshOn } from '../../lib/realtime/use-push.ts';
import { QUEST_MODALS } from './modal-names.ts';
import { refreshQuestsSoon, useQuest } from './quest-store.ts';

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
  const active = useFeatureState('quest')?.isActive === true;
  // The advent calendar's and the challenge's state, for their welcome popups and the task events.
  useQuest('advent', active);
  useQuest('fp_challenge', active);
  usePush('quest', 'taskCompleted', (data: PushData<'quest', 'taskCompleted'>) => {
    refreshQuestsSoon();
    if (data.questType === 'fp_challenge')
      openModal(QUEST_MODALS.taskPassed, { taskIndex: data.taskIndex, isLast: data.isLast });
  });
  useRefreshOn(
    { quest: ['taskProgress', 'started', 'finished', 'dayFinished', 'availableByRankLeague'] },
    refresh,
  );
  useEffect(() => {
    window.addEventListener(QUEST_POINTS_EVENT, refresh);
    return () => window.removeEventListener(QUEST_POINTS_EVENT, refresh);
  }, []);
  return null;
}
