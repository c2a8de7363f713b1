import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  BoIdentityReviewDecision,
  BoIdentityReviewRow,
  BoIdentityReviewsQuery,
  BoReviewedAccount,
} from '@casino/contracts';
import { appendAudit } from '../backoffice/audit-log.ts';
import type { OperatorActor } from '../backoffice-players/actor.ts';
import { offsetOf, orderOf, type Paged } from '../backoffice-players/paging.ts';
import type { Db } from '../db/client.ts';
import { containsPattern } from '../db/like-pattern.ts';
import { identityReviews, playerBreaks, players } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { endPlayerSessions } from '../identity/sessions.ts';
import { forgetProtectionHint } from '../play-limits/protection-hint.ts';
import { activeBreak, breakUntil } from '../self-exclusion/break-rules.ts';

export const IDENTITY_REVIEW_TEXTS = {
  notFound: 'There is no such identity review.',
  decided: 'This review is already decided.',
  breakOver: 'The matched player is no longer on a break, so there is no break to apply. Dismiss the review.',
} as const;

const matched = alias(players, 'matched_player');
type PlayerRow = typeof players.$inferSelect;

async function account(db: Db, row: PlayerRow, now: Date): Promise<BoReviewedAccount> {
  const onBreak = await activeBreak(db, row.id, now);
  return {
    id: row.id,
    email: row.email,
    login: row.login,
    name: row.name,
    surname: row.surname,
    birthDay: row.birthDay,
    address: [row.address, row.address2].filter(Boolean).join(', ') || null,
    city: row.city,
    state: row.state,
    zip: row.zip,
    createdAt: row.createdAt.toISOString(),
    onBreak: onBreak && { kind: onBreak.kind, until: breakUntil(onBreak)?.toISOString() ?? null },
  };
}

async function rowsOf(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  window?: { limit: number; offset: number },
) {
  const query = db
    .select({ review: identityReviews, player: players, matched })
    .from(identityReviews)
    .innerJoin(players, eq(players.id, identityReviews.playerId))
    .innerJoin(matched, eq(matched.id, identityReviews.matchedPlayerId))
    .where(where)
    .orderBy(...order);
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

async function view(
  db: Db,
  row: Awaited<ReturnType<typeof rowsOf>>[number],
  now: Date,
): Promise<BoIdentityReviewRow> {
  return {
    id: row.review.id,
    status: row.review.status,
    reason: row.review.reason,
    createdAt: row.review.createdAt.toISOString(),
    decidedAt: row.review.decidedAt?.toISOString() ?? null,
    decidedBy: row.review.decidedBy,
    player: await account(db, row.player, now),
    matched: await account(db, row.matched, now),
  };
}

/**
 * The identity review queue, one page: both accounts of each near match side by side. Without a sort, the
 * waiting ones first, oldest first. `q` finds either account by email or login.
 */
export async function listIdentityReviews(
  db: Db,
  query: Pick<BoIdentityReviewsQuery, 'page' | 'pageSize' | 'sort' | 'order' | 'q' | 'status'>,
  now: Date,
): Promise<Paged<BoIdentityReviewRow>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(identityReviews.status, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(players.email, pattern),
        ilike(players.login, pattern),
        ilike(matched.email, pattern),
        ilike(matched.login, pattern),
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const order = query.sort
    ? orderOf(
        query,
        {
          createdAt: identityReviews.createdAt,
          status: identityReviews.status,
          decidedAt: identityReviews.decidedAt,
        },
        'createdAt',
        identityReviews.id,
      )
    : [
        asc(sql`case when ${identityReviews.status} = 'pending' then 0 else 1 end`),
        asc(identityReviews.createdAt),
        asc(identityReviews.id),
      ];
  const [rows, [total]] = await Promise.all([
    rowsOf(db, where, order, { limit: query.pageSize, offset: offsetOf(query) }),
    db
      .select({ n: count() })
      .from(identityReviews)
      .innerJoin(players, eq(players.id, identityReviews.playerId))
      .innerJoin(matched, eq(matched.id, identityReviews.matchedPlayerId))
      .where(where),
  ]);
  const out: BoIdentityReviewRow[] = [];
  for (const row of rows) out.push(await view(db, row, now));
  return { rows: out, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One review as the queue lists it, or null. */
export async function findIdentityReview(db: Db, id: number, now: Date): Promise<BoIdentityReviewRow | null> {
  const [row] = await rowsOf(db, eq(identityReviews.id, id), []);
  return row ? view(db, row, now) : null;
}

/**
 * An operator's decision, audited (`identity-review.decide`) in its transaction. "Same person" gives the new
 * account the matched player's break as it stands (kind, period, end, lift) and ends its sessions: the caller
 * tells its open pages after the commit. "Different people" only closes the review.
 */
export async function decideIdentityReview(
  db: Db,
  input: { id: number } & BoIdentityReviewDecision,
  actor: OperatorActor,
) {
  const now = actor.at;
  const decided = await db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(identityReviews)
      .where(eq(identityReviews.id, input.id))
      .for('update');
    if (!review) throw notFound(IDENTITY_REVIEW_TEXTS.notFound);
    if (review.status !== 'pending') throw conflict(IDENTITY_REVIEW_TEXTS.decided);
    let applied: number | null = null;
    if (input.decision === 'samePerson') {
      const source = await activeBreak(tx, review.matchedPlayerId, now);
      if (!source) throw conflict(IDENTITY_REVIEW_TEXTS.breakOver);
      const [copy] = await tx
        .insert(playerBreaks)
        .values({
          playerId: review.playerId,
          kind: source.kind,
          period: source.period,
          startedAt: now,
          // A self-exclusion past its period (waiting to be asked to end) keeps no end of its own here.
          endsAt: source.endsAt && source.endsAt > now ? source.endsAt : null,
          liftsAt: source.liftsAt,
        })
        .returning({ id: playerBreaks.id });
      applied = copy!.id;
      await endPlayerSessions(tx, review.playerId);
    }
    await tx
      .update(identityReviews)
      .set({ status: input.decision, decidedAt: now, decidedBy: actor.operatorEmail ?? actor.operatorId })
      .where(eq(identityReviews.id, review.id));
    await appendAudit(tx, {
      ...actor,
      action: 'identity-review.decide',
      targetType: 'identity-review',
      targetId: String(review.id),
      before: { status: review.status, playerId: review.playerId, matchedPlayerId: review.matchedPlayerId },
      after: { status: input.decision, playerId: review.playerId, appliedBreakId: applied },
    });
    return { playerId: review.playerId, applied };
  });
  if (decided.applied !== null) forgetProtectionHint(decided.playerId);
  return { ...decided, review: (await findIdentityReview(db, input.id, now))! };
}
