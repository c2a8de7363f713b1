import { useTranslation } from '../../i18n/react.tsx';
import type { Prize } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { amountText } from './amount.ts';
import styles from './rank-league.module.css';

/** `cashback-congrats` (spec §4: paying cashback opens a congrats modal): what was paid. */
export default function CashbackCongratsModal({ close, prize }: ModalComponentProps<{ prize?: Prize }>) {
  const { t, i18n } = useTranslation();
  const paid = prize ? amountText(t, i18n.language, prize) : null;
  return (
    <ModalFrame title={t('rankLeague.congrats.title')} size="sm">
      <div className={styles.congrats} data-cashback-congrats="">
        <span className={styles.burst} aria-hidden="true">
          ★
        </span>
        {paid ? (
          <p className={styles.reward} role="status">
            {paid}
          </p>
        ) : null}
        <p className={styles.lead}>{t('rankLeague.congrats.text')}</p>
        <Button block onClick={close}>
          {t('rankLeague.congrats.ok')}
        </Button>
      </div>
    </ModalFrame>
  );
}
