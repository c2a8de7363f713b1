import { useEffect, useState } from 'react';
import {
  BackofficePlayerLimitsResponseSchema,
  backofficePlayerLimitsPath,
  type PlayLimitsReply,
} from '@casino/contracts';
import { boGet } from '../backoffice-api.ts';
import { ListError } from '../components/data-table.tsx';
import styles from '../backoffice.module.css';
import { formatTime } from './player-format.ts';

const KIND: Record<string, string> = {
  purchase: 'Purchases (USD)',
  'wager-COIN': 'Coins wagered',
  'loss-COIN': 'Coins lost',
  'wager-ENTRY': 'Entries wagered',
  'loss-ENTRY': 'Entries lost',
  session: 'Session time (minutes)',
};

/** Stored amounts as operators read them: dollars, whole coins, entries with cents, minutes. */
function amount(kind: string, value: number | null) {
  if (value === null) return 'removed';
  if (kind === 'purchase' || kind.endsWith('ENTRY')) return (value / 100).toFixed(2);
  return String(value);
}

/** The player's limits as the player set them (read-only: players change their own, docs/play-limits.md). */
export function PlayerLimits({ playerId }: { playerId: string }) {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ok'; data: PlayLimitsReply }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    boGet(
      backofficePlayerLimitsPath(playerId),
      BackofficePlayerLimitsResponseSchema,
      undefined,
      controller.signal,
    ).then(
      (answer) => setState({ status: 'ok', data: answer.data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [playerId, attempt]);

  if (state.status === 'error')
    return <ListError error={state.error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (state.status === 'loading') return <div className={styles.skeleton} style={{ height: 120 }} />;
  const { data } = state;
  return (
    <div data-testid="bo-player-limits">
      <p>
        Reality check every {data.realityCheckMinutes} min · periods in {data.timeZone} · raising or removing
        waits {data.raiseDelayHours} h
      </p>
      {data.limits.length === 0 ? (
        <p>No limits set.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Limit</th>
                <th>Period</th>
                <th>In force</th>
                <th>Used</th>
                <th>Resets</th>
                <th>Pending change</th>
              </tr>
            </thead>
            <tbody>
              {data.limits.map((l) => (
                <tr key={`${l.kind}:${l.period}`}>
                  <td>{KIND[l.kind] ?? l.kind}</td>
                  <td>{l.period}</td>
                  <td>{amount(l.kind, l.amount)}</td>
                  <td>{amount(l.kind, l.used)}</td>
                  <td>{l.resetsAt ? formatTime(l.resetsAt) : '—'}</td>
                  <td>
                    {l.pending
                      ? `${amount(l.kind, l.pending.amount)} from ${formatTime(l.pending.from)}`
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
