import { and, desc, eq, gt, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  BREAK_ERROR_CODES,
  SELF_EXCLUSION_END_WAIT_MS,
  type BreakPeriod,
  type PlayerBreak,
} from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { playerBreaks } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';

export type BreakRow = typeof playerBreaks.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;

/** Calendar months in UTC, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(from: Date, months: number): Date {
  const target = new Date(from);
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target;
}

/** The end of a chosen period started at `from`; null for a permanent self-exclusion. */
export function breakEnd(period: BreakPeriod, from: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '72h':
      return new Date(from.getTime() + 72 * HOUR_MS);
    case '1w':
      return new Date(from.getTime() + 7 * 24 * HOUR_MS);
    case '1m':
      return addMonths(from, 1);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
    case 'permanent':
      return null;
  }
}

/** In force: not lifted by an admin, and no lift time yet or one still ahead. */
export const breakInForce = (now: Date) =>
  and(isNull(playerBreaks.liftedAt), or(isNull(playerBreaks.liftsAt), gt(playerBreaks.liftsAt, now)));

/** A self-exclusion past its period, not yet asked to end: the player may ask now. */
export const canRequestEnd = (row: BreakRow, now: Date) =>
  row.kind === 'selfExclusion' &&
  row.endsAt !== null &&
  row.endsAt.getTime() <= now.getTime() &&
  row.endRequestedAt === null &&
  row.liftedAt === null;

export function breakView(row: BreakRow, now: Date): PlayerBreak {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    liftsAt: row.liftsAt?.toISOString() ?? null,
    endRequestedAt: row.endRequestedAt?.toISOString() ?? null,
    liftedAt: row.liftedAt?.toISOString() ?? null,
    liftReason: row.liftReason,
    canRequestEnd: canRequestEnd(row, now),
  };
}

/**
 * The break in force for the player at `now`, or null: THE check every enforcement point asks (sign-in,
 * purchase, bet, marketing). A self-exclusion outranks a cooling-off; among equals the one lifting last.
 */
export async function activeBreak(db: Db, playerId: string, now: Date): Promise<BreakRow | null> {
  const rows = await db
    .select()
    .from(playerBreaks)
    .where(and(eq(playerBreaks.playerId, playerId), breakInForce(now)))
    .orderBy(desc(playerBreaks.id));
  if (rows.length === 0) return null;
  const rank = (row: BreakRow) => (row.kind === 'selfExclusion' ? 2 : 1);
  const end = (row: BreakRow) => row.liftsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return rows.reduce((best, row) =>
    rank(row) > rank(best) || (rank(row) === rank(best) && end(row) > end(best)) ? row : best,
  );
}

/** True while the player is cooling off or self-excluded. */
export const isExcluded = async (db: Db, playerId: string, now: Date) =>
  (await activeBreak(db, playerId, now)) !== null;

/**
 * `isExcluded` as a boolean column of a bigger query (the player id column of that query), for decisions
 * over many players at once (a brand-wide push): the same rule, one statement instead of one per player.
 */
export const isExcludedSql = (playerId: AnyColumn, now: Date): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${playerBreaks} where ${playerBreaks.playerId} = ${playerId} and ${breakInForce(now)})`.mapWith(
    Boolean,
  );

/** When the break lifts as things stand: its lift time, or null (until asked, or permanent). */
export const breakUntil = (row: BreakRow): Date | null => row.liftsAt;

export const BREAK_TEXTS = {
  signIn: (until: Date | null) =>
    `You are taking a break from play${until ? ` until ${until.toISOString()}` : ''}, so you cannot sign in to play. You can still sign in to redeem your winnings.`,
  play: (until: Date | null) =>
    `You are taking a break from play${until ? ` until ${until.toISOString()}` : ''}: purchases and games are not available until it ends.`,
  alreadyOnBreak:
    'You are already taking a break that lasts at least as long. It stays as it is until it ends.',
  noEndYet: 'This self-exclusion cannot be ended now. You can ask to end it once its period is over.',
  notFound: 'There is no such break for this player.',
  notInForce: 'This break has already ended.',
} as const;

function breakRefusal(row: BreakRow, text: string) {
  const until = breakUntil(row);
  return new DomainError({
    status: 403,
    code: BREAK_ERROR_CODES.active,
    message: text,
    details: {
      kind: row.kind,
      until: until?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
    },
  });
}

/**
 * Purchase start and bets: refused with 403 `player_on_break` (details `kind`, `until`) during a break.
 * One call line at each enforcement point.
 */
export async function refuseDuringBreak(db: Db, playerId: string, now: Date): Promise<void> {
  const row = await activeBreak(db, playerId, now);
  if (row) throw breakRefusal(row, BREAK_TEXTS.play(breakUntil(row)));
}

/**
 * Sign-in (after the password is proven): refused during a break, unless the player asks for the
 * redeem-only sign-in; what that session may do is limited by the purchase and bet checks.
 */
export async function refuseSignInDuringBreak(
  db: Db,
  playerId: string,
  now: Date,
  redeemOnly: boolean | undefined,
): Promise<void> {
  if (redeemOnly) return;
  const row = await activeBreak(db, playerId, now);
  if (row) throw breakRefusal(row, BREAK_TEXTS.signIn(breakUntil(row)));
}

/** The wait after a request to end a self-exclusion. */
export const endAfterRequest = (now: Date) => new Date(now.getTime() + SELF_EXCLUSION_END_WAIT_MS);
