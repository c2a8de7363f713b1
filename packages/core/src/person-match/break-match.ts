import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { BREAK_ERROR_CODES, VALIDATION } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { identityReviews, payments, players } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { activeBreak, breakUntil, isExcludedSql } from '../self-exclusion/break-rules.ts';

/** What is known of the person behind an account: any part may be missing. */
export interface PersonProbe {
  /** The account asking (never matched with itself). */
  playerId: string;
  canonicalEmail?: string | null;
  identityKey?: string | null;
  /** Name + birth date: a match on it alone is a near match (queued for an operator). */
  personKey?: string | null;
  cardFingerprint?: string | null;
}

export const NEAR_MATCH_REASON = 'sameNameAndBirthDate';

/**
 * Other accounts of the same person that are on a break now: `certain` (same mailbox, same identity with
 * its address, or the same card) and `near` (same name and birth date only). Indexed lookups, one query.
 */
export async function findPersonOnBreak(db: Db, probe: PersonProbe, now: Date) {
  const certain: SQL[] = [];
  if (probe.canonicalEmail) certain.push(eq(players.canonicalEmail, probe.canonicalEmail));
  if (probe.identityKey) certain.push(eq(players.identityKey, probe.identityKey));
  if (probe.cardFingerprint)
    certain.push(
      inArray(
        players.id,
        db
          .select({ id: payments.playerId })
          .from(payments)
          .where(eq(payments.cardFingerprint, probe.cardFingerprint)),
      ),
    );
  const near = probe.personKey ? eq(players.personKey, probe.personKey) : undefined;
  if (certain.length === 0 && !near) return { certain: null, near: [] as string[] };
  const isCertain = certain.length ? or(...certain)! : sql`false`;
  const rows = await db
    .select({ id: players.id, certain: sql<boolean>`${isCertain}`.mapWith(Boolean) })
    .from(players)
    .where(and(ne(players.id, probe.playerId), or(isCertain, near), isExcludedSql(players.id, now)));
  const sure = rows.find((row) => row.certain);
  return {
    certain: sure ? await activeBreak(db, sure.id, now) : null,
    near: rows.filter((row) => !row.certain).map((row) => row.id),
  };
}

/**
 * Refuses (403 `player_on_break`) when another account of this person is on a break: a break covers the
 * person, not one account. Answers the near matches, for `queueNearMatches`.
 */
export async function refuseIfPersonOnBreak(db: Db, probe: PersonProbe, now: Date): Promise<string[]> {
  const { certain, near } = await findPersonOnBreak(db, probe, now);
  if (certain) {
    const until = breakUntil(certain);
    throw new DomainError({
      status: 403,
      code: BREAK_ERROR_CODES.active,
      message: VALIDATION.breaks.otherAccount,
      details: {
        kind: certain.kind,
        until: until?.toISOString() ?? null,
        endsAt: certain.endsAt?.toISOString() ?? null,
      },
    });
  }
  return near;
}

/** Near matches go to the operators' identity review queue, once per pair of accounts. */
export async function queueNearMatches(db: Db, playerId: string, matchedPlayerIds: readonly string[]) {
  if (matchedPlayerIds.length === 0) return;
  await db
    .insert(identityReviews)
    .values(
      matchedPlayerIds.map((matchedPlayerId) => ({ playerId, matchedPlayerId, reason: NEAR_MATCH_REASON })),
    )
    .onConflictDoNothing({ target: [identityReviews.playerId, identityReviews.matchedPlayerId] });
}
