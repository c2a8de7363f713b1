import { useTranslation } from '../../i18n/react.tsx';
import {
  HowItWorks,
  PromotionCardFoot,
  PromotionCardFrame,
} from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import { Button } from '../../components/ui/button.tsx';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { DEPOSIT_STREAK_MODALS } from './modal-names.ts';

/** `depositStreak`: the purchases so far, or the wheel to spin; opens the streak's modal. */
export function DepositStreakCard({ promotion }: PromotionCardProps<'depositStreak'>) {
  const { t } = useTranslation();
  const { currentCountDeposit: count, maxNumberOfDeposit: max, isWheelAvailable } = promotion.data;
  return (
    <PromotionCardFrame name="depositStreak" title={t('promotions.depositStreak.title')}>
      <p className={styles.text}>
        {isWheelAvailable
          ? t('promotions.depositStreak.wheelReady')
          : t('promotions.depositStreak.progress', { count, max })}
      </p>
      <HowItWorks steps={promotion.howWorks} />
      <PromotionCardFoot>
        <Button block onClick={() => openModal(DEPOSIT_STREAK_MODALS.depositStreak)}>
          {t(isWheelAvailable ? 'promotions.depositStreak.spin' : 'promotions.depositStreak.action')}
        </Button>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
