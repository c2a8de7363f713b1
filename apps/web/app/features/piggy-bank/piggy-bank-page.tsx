import { PiggyBankState, PiggyBankView } from './piggy-bank-view.tsx';
import { useMoneyBox } from './use-money-box.ts';
import styles from './piggy-bank.module.css';

/** /piggy-bank: the player's bank on a page of its own. */
export function PiggyBankPage() {
  const { info, status, refresh } = useMoneyBox();
  return (
    <section className={styles.page}>
      {info ? <PiggyBankView info={info} /> : <PiggyBankState status={status} retry={refresh} />}
    </section>
  );
}
