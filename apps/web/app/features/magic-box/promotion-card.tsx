import { useTranslation } from '../../i18n/react.tsx';
import { BuyOfferButton, OfferValue } from '../../components/promotion-card/offer-card.tsx';
import {
  HowItWorks,
  Prize,
  PromotionCardFoot,
  PromotionCardFrame,
} from '../../components/promotion-card/promotion-card.tsx';
import styles from '../../components/promotion-card/promotion-card.module.css';
import { Button } from '../../components/ui/button.tsx';
import type { PromotionCardProps } from '../../lib/feature-module.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { MAGIC_BOX_MODALS } from './modals.ts';

/**
 * The mystery box: boxes waiting, the grand prize, the offer that sells boxes (when one is on sale to the
 * player) with its buy button, and the button that opens the `app-magic-box` modal.
 */
export function MagicBoxCard({ promotion }: PromotionCardProps<'magicBox'>) {
  const { t } = useTranslation();
  const offer = promotion.promoOfferPreset;
  return (
    <PromotionCardFrame name="magicBox" title={t('magicBox.card.title')}>
      <p className={styles.text}>{t('magicBox.card.text')}</p>
      <Prize coins={promotion.prizeCoins} entries={promotion.prizeEntries} />
      <HowItWorks steps={promotion.howWorks} />
      {promotion.data.boxes > 0 ? (
        <p className={styles.reason}>{t('magicBox.card.boxes', { count: promotion.data.boxes })}</p>
      ) : null}
      {offer ? (
        <div className={styles.boxOffer} data-magic-box-offer={offer.id}>
          <p className={styles.boxOfferTitle}>{t('magicBox.card.offer')}</p>
          <OfferValue offer={offer} />
        </div>
      ) : null}
      <PromotionCardFoot stack>
        {offer ? <BuyOfferButton offer={offer} location="promotions" /> : null}
        <Button
          block
          variant={offer ? 'secondary' : 'primary'}
          data-open-magic-box=""
          onClick={() => openModal(MAGIC_BOX_MODALS.magicBox)}
        >
          {t('magicBox.card.action')}
        </Button>
      </PromotionCardFoot>
    </PromotionCardFrame>
  );
}
