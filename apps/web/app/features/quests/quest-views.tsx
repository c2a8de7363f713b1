import { useTranslation } from '../../i18n/react.tsx';
import type { QuestData, QuestInfo } from '@casino/contracts';
import { LoadFailed } from '../../components/ui/load-failed.tsx';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import styles from './quests.module.css';
import { Loading } from '../../components/ui/loading.tsx';

/** Loading, error, or nothing running (with the next quest's start when one is announced). */
export function QuestFallback({
  data,
  status,
  retry,
}: {
  data: QuestData | null;
  status: 'loading' | 'ready' | 'error';
  retry: () => void;
}) {
  const { t } = useTranslation();
  const startsIn = useServerCountdown(data?.futureQuest?.questInfo.start ?? null);
  if (status === 'error')
    return (
      <LoadFailed className={styles.state} retry={t('quests.retry')} onRetry={retry} alert={false}>
        {t('quests.error')}
      </LoadFailed>
    );
  if (!data) return <Loading className={styles.state}>{t('quests.loading')}</Loading>;
  return (
    <div className={styles.state} data-quest-none="">
      <p>{t('quests.none')}</p>
      {data.futureQuest ? (
        <p className={styles.next} data-future-quest={data.futureQuest.questInfo.type}>
          {t('quests.next', {
            type: t(`quests.types.${data.futureQuest.questInfo.type}`),
            time: startsIn.text,
          })}
        </p>
      ) : null}
    </div>
  );
}

/** "Ends in 2d 03:04:05" from the server's end time. */
export function EndsIn({ end }: { end: string }) {
  const { t } = useTranslation();
  const left = useServerCountdown(end);
  return (
    <p className={styles.endsIn} suppressHydrationWarning>
      {t('quests.endsIn', { time: left.text })}
    </p>
  );
}

/**
 * Why a quest is locked for the player: its profile and phone conditions, and the rank league rank it asks for
 * (reaching it sends `quest availableByRankLeague`, and the quest refreshes by itself).
 */
export function QuestConditions({ info }: { info: QuestInfo }) {
  const { t } = useTranslation();
  const rank = info.requiredRank;
  const rankName = rank?.name
    ? t(`rankLeague.ranks.${rank.name}`, { defaultValue: rank.name })
    : String(rank?.rank);
  return (
    <>
      {info.isAvailableForCompletedProfile || info.isAvailableForConfirmedPhone || !rank ? (
        <p className={styles.notice}>{t('quests.conditions')}</p>
      ) : null}
      {rank ? (
        <p className={styles.notice} data-quest-rank={rank.rank}>
          {t('quests.rankRequired', { rank: rankName })}
        </p>
      ) : null}
    </>
  );
}
