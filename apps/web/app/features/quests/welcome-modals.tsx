import { useTranslation } from '../../i18n/react.tsx';
import type { QuestType } from '@casino/contracts';
import { Icon } from '../../components/shell/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { QUEST_MODALS } from './modal-names.ts';
import { markWelcomed, useQuest } from './quest-store.ts';
import { TaskPrize } from './quest-tasks.tsx';
import styles from './quests.module.css';

function Welcome({ type, next, close }: { type: 'advent' | 'freeplay'; next: string; close: () => void }) {
  const { t } = useTranslation();
  const questType: QuestType = type === 'advent' ? 'advent' : 'fp_challenge';
  const { data } = useQuest(questType);
  const quest = data?.quest;
  const firstTask = quest?.dayInfo.tasks[0];
  const start = () => {
    if (quest) markWelcomed(quest.questInfo.id);
    close();
    openModal(next);
  };
  return (
    <ModalFrame title={t(`quests.${type}.welcomeTitle`)} size="sm">
      <div className={styles.welcome} data-quest-welcome={type}>
        <span className={styles.emblem} aria-hidden="true">
          <Icon name={type === 'advent' ? 'gift' : 'trophy'} size={40} strokeWidth={1.6} />
        </span>
        <p className={styles.lead}>{t(`quests.${type}.welcomeLead`)}</p>
        <ol className={styles.steps}>
          <li>{t(`quests.${type}.step1`)}</li>
          <li>{t(`quests.${type}.step2`)}</li>
          <li>{t(`quests.${type}.step3`)}</li>
        </ol>
        {firstTask ? (
          <p className={styles.firstPrize}>
            {t('quests.firstPrize')} <TaskPrize prize={firstTask.prize} />
          </p>
        ) : null}
        <Button block onClick={start} data-quest-start="">
          {t(`quests.${type}.start`)}
        </Button>
      </div>
    </ModalFrame>
  );
}

/** `app-advent-welcome`: what the advent calendar is, then the calendar. */
export function AdventWelcomeModal({ close }: ModalComponentProps) {
  return <Welcome type="advent" next={QUEST_MODALS.adventCalendar} close={close} />;
}

/** `app-freeplay-welcome`: what the free-play challenge is, then the challenge. */
export function FreeplayWelcomeModal({ close }: ModalComponentProps) {
  return <Welcome type="freeplay" next={QUEST_MODALS.freeplay} close={close} />;
}
