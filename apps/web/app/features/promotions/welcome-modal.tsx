import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useRootData } from '../../lib/root-data.ts';
import styles from './promo-offers.module.css';

/** action=register for a signed-in player: welcome, and what signing up gave them (the server's amounts). */
export default function WelcomeModal({ close }: ModalComponentProps) {
  const { t, i18n } = useTranslation();
  const reward = useRootData().appInit.welcomeOffer;
  return (
    <ModalFrame title={t('promotions.popups.welcome.title')} size="sm">
      <div className={styles.body} data-welcome="">
        <p className={styles.lead}>{t('promotions.popups.welcome.lead')}</p>
        <p className={styles.amounts}>
          <span className={styles.coins}>
            {t('promotions.offer.coins', { amount: formatAmount(reward.coins, i18n.language) })}
          </span>
          <span className={styles.entries}>
            {t('promotions.offer.entries', { amount: formatAmount(reward.entries, i18n.language) })}
          </span>
        </p>
        <Button block onClick={close}>
          {t('promotions.popups.welcome.play')}
        </Button>
      </div>
    </ModalFrame>
  );
}
