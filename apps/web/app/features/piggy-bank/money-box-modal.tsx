import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { PiggyBankState, PiggyBankView } from './piggy-bank-view.tsx';
import { useMoneyBox } from './use-money-box.ts';

/** `money-box`: the piggy bank in a modal (from the rewards hub, the promotions card, `?openModal=`). */
export default function MoneyBoxModal({ close }: ModalComponentProps) {
  const { t } = useTranslation();
  const { info, status, refresh } = useMoneyBox();
  return (
    <ModalFrame title={t('piggyBank.title')} size="md">
      <div data-money-box-modal="">
        {info ? (
          <PiggyBankView info={info} onNavigate={close} />
        ) : (
          <PiggyBankState status={status} retry={refresh} />
        )}
      </div>
    </ModalFrame>
  );
}
