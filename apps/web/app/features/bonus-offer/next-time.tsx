import { useRef } from 'react';
import { TimerLine } from '../../components/ui/timer-line.tsx';
import { useCountdown } from '../../lib/format/use-countdown.ts';
import styles from './bonus-offer.module.css';

/**
 * The countdown to the next spin or chest (a time from the server). When it runs out, `onDue` asks the
 * server again, once per time: a device clock ahead of the server must not make it ask in a loop.
 */
export function NextTime({ at, label, onDue }: { at: string | null; label: string; onDue: () => void }) {
  const asked = useRef<string | null>(null);
  const countdown = useCountdown(at, {
    onFinish: () => {
      if (asked.current === at) return;
      asked.current = at;
      onDue();
    },
  });
  if (!at || countdown.finished) return null;
  return (
    <TimerLine
      data-next-at={at}
      label={label}
      value={countdown.text}
      valueClassName={styles.timerValue}
      valueProps={{ suppressHydrationWarning: true }}
    />
  );
}
