import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { QuestDay } from '@casino/contracts';
import { cx } from '../../components/shell/cx.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useQuest } from './quest-store.ts';
import { TaskRow } from './quest-tasks.tsx';
import { EndsIn, QuestFallback } from './quest-views.tsx';
import styles from './quests.module.css';

const dayState = (day: QuestDay) =>
  day.isCompleted ? 'done' : day.isLocked ? 'locked' : day.isEnded ? 'missed' : 'open';

/**
 * `advent-calendar`: a door per day (done, today, missed, locked), and the chosen day's tasks — today's
 * by default. Only today's tasks count play; a passed day shows what it asked and paid.
 */
export default function AdventCalendarModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { data, status, retry } = useQuest('advent');
  const quest = data?.quest;
  const days = data?.playerData?.days ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const today = quest?.dayInfo.index ?? 0;
  const shown = days[chosen ?? today];
  return (
    <ModalFrame title={t('quests.advent.title')} size="lg">
      <div className={styles.view} data-advent="">
        {quest && shown ? (
          <>
            <p className={styles.lead}>{t('quests.advent.lead')}</p>
            <EndsIn end={quest.questInfo.end} />
            <ol className={styles.calendar} aria-label={t('quests.advent.days')}>
              {days.map((day) => {
                const state = dayState(day);
                return (
                  <li key={day.index}>
                    <button
                      type="button"
                      className={cx(
                        styles.door,
                        styles[state],
                        day.index === today && styles.today,
                        day.index === shown.index && styles.chosen,
                      )}
                      disabled={day.isLocked}
                      aria-pressed={day.index === shown.index}
                      aria-label={t(`quests.advent.door.${state}`, { day: day.index + 1 })}
                      data-day={day.index}
                      data-state={state}
                      onClick={() => setChosen(day.index)}
                    >
                      <span className={styles.doorNumber}>{day.index + 1}</span>
                      {state === 'done' ? <Icon name="check" size={14} /> : null}
                      {state === 'locked' ? <Icon name="lock" size={14} /> : null}
                    </button>
                  </li>
                );
              })}
            </ol>
            <h3 className={styles.dayTitle}>
              {shown.index === today
                ? t('quests.advent.today', { day: shown.index + 1 })
                : t('quests.advent.day', { day: shown.index + 1 })}
            </h3>
            {shown.isEnded && !shown.isCompleted ? (
              <p className={styles.notice}>{t('quests.advent.missed')}</p>
            ) : null}
            <ul className={styles.tasks}>
              {shown.tasks.map((task) => (
                <TaskRow
                  key={task.taskIndex}
                  task={task}
                  active={shown.index === today && !shown.isEnded && quest.isAvailable}
                  locked={shown.isLocked}
                  onPlay={close}
                />
              ))}
            </ul>
          </>
        ) : (
          <QuestFallback data={data} status={status} retry={retry} />
        )}
      </div>
    </ModalFrame>
  );
}
