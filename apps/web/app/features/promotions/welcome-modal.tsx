import { useTranslation } from '../../i18n/react.tsx';
import { AmountsLine } from '../../components/promotion-card/offer-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useRootData } from '../../lib/root-data.ts';
import styles from './promo-offers.module.css';

/** action=register for a signed-in player: welcome, and what signing up gave them (the server's amounts). */
export default function WelcomeModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const reward = useRootData().appInit.welcomeOffer;
  return (
    <ModalFrame title={t('promotions.popups.welcome.title')} size="sm">
      <div className={styles.body} data-welcome="">
        <p className={styles.lead}>{t('promotions.popups.welcome.lead')}</p>
        <AmountsLine coins={reward.coins} entries={reward.entries} centred />
        <Button block onClick={close}>
          {t('promotions.popups.welcome.play')}
        </Button>
      </div>
    </ModalFrame>
  );
}
