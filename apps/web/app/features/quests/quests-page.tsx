import type { Quest, QuestDay } from '@casino/contracts';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import { QUEST_MODALS } from './modal-names.ts';
import { questPeriod } from './period.ts';
import { useQuest } from './quest-store.ts';
import { TaskRow } from './quest-tasks.tsx';
import { EndsIn, QuestConditions, QuestFallback } from './quest-views.tsx';
import styles from './quests.module.css';

/** The quests page: the running quest's day (or week) with its tasks, and the whole run of days. */
export function QuestsPage() {
  const { data, status, retry } = useQuest('main');
  const quest = data?.quest;
  if (!quest) return <QuestFallback data={data} status={status} retry={retry} />;
  return <QuestView quest={quest} days={data.playerData?.days ?? []} />;
}

/**
 * A quest as the player sees it, from the server's shape: the page above, and the back-office's authoring
 * preview with a draft template's data (backoffice/live-operations/quest-preview.tsx).
 */
export function QuestView({ quest, days }: { quest: Quest; days: readonly QuestDay[] }) {
  const { t } = useTranslation();
  const type = quest.questInfo.type;
  const period = `quests.period.${questPeriod(quest.questInfo)}` as const;
  return (
    <section className={styles.page} data-quests-page={type}>
      <header className={styles.pageHead}>
        <span className={styles.kind}>{t(`quests.types.${type}`)}</span>
        <h2 className={styles.pageTitle}>{quest.questInfo.title}</h2>
        <EndsIn end={quest.questInfo.end} />
        {!quest.isAvailable ? <QuestConditions info={quest.questInfo} /> : null}
      </header>
      <h3 className={styles.dayTitle}>
        {t(period, { n: quest.dayInfo.index + 1, total: quest.questInfo.daysCount })}
      </h3>
      <ul className={styles.tasks}>
        {quest.dayInfo.tasks.map((task) => (
          <TaskRow key={task.taskIndex} task={task} active={quest.isAvailable} />
        ))}
      </ul>
      <ol className={styles.runOfDays} aria-label={t('quests.days')}>
        {days.map((day) => (
          <li
            key={day.index}
            className={styles.runDay}
            data-state={day.isCompleted ? 'done' : day.isLocked ? 'locked' : day.isEnded ? 'missed' : 'open'}
          >
            <span>{t(period, { n: day.index + 1, total: days.length })}</span>
            <span>
              {day.tasks.filter((x) => x.isCompleted).length}/{day.tasks.length}
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.more}>
        <Button variant="secondary" onClick={() => openModal(QUEST_MODALS.adventCalendar)}>
          {t('quests.advent.title')}
        </Button>
        <Button variant="secondary" onClick={() => openModal(QUEST_MODALS.freeplay)}>
          {t('quests.freeplay.title')}
        </Button>
      </div>
    </section>
  );
}
