import { useMemo } from 'react';
import type {
  Locale,
  Quest,
  QuestDay,
  QuestDayDefinition,
  QuestPreviewDraft,
  QuestPromotionData,
  QuestTask,
} from '@casino/contracts';
import { previewPromotion } from '../../components/promotion-card/promotion-card.tsx';
import { serverNow } from '../../lib/server-clock.ts';
import { QuestCard } from './promotion-card.tsx';
import { QuestView } from './quests-page.tsx';

const HOUR_MS = 3_600_000;

/** A draft's tasks in the server's shape (`QuestTask`), none played yet, the day's window from `start`. */
function tasksOf(day: QuestDayDefinition, startsAt: Date, endsAt: Date): QuestTask[] {
  return day.tasks.map((task, taskIndex) => ({
    taskIndex,
    kind: task.kind,
    currency: task.currency,
    isCompleted: false,
    progress: 0,
    goal: task.goal,
    executionTimeData: { startedAt: startsAt.toISOString(), finishedAt: endsAt.toISOString() },
    // The preview has the slugs, not the catalogue's numbers: what the texts read is whether games are named.
    gameIds: task.games.map((_, i) => i + 1),
    sharedGameIds: task.sharedGameSet,
    action: {
      type: task.games.length === 1 ? 'game' : 'gamesList',
      details: { slug: task.games.length === 1 ? task.games[0]! : null, link: '/lobby/' },
    },
    prize: { coins: task.prize.coins, entries: task.prize.entries, freeSpin: null },
  }));
}

/**
 * A quest template's draft as a player sees its first occurrence on its first day (issue #32): the promotions
 * card and the quests page, the player site's own components (`QuestCard`, `QuestView`) fed with the draft in
 * the server's shapes. Loaded lazily by the back-office's quest template form (its route passes it in).
 */
export default function QuestPreview({ draft, locale }: { draft: QuestPreviewDraft; locale: Locale }) {
  const start = useMemo(() => new Date(serverNow()), []);
  const dayMs = draft.dayHours * HOUR_MS;
  const end = new Date(start.getTime() + draft.days.length * dayMs);
  const days: QuestDay[] = draft.days.map((day, index) => {
    const startsAt = new Date(start.getTime() + index * dayMs);
    const endsAt = new Date(startsAt.getTime() + dayMs);
    return {
      index,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      isCompleted: false,
      isEnded: false,
      isLocked: index > 0,
      tasks: tasksOf(day, startsAt, endsAt),
    };
  });
  const title = draft.title[locale];
  const quest: Quest = {
    questInfo: {
      id: 1,
      type: draft.type,
      title,
      start: start.toISOString(),
      end: end.toISOString(),
      daysCount: draft.days.length,
      isAvailableForCompletedProfile: false,
      isAvailableForConfirmedPhone: false,
      requiredRank: null,
    },
    dayInfo: { index: 0, isCompleted: false, tasks: days[0]?.tasks ?? [] },
    isAvailable: true,
    activeTaskIndex: 0,
    sharedGameSets: {},
  };
  const card: QuestPromotionData = {
    questId: 1,
    questType: draft.type,
    title,
    end: quest.questInfo.end,
    tasksCompleted: 0,
    tasksCount: days.reduce((sum, day) => sum + day.tasks.length, 0),
  };
  return (
    <>
      {title === '' ? (
        <p role="note" data-preview-missing={locale}>
          No {locale === 'es' ? 'Spanish' : 'English'} title yet: publishing needs it.
        </p>
      ) : null}
      <QuestCard
        promotion={previewPromotion(draft.type === 'fp_challenge' ? 'fpChallenge' : 'quest', card)}
        refresh={() => undefined}
      />
      <QuestView quest={quest} days={days} />
    </>
  );
}
