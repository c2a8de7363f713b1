import { POPUP_SEQUENCER, type QuestType } from '@casino/contracts';
import { definePopup, type PopupContext } from '../../lib/engagement/popups.ts';
import { QUEST_MODALS } from './modal-names.ts';
import { cachedQuest, markWelcomed, wasWelcomed } from './quest-store.ts';

/** The running quest of a type as the quests root read it, if its welcome has not been shown here. */
const unwelcomed = (type: QuestType, { appInit }: PopupContext) => {
  const quest = cachedQuest(type, appInit.login)?.quest;
  return quest && quest.isAvailable && !wasWelcomed(quest.questInfo.id) ? quest : null;
};

/** Not in a page's first minute (the arrival prompts come first), never over a game or the cashier. */
const quietPage = ({ appInit, elapsedMs, pathname }: PopupContext) =>
  !appInit.isGuest && elapsedMs >= POPUP_SEQUENCER.intervalMs && !/\/(game|cash)/.test(pathname);

const welcomePopup = (type: QuestType, modal: string) => {
  // The quest found due, marked welcomed once its welcome shows (onShown is told no player).
  let due: number | null = null;
  return definePopup({
    modal,
    isDue: (ctx) => {
      due = quietPage(ctx) ? (unwelcomed(type, ctx)?.questInfo.id ?? null) : null;
      return due !== null;
    },
    onShown: () => {
      if (due !== null) markWelcomed(due);
    },
  });
};

/** The welcomes of a running advent calendar and free-play challenge, once per quest on a device. */
export const questPopups = [
  welcomePopup('advent', QUEST_MODALS.adventWelcome),
  welcomePopup('fp_challenge', QUEST_MODALS.freeplayWelcome),
];
