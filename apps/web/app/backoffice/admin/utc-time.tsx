import { formatUtc } from './format.ts';
import styles from './admin.module.css';

/**
 * A server time in UTC (formatUtc) that a narrow cell may break between its date and its time, never
 * inside the date at its hyphens.
 */
export function UtcTime({ iso, seconds }: { iso: string | null | undefined; seconds?: boolean }) {
  const text = formatUtc(iso, { seconds: seconds ?? false });
  const [date, time] = text.split(' ');
  if (!time) return <>{text}</>;
  return (
    <span className={styles.wrap}>
      <time dateTime={iso ?? undefined}>
        <span className={styles.nowrap}>{date}</span> <span className={styles.nowrap}>{time}</span>
      </time>
    </span>
  );
}
