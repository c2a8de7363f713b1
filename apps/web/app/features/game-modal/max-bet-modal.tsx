import { useTranslation } from '../../i18n/react.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { formatAmount } from '../../lib/format/format.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { Button } from '../../components/ui/button.tsx';
import styles from './small-modals.module.css';

export interface MaxBetModalProps {
  maxBet: number;
}

/** The player pressed + at the highest bet level of the game. */
export default function MaxBetModal({ close, maxBet }: ModalComponentProps<MaxBetModalProps>) {
  const { t } = useTranslation();
  const { appInit, locale } = useRootData();
  const unit = t(appInit.gameMode === 'SweepStakes' ? 'gameModal.units.entries' : 'gameModal.units.coins');
  return (
    <ModalFrame
      title={t('gameModal.maxBet.title')}
      size="sm"
      footer={
        <div className={styles.actions}>
          <Button onClick={close}>{t('gameModal.maxBet.ok')}</Button>
        </div>
      }
    >
      <p className={styles.text}>
        {t('gameModal.maxBet.text', {
          amount: formatAmount(maxBet, locale, { maximumFractionDigits: 0 }),
          unit,
        })}
      </p>
    </ModalFrame>
  );
}
