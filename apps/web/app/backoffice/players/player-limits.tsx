import {
  BackofficePlayerLimitsResponseSchema,
  backofficePlayerLimitsPath,
  type PlayLimitsReply,
} from '@casino/contracts';
import { BoLoaded, useBoQuery } from '../use-bo-query.tsx';
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
  const query = useBoQuery(backofficePlayerLimitsPath(playerId), BackofficePlayerLimitsResponseSchema);
  return <BoLoaded query={query}>{({ data }) => <LimitsTable data={data} />}</BoLoaded>;
}

function LimitsTable({ data }: { data: PlayLimitsReply }) {
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
