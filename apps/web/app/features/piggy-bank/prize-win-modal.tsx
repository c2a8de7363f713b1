import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { useAmountTexts } from '../../lib/format/amount-texts.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { PiggyArt } from './piggy-art.tsx';
import styles from './piggy-bank.module.css';

/** `piggy-bank-prize-win`: the bank was broken; what it paid (from the `moneyBox break` push). */
export default function PrizeWinModal({ close, coins }: ModalComponentProps & { coins?: number }) {
  const { t } = useTranslation();
  const amounts = useAmountTexts();
  return (
    <ModalFrame title={t('piggyBank.win.title')} size="sm">
      <div className={styles.win} data-piggy-prize-win={coins ?? ''}>
        <PiggyArt level={1} filling={false} />
        <p className={styles.winText}>
          {typeof coins === 'number'
            ? t('piggyBank.win.text', { amount: amounts.coins(coins) })
            : t('piggyBank.win.generic')}
        </p>
        <Button block onClick={close}>
          {t('piggyBank.win.close')}
        </Button>
      </div>
    </ModalFrame>
  );
}
