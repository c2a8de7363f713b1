import { JackpotsScreen } from '../../backoffice/jackpots/jackpots-screen.tsx';
import { useOperator } from '../../backoffice/use-operator.ts';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';

export const handle: BackofficeHandle = { permission: 'games.read' };

export function meta() {
  return [{ title: 'Jackpots · Back-office' }];
}

/** Progressive jackpots per brand: tiers, shares, ceilings and games (games.manage saves them). */
export default function BackofficeJackpotsPage() {
  const operator = useOperator();
  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>Jackpots</h1>
      </div>
      <JackpotsScreen canManage={operator.can('games.manage')} />
    </div>
  );
}
