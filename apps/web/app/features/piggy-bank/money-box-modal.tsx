import { useTranslation } from '../../i18n/react.tsx';
import { AppLink } from '../../components/shell/app-link.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { PiggyBankState, PiggyBankView } from './piggy-bank-view.tsx';
import { useMoneyBox } from './use-money-box.ts';
import styles from './piggy-bank.module.css';

/**
 * `money-box`: the piggy bank in a modal (from the rewards hub, the promotions card, `?openModal=`), with a
 * link to its own page (`/piggy-bank`).
 */
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
        <AppLink
          to="/piggy-bank/"
          className={styles.pageLink}
          data-piggy-page-link=""
          onClick={() => close()}
        >
          {t('piggyBank.pageLink')}
        </AppLink>
      </div>
    </ModalFrame>
  );
}
