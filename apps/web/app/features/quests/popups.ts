import { POPUP_SEQUENCER, type QuestType } from '@casino/contracts';
import { definePopup, type PopupContext } from '../../lib/engagement/popups.ts';
import { QUEST_MODALS } from './modal-names.ts';
import { markWelcomed, useQuestStore, wasWelcomed } from './quest-store.ts';

/** The running quest of a type as the quests root fetched it, if its welcome has not been shown here. */
const unwelcomed = (type: QuestType) => {
  const quest = useQuestStore.getState().data[type]?.quest;
  return quest && quest.isAvailable && !wasWelcomed(quest.questInfo.id) ? quest : null;
};

/** Not in a page's first minute (the arrival prompts come first), never over a game or the cashier. */
const quietPage = ({ appInit, elapsedMs, pathname }: PopupContext) =>
  !appInit.isGuest && elapsedMs >= POPUP_SEQUENCER.intervalMs && !/\/(game|cash)/.test(pathname);

const welcomePopup = (type: QuestType, modal: string) =>
  definePopup({
    modal,
    isDue: (ctx) => quietPage(ctx) && unwelcomed(type) !== null,
    onShown: () => {
      const quest = unwelcomed(type);
      if (quest) markWelcomed(quest.questInfo.id);
    },
  });

/** The welcomes of a running advent calendar and free-play challenge, once per quest on a device. */
export const questPopups = [
  welcomePopup('advent', QUEST_MODALS.adventWelcome),
  welcomePopup('fp_challenge', QUEST_MODALS.freeplayWelcome),
];
