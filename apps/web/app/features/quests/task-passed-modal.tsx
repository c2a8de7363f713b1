import { useTranslation } from '../../i18n/react.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { QUEST_MODALS } from './modal-names.ts';
import { useQuest } from './quest-store.ts';
import { TaskPrize } from './quest-tasks.tsx';
import styles from './quests.module.css';

/**
 * After a free-play challenge task completes (the `taskCompleted` event): "task passed" with its prize and
 * the way on to the next task, or — for the challenge's last task — the congratulations.
 */
export default function TaskPassedModal({
  taskIndex = 0,
  isLast = false,
  close,
}: ModalComponentProps<{ taskIndex?: number; isLast?: boolean }>) {
  const { t } = useTranslation();
  const { data } = useQuest('fp_challenge');
  const task = data?.quest?.dayInfo.tasks.find((x) => x.taskIndex === taskIndex);
  return (
    <ModalFrame title={isLast ? t('quests.passed.congratsTitle') : t('quests.passed.title')} size="sm">
      <div className={styles.welcome} data-task-passed={isLast ? 'last' : taskIndex}>
        <span className={styles.emblem} aria-hidden="true">
          <Icon name={isLast ? 'trophy' : 'check'} size={40} strokeWidth={1.6} />
        </span>
        <p className={styles.lead}>
          {isLast ? t('quests.passed.congratsLead') : t('quests.passed.lead', { task: taskIndex + 1 })}
        </p>
        {task ? (
          <p className={styles.firstPrize}>
            {t('quests.passed.won')} <TaskPrize prize={task.prize} />
          </p>
        ) : null}
        <Button
          block
          onClick={() => {
            close();
            if (!isLast) openModal(QUEST_MODALS.freeplay);
          }}
        >
          {isLast ? t('quests.passed.done') : t('quests.passed.next')}
        </Button>
      </div>
    </ModalFrame>
  );
}
