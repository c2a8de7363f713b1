import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { localizePath } from '../../i18n/locale.ts';
import { isModalRegistered, type ModalComponentProps } from '../../lib/modals/registry.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { Button } from '../../components/ui/button.tsx';
import styles from './small-modals.module.css';

/** The cashier: the app's 'deposit' modal when a feature registered one, else the deposit page. */
export const DEPOSIT_PATH = '/cash/deposit-by-money/';

/** The spec's free coins modal (registered by the rewards feature; opened here by its name). */
const FREE_COINS_MODAL = 'free-coins';

/** The game said the balance is too low for the bet: offer the cashier. */
export default function InsufficientFundsModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { appInit, locale } = useRootData();
  const navigate = useNavigate();
  const entries = appInit.gameMode === 'SweepStakes';
  const toCashier = () => {
    close();
    if (isModalRegistered('deposit')) openModal('deposit', { location: 'insufficient_funds' });
    else void navigate(localizePath(DEPOSIT_PATH, locale));
  };
  return (
    <ModalFrame
      title={t('gameModal.insufficientFunds.title')}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button onClick={toCashier}>{t('gameModal.insufficientFunds.cashier')}</Button>
          {!entries && isModalRegistered(FREE_COINS_MODAL) ? (
            <Button
              variant="secondary"
              onClick={() => {
                close();
                openModal(FREE_COINS_MODAL);
              }}
            >
              {t('gameModal.insufficientFunds.freeCoins')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={close}>
            {t('gameModal.insufficientFunds.later')}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>
        {t(entries ? 'gameModal.insufficientFunds.textEntries' : 'gameModal.insufficientFunds.textCoins')}
      </p>
    </ModalFrame>
  );
}
