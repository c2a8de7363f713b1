import { useTranslation } from '../../i18n/react.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { ScratchCardsView } from './scratch-cards-view.tsx';
import styles from './scratch-cards.module.css';

/** `app-scratch-cards` (a spec openModal value): the player's cards, scratched in place. */
export default function ScratchCardsModal() {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('scratchCards.title')} size="md">
      <p className={styles.lead}>{t('scratchCards.lead')}</p>
      <ScratchCardsView />
    </ModalFrame>
  );
}
