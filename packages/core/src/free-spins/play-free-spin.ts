import { and, eq, gt, sql } from 'drizzle-orm';
import { FREE_SPIN_TEXTS, type InHouseFreeSpins } from '@casino/contracts';
import type { Clock } from '../clock/clock.ts';
import { recordActivity, type ActivityKick } from '../engagement/activity.ts';
import type { Db } from '../db/client.ts';
import { commitIfOk } from '../db/commit-if-ok.ts';
import { freeSpinGrants } from '../db/schema/free-spins.ts';
import { gameRounds } from '../db/schema/wallet.ts';
import { DomainError } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { IN_HOUSE_PROVIDER } from '../seamless-wallet/seamless-types.ts';
import { balancesJson, insertSettledRound, roundActivity } from '../seamless-wallet/round-row.ts';
import type { RoundFair } from '../provably-fair/seed-pairs.ts';
import {
  playableSql,
  transferKey,
  winCurrency,
  type GameSession,
} from '../seamless-wallet/session-ledger.ts';
import { rowsOf } from '../wallet/check-ledger.ts';
import { balancesOf } from '../wallet/get-player-balances.ts';
import { pushBalances } from '../wallet/publish-balance.ts';
import { transferAllInTransaction } from '../wallet/transfer.ts';
import type { Currency } from '../wallet/wallet-types.ts';
import { findLiveFreeSpins, toFrameFreeSpins } from './list-free-spins.ts';

/** Free-spin wins are the cost of a prize: they are paid from the house's rewards account. */
const PAYING_HOUSE = { house: 'rewards' as const };

export const freeSpinsEnded = () =>
  new DomainError({ status: 410, code: 'free_spins_ended', message: FREE_SPIN_TEXTS.ended });

/**
 * The grant a free spin is played from, read before the outcome is drawn (its bet level decides the
 * round). Only the facts that never change are checked here; whether a round is left is decided by the
 * settlement's conditional UPDATE.
 */
export async function findFreeSpinGrant(
  db: Db,
  input: { freeSpinId: string; playerId: string; gameId: string },
) {
  const [grant] = await db.select().from(freeSpinGrants).where(eq(freeSpinGrants.id, input.freeSpinId));
  // Another player's grant reads as unknown: its existence is not this player's business.
  if (!grant || grant.playerId !== input.playerId)
    throw new DomainError({ status: 404, code: 'free_spins_not_found', message: FREE_SPIN_TEXTS.notFound });
  if (grant.gameId !== input.gameId)
    throw new DomainError({ status: 422, code: 'free_spins_other_game', message: FREE_SPIN_TEXTS.otherGame });
  return { betLevel: grant.betLevel };
}

export interface FreeSpinRound {
  freeSpinId: string;
  /** The round's idempotency key: a repeat answers the first round, played and paid once. */
  roundId: string;
  win: number;
  outcome: unknown;
  /** A provably fair round's seeds (docs/provably-fair.md). */
  fair?: RoundFair | undefined;
}

export type FreeSpinSettlement =
  | {
      status: 'settled';
      outcome: unknown;
      balance: number;
      /** The free spins left on this game after the round (this grant, or the next one), or null. */
      freeSpins: InHouseFreeSpins | null;
      replayed: boolean;
    }
  /** The game was withdrawn or restricted for the player since the session opened; nothing moved. */
  | { status: 'not_playable' };

const idempotencyConflict = () =>
  new DomainError({
    status: 409,
    code: 'idempotency_conflict',
    message: 'This operation was already done with different details.',
  });

/** Why a free round moved nothing: its grant has no round left, its id was played, or its game is gone. */
type Refusal = 'ended' | 'already_settled' | 'not_playable';
const refused = (refusal: Refusal) => ({ ok: false, refusal }) as const;

/**
 * The grant loses a round (`remaining - 1` only while one is left and the grant has not expired, so 32
 * racing spins on a grant of 5 play 5), the win is paid from the house through the ledger under the
 * round's key (the in-house win key, so a round id cannot be paid twice by either path), and the round is
 * written settled with bet 0; a refusal undoes all of it (commitIfOk).
 */
async function playFreeRound(
  tx: Db,
  session: GameSession,
  catalogueGameId: number,
  round: FreeSpinRound,
  now: Date,
) {
  const [grant] = await tx
    .update(freeSpinGrants)
    .set({ remaining: sql`${freeSpinGrants.remaining} - 1` })
    .where(
      and(
        eq(freeSpinGrants.id, round.freeSpinId),
        eq(freeSpinGrants.playerId, session.playerId),
        eq(freeSpinGrants.gameId, session.gameId),
        gt(freeSpinGrants.remaining, 0),
        gt(freeSpinGrants.expiresAt, now),
      ),
    )
    .returning();
  if (!grant) return refused('ended');
  if (round.win > 0) {
    const winId = `${round.roundId}:win`;
    let transfers;
    try {
      ({ transfers } = await transferAllInTransaction(tx, [
        {
          key: transferKey(IN_HOUSE_PROVIDER, winId, winCurrency(session)),
          kind: 'free-spin-win',
          currency: winCurrency(session),
          amount: round.win,
          from: PAYING_HOUSE,
          to: { playerId: session.playerId },
          metadata: { provider: IN_HOUSE_PROVIDER, gameId: session.gameId, freeSpinId: grant.id },
        },
      ]));
    } catch (error) {
      // A racing twin committed first and drew another win.
      if (error instanceof DomainError && error.code === 'idempotency_conflict')
        return refused('already_settled');
      throw error;
    }
    if (transfers[0]!.replayed) return refused('already_settled');
  }
  // Written once: a twin without a win meets the unique round id here.
  const played = { session, roundRef: round.roundId, bet: 0, win: round.win, at: now };
  const [row] = rowsOf<{
    balance: number | string;
    balances: Array<{ currency: Currency; balance: number }>;
  }>(
    await tx.execute(
      insertSettledRound(
        {
          ...played,
          before: sql`${playableSql(session)} - ${round.win}::bigint`,
          after: playableSql(session),
          outcome: round.outcome,
          freeSpinId: grant.id,
          fair: round.fair,
        },
        {
          catalogueGameId,
          returning: sql`balance_after AS balance, ${balancesJson(session.playerId)} AS balances`,
        },
      ),
    ),
  );
  if (!row) return refused((await roundOf(tx, round.roundId)) ? 'already_settled' : 'not_playable');
  await recordActivity(tx, roundActivity({ ...played, ref: round.roundId }, true));
  return { ok: true, grant, balance: Number(row.balance), balances: balancesOf(row.balances ?? []) } as const;
}

/**
 * One free round in one transaction (playFreeRound), then the balance push and `freeSpins updated`
 * after commit.
 */
export async function settleFreeSpin(
  deps: { db: Db; publisher: Publisher; clock: Clock; activity?: ActivityKick },
  session: GameSession,
  catalogueGameId: number,
  round: FreeSpinRound,
): Promise<FreeSpinSettlement> {
  const { db, publisher, clock } = deps;
  const now = clock.now();
  const settled = await commitIfOk(db, (tx) => playFreeRound(tx, session, catalogueGameId, round, now));
  if (!settled.ok) {
    if (settled.refusal === 'not_playable') return { status: 'not_playable' };
    // A round already played under this id (a repeat, or a racing twin that committed first and may have
    // drawn another win) is answered as it was, even once the grant has run out; without one, the grant
    // has simply ended.
    const first = await roundOf(db, round.roundId);
    if (first) return replay(db, session, round, first, now);
    throw settled.refusal === 'ended' ? freeSpinsEnded() : idempotencyConflict();
  }
  if (round.win > 0) pushBalances(publisher, session.playerId, settled.balances);
  deps.activity?.kick();
  const { grant } = settled;
  publisher.toPlayer(session.playerId, {
    type: 'freeSpins',
    action: 'updated',
    data: { freeSpinId: grant.id, freeSpinCount: grant.remaining },
  });
  return {
    status: 'settled',
    outcome: round.outcome,
    balance: settled.balance,
    freeSpins:
      grant.remaining > 0
        ? toFrameFreeSpins(grant)
        : await findLiveFreeSpins(db, { playerId: session.playerId, gameId: session.gameId, now }),
    replayed: false,
  };
}

async function roundOf(db: Db, roundId: string) {
  const [first] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.provider, IN_HOUSE_PROVIDER), eq(gameRounds.roundRef, roundId)));
  return first;
}

async function replay(
  db: Db,
  session: GameSession,
  round: FreeSpinRound,
  first: typeof gameRounds.$inferSelect,
  now: Date,
): Promise<FreeSpinSettlement> {
  if (first.sessionToken !== session.token || first.freeSpinId !== round.freeSpinId)
    throw idempotencyConflict();
  return {
    status: 'settled',
    outcome: first.outcome,
    balance: first.balanceAfter,
    freeSpins: await findLiveFreeSpins(db, { playerId: session.playerId, gameId: session.gameId, now }),
    replayed: true,
  };
}
