import { z } from 'zod';
import { ok } from './api.ts';
import { BACKOFFICE_BASE } from './backoffice.ts';

/** GET /rest/backoffice/dashboard/ (permission `dashboard.read`). */
export const BACKOFFICE_DASHBOARD_PATH = `${BACKOFFICE_BASE}/dashboard/`;

/**
 * Amounts by currency, in each currency's minor unit: payments in cents (`USD`), game rounds in the ledger's
 * units (`COIN` whole, `ENTRY` hundredths; MINOR_UNITS).
 */
export const AmountsByCurrencySchema = z.record(z.string(), z.number());
export type AmountsByCurrency = z.infer<typeof AmountsByCurrencySchema>;

const count = z.number().int().nonnegative();

/** One UTC day of the series. */
export const DashboardDaySchema = z.object({
  /** `YYYY-MM-DD`, UTC. */
  day: z.string(),
  signUps: count,
  /** Completed purchases (by completion time). */
  purchases: count,
  purchaseSums: AmountsByCurrencySchema,
  /** Gross gaming revenue: bets − wins of settled rounds, by the rounds' currency. */
  ggr: AmountsByCurrencySchema,
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const BackofficeDashboardSchema = z.object({
  /** Today (UTC) as the server's clock has it. */
  day: z.string(),
  generatedAt: z.string(),
  signUps: count,
  purchases: z.object({ count, sums: AmountsByCurrencySchema }),
  /** Redeem requests waiting for a decision, and the winnings they hold (hundredths). */
  redeemsWaiting: z.object({ count, amount: z.number() }),
  /** Identity documents waiting for review. */
  documentsWaiting: count,
  /** Players who played a round or signed in today. */
  activePlayers: count,
  ggr: AmountsByCurrencySchema,
  /** The last 14 days, oldest first, today last. */
  series: z.array(DashboardDaySchema),
});
export type BackofficeDashboard = z.infer<typeof BackofficeDashboardSchema>;

export const BackofficeDashboardResponseSchema = ok({
  data: BackofficeDashboardSchema,
});
export type BackofficeDashboardResponse = z.infer<typeof BackofficeDashboardResponseSchema>;

export const DASHBOARD_SERIES_DAYS = 14;

/** GET /rest/backoffice/dashboard/health/ (permission `dashboard.read`): the platform's health panel. */
export const BACKOFFICE_HEALTH_PATH = `${BACKOFFICE_BASE}/dashboard/health/`;

export const PlatformHealthSchema = z.object({
  /** Server processes that reported in the last minute (heartbeat every 15 s). */
  processes: z.array(
    z.object({
      id: z.string(),
      host: z.string(),
      pid: z.number().int(),
      startedAt: z.string(),
      lastSeenAt: z.string(),
      uptimeSeconds: z.number().nonnegative(),
    }),
  ),
  /** Jobs waiting to run, per job: how many, and how long the oldest due one has waited. */
  jobs: z.array(z.object({ name: z.string(), queued: count, oldestDueSeconds: z.number().nonnegative() })),
  /** The activity outbox: rows not processed yet, rows set aside after failing, the oldest pending's age. */
  outbox: z.object({ pending: count, setAside: count, oldestPendingSeconds: z.number().nonnegative() }),
  /** The last daily ledger reconciliation, or null before the first. */
  reconciliation: z
    .object({
      day: z.string(),
      ranAt: z.string(),
      problems: count,
      mismatchCount: count,
      unbalancedTransfers: count,
      unbalancedCurrencies: z.array(z.string()),
      redeems: z.object({ held: z.number(), requested: z.number() }),
    })
    .nullable(),
});
export type PlatformHealth = z.infer<typeof PlatformHealthSchema>;

export const BackofficeHealthResponseSchema = ok({ data: PlatformHealthSchema });
