import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { PromotionCardFoot, PromotionCardFrame } from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import { Button } from '../../components/ui/button.tsx';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { QUEST_MODALS } from './modal-names.ts';

/** A running quest (`quest`) or free-play challenge (`fpChallenge`): its tasks done so far and its end. */
export function QuestCard({ promotion }: PromotionCardProps<'quest' | 'fpChallenge'>) {
  const { t } = useTranslation();
  const ends = useCountdown(promotion.data.end);
  const modal =
    promotion.type === 'fpChallenge'
      ? QUEST_MODALS.freeplay
      : promotion.data.questType === 'advent'
        ? QUEST_MODALS.adventCalendar
        : null;
  return (
    <PromotionCardFrame
      name={promotion.type}
      label={t(`promotions.types.${promotion.type}`)}
      title={t(`quests.types.${promotion.data.questType}`)}
    >
      <p className={styles.text}>
        {t('quests.card.text', { done: promotion.data.tasksCompleted, total: promotion.data.tasksCount })}
      </p>
      <p className={styles.startsIn} suppressHydrationWarning>
        {t('quests.endsIn', { time: ends.text })}
      </p>
      <PromotionCardFoot>
        {modal ? (
          <Button block onClick={() => openModal(modal)}>
            {t('quests.card.open')}
          </Button>
        ) : (
          <AppLink to="/quests/" className={styles.linkButton}>
            {t('quests.card.open')}
          </AppLink>
        )}
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
