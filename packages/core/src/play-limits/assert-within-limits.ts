import { eq } from 'drizzle-orm';
import { PLAY_LIMIT_TEXTS } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { playLimits } from '../db/schema/play-limits.ts';
import { DomainError } from '../errors.ts';
import { effectiveLimit } from './limit-rules.ts';
import { playUsage, purchaseUsage, type CalendarPeriod } from './limit-usage.ts';
import { lockPlaySession } from './play-session.ts';

const PERIODS: CalendarPeriod[] = ['day', 'week', 'month'];
const cap = (p: CalendarPeriod) => (p === 'day' ? 'Day' : p === 'week' ? 'Week' : 'Month');

/**
 * The player's limits in force, their rows locked until the transaction ends: two purchases or two bets
 * of one player are decided one after the other, each seeing what the one before it wrote.
 */
async function lockLimits(tx: Db, playerId: string, now: Date) {
  const rows = await tx.select().from(playLimits).where(eq(playLimits.playerId, playerId)).for('update');
  return rows.flatMap((row) => {
    const amount = effectiveLimit(row, now);
    return amount === null ? [] : [{ kind: row.kind, period: row.period, amount }];
  });
}

/**
 * Refuses a purchase of `amountCents` that would take a purchase limit over (403 `purchase_limit_reached`).
 * Call it in the transaction that records the payment, so the payment counts for the next purchase.
 */
export async function assertWithinPurchaseLimits(
  tx: Db,
  input: { playerId: string; amountCents: number; now: Date },
) {
  const limits = (await lockLimits(tx, input.playerId, input.now)).filter((l) => l.kind === 'purchase');
  if (limits.length === 0) return;
  const used = await purchaseUsage(tx, input.playerId, input.now);
  for (const period of PERIODS) {
    const limit = limits.find((l) => l.period === period);
    if (limit && used[period] + input.amountCents > limit.amount)
      throw new DomainError({
        status: 403,
        code: 'purchase_limit_reached',
        message: PLAY_LIMIT_TEXTS[`purchase${cap(period)}`],
      });
  }
}

export type PlayLimitRefusal = { code: 'play_limit_reached' | 'session_limit_reached'; message: string };

/**
 * Whether a bet of `bet` (minor units of the session's currency) may be placed: the wager and loss limits
 * of that currency (a loss limit counts the bet as if it were lost) and the session time limit. Call it
 * in the bet's transaction, before the bet moves money.
 */
export async function checkPlayLimits(
  tx: Db,
  input: { playerId: string; currency: string; bet: number; now: Date },
): Promise<PlayLimitRefusal | null> {
  const currency = input.currency === 'COIN' ? 'COIN' : 'ENTRY';
  const limits = (await lockLimits(tx, input.playerId, input.now)).filter(
    (l) => l.kind === 'session' || l.kind.endsWith(`-${currency}`),
  );
  if (limits.length === 0) return null;
  const session = limits.find((l) => l.kind === 'session');
  if (session) {
    const row = await lockPlaySession(tx, { playerId: input.playerId, now: input.now });
    if (input.now.getTime() - row.startedAt.getTime() >= session.amount * 60_000)
      return { code: 'session_limit_reached', message: PLAY_LIMIT_TEXTS.sessionTime };
  }
  const money = limits.filter((l) => l.kind !== 'session');
  if (money.length === 0) return null;
  const used = await playUsage(tx, input.playerId, currency, input.now);
  for (const limit of money) {
    const period = limit.period as CalendarPeriod;
    const measure = limit.kind.startsWith('wager') ? used.wager : used.loss;
    if (measure[period] + input.bet > limit.amount)
      return { code: 'play_limit_reached', message: PLAY_LIMIT_TEXTS[`play${cap(period)}`] };
  }
  return null;
}

/** checkPlayLimits as a 403 DomainError, for the in-house settlement and other callers that throw. */
export async function assertWithinPlayLimits(
  tx: Db,
  input: { playerId: string; currency: string; bet: number; now: Date },
) {
  const refusal = await checkPlayLimits(tx, input);
  if (refusal) throw new DomainError({ status: 403, code: refusal.code, message: refusal.message });
}
