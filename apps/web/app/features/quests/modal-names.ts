/** Modal names of quests (the first four are spec openModal values). */
export const QUEST_MODALS = {
  adventCalendar: 'advent-calendar',
  adventWelcome: 'app-advent-welcome',
  freeplay: 'app-freeplay-modal',
  freeplayWelcome: 'app-freeplay-welcome',
  /** A free-play challenge task was passed (the last one shows the congratulations). */
  taskPassed: 'app-freeplay-task-passed',
} as const;
