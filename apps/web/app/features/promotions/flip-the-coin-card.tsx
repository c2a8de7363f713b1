import { useTranslation } from '../../i18n/react.tsx';
import { pickText } from '@casino/contracts';
import { BuyOfferButton, OfferValue } from '../../components/promotion-card/offer-card.tsx';
import {
  HowItWorks,
  PromotionCardFoot,
  PromotionCardFrame,
} from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import { Button } from '../../components/ui/button.tsx';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { PROMO_MODALS } from './modal-names.ts';

/** Flip the coin: the flip (or its next time), or the offer the last flip won. */
export function FlipTheCoinCard({ promotion }: PromotionCardProps<'flipTheCoin'>) {
  const { t, i18n } = useTranslation();
  const next = useCountdown(promotion.data.nextFlipAt);
  const waiting = promotion.data.nextFlipAt !== null && !next.finished;
  const won = promotion.promoOfferPreset;
  return (
    <PromotionCardFrame name="flipTheCoin" title={t('promotions.flipTheCoin.title')} art="coins">
      {won ? (
        <>
          <p className={styles.text}>
            {t('promotions.flipTheCoin.won', { title: pickText(won.title, i18n.language) })}
          </p>
          <OfferValue offer={won} />
          <PromotionCardFoot>
            <BuyOfferButton offer={won} location="promotions" />
          </PromotionCardFoot>
        </>
      ) : (
        <>
          <p className={styles.text}>{t('promotions.flipTheCoin.text')}</p>
          <HowItWorks steps={promotion.howWorks} />
          {waiting ? (
            <p className={styles.reason}>
              {t('promotions.flipTheCoin.nextFlip')} <span suppressHydrationWarning>{next.text}</span>
            </p>
          ) : null}
          <PromotionCardFoot>
            <Button
              block
              disabled={waiting}
              onClick={() =>
                openModal(PROMO_MODALS.flipTheCoin, { promoOfferSet: promotion.data.promoOfferSet })
              }
            >
              {t('promotions.flipTheCoin.flip')}
            </Button>
          </PromotionCardFoot>
        </>
      )}
    </PromotionCardFrame>
  );
}
