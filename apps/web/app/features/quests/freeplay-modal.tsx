import { useTranslation } from '../../i18n/react.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useQuest } from './quest-store.ts';
import { TaskRow } from './quest-tasks.tsx';
import { EndsIn, QuestConditions, QuestFallback } from './quest-views.tsx';
import styles from './quests.module.css';

/**
 * `app-freeplay-modal`: the free-play challenge as a path — the active task (the first not completed)
 * with its Play button, the passed ones ticked, the later ones locked until their turn.
 */
export default function FreeplayModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { data, status, retry } = useQuest('fp_challenge');
  const quest = data?.quest;
  return (
    <ModalFrame title={t('quests.freeplay.title')} size="md">
      <div className={styles.view} data-freeplay="">
        {quest ? (
          <>
            <p className={styles.lead}>{t('quests.freeplay.lead')}</p>
            <EndsIn end={quest.questInfo.end} />
            {!quest.isAvailable ? <QuestConditions info={quest.questInfo} /> : null}
            {quest.dayInfo.isCompleted ? (
              <p className={styles.success} data-freeplay-complete="">
                {t('quests.freeplay.complete')}
              </p>
            ) : null}
            <ol className={styles.path}>
              {quest.dayInfo.tasks.map((task) => (
                <TaskRow
                  key={task.taskIndex}
                  task={task}
                  active={quest.isAvailable && task.taskIndex === quest.activeTaskIndex && !task.isCompleted}
                  locked={!quest.isAvailable || (!task.isCompleted && task.taskIndex > quest.activeTaskIndex)}
                  onPlay={close}
                />
              ))}
            </ol>
          </>
        ) : (
          <QuestFallback data={data} status={status} retry={retry} />
        )}
      </div>
    </ModalFrame>
  );
}
