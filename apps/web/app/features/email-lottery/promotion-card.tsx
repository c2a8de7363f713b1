import { useTranslation } from '../../i18n/react.tsx';
import {
  HowItWorks,
  Prize,
  PromotionCardFoot,
  PromotionCardFrame,
} from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import { Button } from '../../components/ui/button.tsx';
import { useServerCountdown } from '../../lib/engagement/use-engagement.ts';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { EMAIL_LOTTERY_MODAL } from './modal-names.ts';

/** The weekly email lottery: the next draw's countdown, the first prize, and the modal with the winners. */
export function EmailLotteryCard({ promotion }: PromotionCardProps<'emailLottery'>) {
  const { t } = useTranslation();
  const next = useServerCountdown(promotion.data.nextDrawAt);
  return (
    <PromotionCardFrame
      name="emailLottery"
      title={t('promotions.emailLottery.title')}
      badge={promotion.data.isEntered ? t('promotions.emailLottery.entered') : null}
    >
      <p className={styles.text}>{t('promotions.emailLottery.text')}</p>
      <Prize coins={promotion.prizeCoins} entries={promotion.prizeEntries} />
      <HowItWorks steps={promotion.howWorks} />
      {promotion.data.nextDrawAt ? (
        <p className={styles.reason}>
          {t('promotions.emailLottery.nextDraw')} <span suppressHydrationWarning>{next.text}</span>
          {promotion.data.isEntered ? null : <> · {t('promotions.emailLottery.notEntered')}</>}
        </p>
      ) : null}
      <PromotionCardFoot>
        <Button block variant="secondary" onClick={() => openModal(EMAIL_LOTTERY_MODAL)}>
          {t('promotions.emailLottery.action')}
        </Button>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
