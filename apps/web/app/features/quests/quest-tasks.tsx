import { useTranslation } from '../../i18n/react.tsx';
import type { TFunction } from '../../i18n/translator.ts';
import type { QuestTask, QuestTaskPrize } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Icon } from '../../components/shell/icons.tsx';
import { cx } from '../../components/shell/cx.ts';
import { formatAmount } from '../../lib/format/format.ts';
import { amountTexts } from '../../lib/format/amount-texts.ts';
import styles from './quests.module.css';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { PrizeParts } from '../../components/ui/prize-parts.tsx';

/** A task's prize: coins, entries, free spins (only those it has). */
export function TaskPrize({ prize }: { prize: QuestTaskPrize }) {
  return (
    <PrizeParts
      className={styles.prize}
      data-task-prize=""
      coins={prize.coins}
      entries={prize.entries}
      freeSpins={prize.freeSpin?.freeSpinCount}
    />
  );
}

/** What the task asks, in words: "Play 3 spins", "Bet 5,000 Coins", "Win 0.5 Entries", "Make a purchase". */
export function taskText(t: TFunction, task: QuestTask, language: string) {
  const amount = formatAmount(task.goal, language);
  const onGames = task.gameIds.length > 0 || task.sharedGameIds ? 'Games' : '';
  switch (task.kind) {
    case 'spins':
      return t(`quests.task.spins${onGames}`, { count: task.goal, amount });
    case 'purchases':
      return t('quests.task.purchases', { count: task.goal, amount });
    default: {
      const amounts = amountTexts(t, language);
      const prize = task.currency === 'ENTRY' ? amounts.entries(task.goal) : amounts.coins(task.goal);
      return t(`quests.task.${task.kind}${onGames}`, { prize });
    }
  }
}

/** One task: what it asks, a progress bar with the server's numbers, its prize and where to play it. */
export function TaskRow({
  task,
  active = false,
  locked = false,
  onPlay,
}: {
  task: QuestTask;
  active?: boolean;
  locked?: boolean;
  onPlay?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const percent = Math.min(100, Math.floor((task.progress * 100) / task.goal));
  return (
    <li
      className={cx(
        styles.task,
        task.isCompleted && styles.done,
        active && styles.active,
        locked && styles.locked,
      )}
      data-task={task.taskIndex}
      data-completed={task.isCompleted}
    >
      <span className={styles.taskIcon} aria-hidden="true">
        <Icon name={task.isCompleted ? 'check' : locked ? 'lock' : 'star'} size={18} />
      </span>
      <div className={styles.taskBody}>
        <p className={styles.taskText}>{taskText(t, task, i18n.language)}</p>
        <ProgressBar
          className={styles.bar}
          value={task.progress}
          max={task.goal}
          percent={percent}
          label={t('quests.progress')}
        />
        <p className={styles.count} data-task-progress="">
          {formatAmount(task.progress, i18n.language)} / {formatAmount(task.goal, i18n.language)}
        </p>
        <TaskPrize prize={task.prize} />
      </div>
      {!task.isCompleted && !locked && active ? (
        <AppLink to={task.action.details.link} className={styles.play} onClick={onPlay} data-task-play="">
          {task.kind === 'purchases' ? t('quests.buy') : t('quests.play')}
        </AppLink>
      ) : null}
    </li>
  );
}
