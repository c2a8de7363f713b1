import {
  BACKOFFICE_HEALTH_PATH,
  BackofficeHealthResponseSchema,
  type PlatformHealth,
} from '@casino/contracts';
import { BoLoaded, useBoQuery } from '../use-bo-query.tsx';
import styles from '../backoffice.module.css';

const integer = (value: number) => value.toLocaleString('en-US');

/** A duration in the largest unit that keeps it short: 42 s, 7 min, 3 h 05 min, 2 d 4 h. */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400)
    return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
  return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`;
}

/** How often the panel reads again while it is open. */
const REFRESH_MS = 30_000;

/**
 * The platform's health (docs/observability.md): the server processes that reported in the last minute,
 * jobs waiting to run, the activity outbox and the last ledger reconciliation. Loaded with the dashboard,
 * read again every 30 s while its tab is shown.
 */
export default function HealthPanel() {
  const query = useBoQuery(
    BACKOFFICE_HEALTH_PATH,
    BackofficeHealthResponseSchema,
    {},
    { refetchEvery: REFRESH_MS },
  );
  return (
    <BoLoaded query={query} height={160}>
      {({ data }) => <HealthView health={data} />}
    </BoLoaded>
  );
}

function HealthView({ health }: { health: PlatformHealth }) {
  const r = health.reconciliation;
  const lagging = health.jobs.filter((job) => job.oldestDueSeconds > 0);
  return (
    <section className={styles.stack} aria-labelledby="bo-health-title" data-testid="bo-health">
      <h2 id="bo-health-title">Platform health</h2>
      <div className={styles.stats}>
        <div className={styles.card} data-testid="bo-health-reconciliation">
          <div className={styles.statLabel}>Last ledger reconciliation</div>
          {r ? (
            <>
              <div className={styles.statValue}>
                {r.problems === 0
                  ? 'Balanced'
                  : `${integer(r.problems)} ${r.problems === 1 ? 'problem' : 'problems'}`}
              </div>
              <div className={styles.statDetail}>
                {r.day} (UTC), ran {new Date(r.ranAt).toLocaleString('en-US', { timeZone: 'UTC' })} UTC
                {r.problems > 0
                  ? ` · ${integer(r.mismatchCount)} balance(s) differ from their entries · ${integer(
                      r.unbalancedTransfers,
                    )} unbalanced transfers${
                      r.unbalancedCurrencies.length ? ` · Σ ≠ 0 in ${r.unbalancedCurrencies.join(', ')}` : ''
                    }${r.redeems.held === r.redeems.requested ? '' : ' · redeems held ≠ redeems requested'}`
                  : ''}
              </div>
            </>
          ) : (
            <>
              <div className={styles.statValue}>Not run yet</div>
              <div className={styles.statDetail}>It runs daily at 03:17 UTC.</div>
            </>
          )}
        </div>
        <div className={styles.card} data-testid="bo-health-outbox">
          <div className={styles.statLabel}>Activity outbox, pending</div>
          <div className={styles.statValue}>{integer(health.outbox.pending)}</div>
          <div className={styles.statDetail}>
            {health.outbox.pending > 0
              ? `Oldest waiting ${formatDuration(health.outbox.oldestPendingSeconds)}`
              : 'Nothing waiting'}
            {` · ${integer(health.outbox.setAside)} set aside after failing`}
          </div>
        </div>
        <div className={styles.card} data-testid="bo-health-jobs">
          <div className={styles.statLabel}>Jobs waiting</div>
          <div className={styles.statValue}>
            {integer(health.jobs.reduce((sum, job) => sum + job.queued, 0))}
          </div>
          <div className={styles.statDetail}>
            {lagging.length
              ? lagging.map((job) => `${job.name}: ${formatDuration(job.oldestDueSeconds)} late`).join(' · ')
              : 'None late'}
          </div>
        </div>
      </div>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className={styles.tableWrap} role="region" aria-label="Server processes" tabIndex={0}>
        <table className={styles.table} data-testid="bo-health-processes">
          <caption>Server processes seen in the last minute</caption>
          <thead>
            <tr>
              <th scope="col">Host</th>
              <th scope="col">Process id</th>
              <th scope="col">Up for</th>
              <th scope="col">Last seen (UTC)</th>
            </tr>
          </thead>
          <tbody>
            {health.processes.length ? (
              health.processes.map((p) => (
                <tr key={p.id}>
                  <td>{p.host}</td>
                  <td>{p.pid}</td>
                  <td>{formatDuration(p.uptimeSeconds)}</td>
                  <td>{new Date(p.lastSeenAt).toLocaleTimeString('en-US', { timeZone: 'UTC' })}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={4} className={styles.empty}>
                  No process reported in the last minute.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
