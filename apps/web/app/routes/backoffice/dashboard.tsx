import { lazy, Suspense, useMemo } from 'react';
import {
  BACKOFFICE_DASHBOARD_PATH,
  BackofficeDashboardResponseSchema,
  MINOR_UNITS,
  type AmountsByCurrency,
  type BackofficeDashboard,
} from '@casino/contracts';
import { Chart } from '../../backoffice/components/chart.tsx';
import { ListError } from '../../backoffice/components/list-error.tsx';
import type { BackofficeHandle } from '../../backoffice/urls.ts';
import { useBoQuery } from '../../backoffice/use-bo-query.tsx';
import styles from '../../backoffice/backoffice.module.css';

export const handle: BackofficeHandle = { permission: 'dashboard.read' };

/** The platform's health panel: its own chunk, loaded after the figures. */
const HealthPanel = lazy(() => import('../../backoffice/health/health-panel.tsx'));

export function meta() {
  return [{ title: 'Dashboard · Back-office' }];
}

const integer = (value: number) => value.toLocaleString('en-US');

/** A minor-unit amount in its currency's major unit: cents as dollars, entry hundredths as entries. */
export function formatAmount(currency: string, minor: number): string {
  if (currency === 'USD')
    return (minor / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  const unit = (MINOR_UNITS as Record<string, number>)[currency] ?? 1;
  const digits = unit === 100 ? 2 : 0;
  const value = (minor / unit).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${value} ${currency === 'COIN' ? 'coins' : currency === 'ENTRY' ? 'entries' : currency}`;
}

const amounts = (sums: AmountsByCurrency) => {
  const entries = Object.entries(sums);
  return entries.length ? entries.map(([currency, minor]) => formatAmount(currency, minor)).join(' · ') : '—';
};

/** One line per currency (a stat's value), or a dash. */
const amountLines = (sums: AmountsByCurrency) => {
  const entries = Object.entries(sums);
  return entries.length ? entries.map(([currency, minor]) => formatAmount(currency, minor)) : ['—'];
};

/** Today's figures and the last 14 days, for every role with `dashboard.read`. */
export default function BackofficeDashboardPage() {
  const query = useBoQuery(BACKOFFICE_DASHBOARD_PATH, BackofficeDashboardResponseSchema);
  const { state } = query;
  const dashboard = state.status === 'ready' ? state.data.data : null;
  return (
    <div className={styles.stack}>
      <div className={styles.pageHeader}>
        <h1>Dashboard</h1>
        <span className={styles.muted}>{dashboard ? `Today, ${dashboard.day} (UTC)` : 'Today (UTC)'}</span>
      </div>
      {state.status === 'error' ? (
        <ListError error={state.error} onRetry={() => void query.reload()} />
      ) : (
        <DashboardView dashboard={dashboard} />
      )}
      <Suspense fallback={null}>
        <HealthPanel />
      </Suspense>
    </div>
  );
}

function Stat({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  /** Several lines (amounts in several currencies) are shown smaller. */
  value: string | string[] | null;
  detail?: string;
  testId: string;
}) {
  const lines = typeof value === 'string' ? [value] : value;
  return (
    <div className={styles.card} data-testid={testId}>
      <div className={styles.statLabel}>{label}</div>
      {lines === null ? (
        <div
          className={styles.skeleton}
          style={{ height: 30, width: '50%', marginTop: 6 }}
          aria-hidden="true"
        />
      ) : (
        lines.map((line) => (
          <div key={line} className={`${styles.statValue} ${lines.length > 1 ? styles.statValueSmall : ''}`}>
            {line}
          </div>
        ))
      )}
      {detail ? <div className={styles.statDetail}>{detail}</div> : null}
    </div>
  );
}

function DashboardView({ dashboard: d }: { dashboard: BackofficeDashboard | null }) {
  const charts = useMemo(() => {
    if (!d) return null;
    const labels = d.series.map((day) => day.day);
    const currencies = (pick: (day: BackofficeDashboard['series'][number]) => AmountsByCurrency) => [
      ...new Set(d.series.flatMap((day) => Object.keys(pick(day)))),
    ];
    return {
      labels,
      signUps: [
        { label: 'Sign-ups', values: d.series.map((day) => day.signUps) },
        { label: 'Purchases', values: d.series.map((day) => day.purchases) },
      ],
      purchaseSums: currencies((day) => day.purchaseSums).map((currency) => ({
        currency,
        series: [
          {
            label: `Purchases (${currency})`,
            values: d.series.map((day) => (day.purchaseSums[currency] ?? 0) / 100),
          },
        ],
      })),
      ggr: currencies((day) => day.ggr).map((currency) => {
        const unit = (MINOR_UNITS as Record<string, number>)[currency] ?? 1;
        return {
          currency,
          series: [
            { label: `GGR (${currency})`, values: d.series.map((day) => (day.ggr[currency] ?? 0) / unit) },
          ],
        };
      }),
    };
  }, [d]);
  return (
    <>
      <section className={styles.stats} aria-label="Today">
        <Stat testId="bo-stat-signups" label="Sign-ups today" value={d ? integer(d.signUps) : null} />
        <Stat
          testId="bo-stat-purchases"
          label="Purchases today"
          value={d ? integer(d.purchases.count) : null}
          {...(d ? { detail: amounts(d.purchases.sums) } : {})}
        />
        <Stat
          testId="bo-stat-redeems"
          label="Redeems waiting"
          value={d ? integer(d.redeemsWaiting.count) : null}
          {...(d && d.redeemsWaiting.count
            ? { detail: formatAmount('WINNING', d.redeemsWaiting.amount).replace('WINNING', 'winnings') }
            : {})}
        />
        <Stat
          testId="bo-stat-documents"
          label="Documents waiting"
          value={d ? integer(d.documentsWaiting) : null}
        />
        <Stat
          testId="bo-stat-active"
          label="Active players today"
          value={d ? integer(d.activePlayers) : null}
        />
        <Stat
          testId="bo-stat-ggr"
          label="Gross gaming revenue today"
          value={d ? amountLines(d.ggr) : null}
          detail="Bets − wins of settled rounds"
        />
      </section>
      <section className={styles.charts} aria-label="Last 14 days">
        <div className={`${styles.card} ${styles.chartBox}`}>
          <h2>Sign-ups and purchases, 14 days</h2>
          {charts ? (
            <Chart
              title="Sign-ups and purchases per day"
              labels={charts.labels}
              series={charts.signUps}
              kind="bars"
            />
          ) : (
            <ChartSkeleton />
          )}
        </div>
        {charts?.purchaseSums.map(({ currency, series }) => (
          <div key={currency} className={`${styles.card} ${styles.chartBox}`}>
            <h2>Purchases ({currency}), 14 days</h2>
            <Chart
              title={`Purchases in ${currency} per day`}
              labels={charts.labels}
              series={series}
              format={(v) =>
                v.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
              }
            />
          </div>
        ))}
        {charts
          ? charts.ggr.map(({ currency, series }) => (
              <div key={currency} className={`${styles.card} ${styles.chartBox}`}>
                <h2>Gross gaming revenue ({currency}), 14 days</h2>
                <Chart
                  title={`Gross gaming revenue in ${currency} per day`}
                  labels={charts.labels}
                  series={series}
                />
              </div>
            ))
          : null}
        {charts && charts.ggr.length === 0 ? (
          <div className={`${styles.card} ${styles.chartBox}`}>
            <h2>Gross gaming revenue, 14 days</h2>
            <p className={styles.empty}>No rounds were played in the last 14 days.</p>
          </div>
        ) : null}
      </section>
    </>
  );
}

function ChartSkeleton() {
  return <div className={styles.skeleton} style={{ height: 220, marginTop: 12 }} aria-hidden="true" />;
}
