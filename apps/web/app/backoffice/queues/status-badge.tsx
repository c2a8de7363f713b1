import styles from './queues.module.css';

const WAITING = new Set(['pending', 'challenge']);
const GOOD = new Set(['approved', 'completed', 'succeeded', 'live', 'on']);
const BAD = new Set(['rejected', 'declined', 'failed', 'duplicateCredentials', 'cancelled']);

/** A status as a coloured pill: waiting (amber), done well (green), refused (red), else grey. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone = WAITING.has(status)
    ? styles.badgeWait
    : GOOD.has(status)
      ? styles.badgeOk
      : BAD.has(status)
        ? styles.badgeBad
        : '';
  return (
    <span className={`${styles.badge} ${tone}`} data-status={status}>
      {label ?? STATUS_TEXT[status] ?? status}
    </span>
  );
}

const STATUS_TEXT: Record<string, string> = {
  duplicateCredentials: 'duplicate',
};
