import type { PlayerAccountStatus } from '@casino/contracts';
import { STATUS_TEXT } from './player-format.ts';
import styles from './players.module.css';

export function StatusBadge({ status }: { status: PlayerAccountStatus }) {
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-testid="bo-player-status">
      {STATUS_TEXT[status]}
    </span>
  );
}
