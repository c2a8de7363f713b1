import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { toMinorUnits, type RedeemRequestView } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { redeemRequests, redeemSteps } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { requirePlayer } from '../identity/find-player.ts';
import type { Clock } from '../clock/clock.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import { transferInTransaction } from '../wallet/transfer.ts';
import { publishRedeemStep } from './decide-redeem.ts';
import { formatWinnings, REDEEM_TEXTS, redeemEligibility, type RedeemBlockReason } from './redeem-rules.ts';
import { REDEEM_STEP_ACTOR, redeemEntrySteps, redeemStatusOf } from './redeem-steps.ts';
import { redeemViews } from './redeem-timeline.ts';

export interface RedeemDeps {
  db: Db;
  publisher: Publisher;
  clock: Clock;
  /** REDEEM_MINIMUM in WINNING hundredths. */
  minimumMinor: number;
}

/** The player-verification push a redeem refusal is told as: a document to scan, the profile survey to fill. */
const VERIFICATION_NEEDS: Partial<Record<RedeemBlockReason, 'needScanDocument' | 'surveyRequired'>> = {
  identity_not_verified: 'needScanDocument',
  profile_incomplete: 'surveyRequired',
};

const amountError = (message: string, code: string) =>
  new DomainError({ status: 422, code, message, errors: { amount: [message] } });

/**
 * A player's redeem request: the winnings leave the WINNING account for the house `redemptions`
 * account in the same transaction that inserts the pending request, so a request never exists without
 * its hold (or the reverse). The ledger's conditional debit makes concurrent requests unable to
 * overdraw. A repeat with the same idempotency key answers with the first request.
 */
export async function createRedeem(
  deps: RedeemDeps,
  input: { playerId: string | null; amount: number; idempotencyKey: string },
): Promise<{ request: RedeemRequestView; replayed: boolean }> {
  const player = await requirePlayer(deps.db, input.playerId);
  const amountMinor = toMinorUnits('WINNING', input.amount);
  const replay = await findByKey(deps.db, player, input.idempotencyKey, amountMinor);
  if (replay) return { request: replay, replayed: true };

  const { reasons, winningsMinor } = await redeemEligibility(deps.db, player, deps.minimumMinor);
  const blocking = reasons.find((reason) => reason !== 'below_minimum');
  if (blocking) {
    // What verification still needs, told the spec's way too: every open page shows where to do it.
    const needs = VERIFICATION_NEEDS[blocking];
    if (needs) deps.publisher.toPlayer(player.id, { type: 'playerVerification', action: needs, data: {} });
    throw new DomainError({ status: 403, code: blocking, message: REDEEM_TEXTS[blocking] });
  }
  if (!Number.isFinite(input.amount) || Math.abs(input.amount * 100 - amountMinor) > 1e-6)
    throw amountError(REDEEM_TEXTS.amountDecimals, 'amount_decimals');
  if (amountMinor < deps.minimumMinor)
    throw amountError(
      REDEEM_TEXTS.amountBelowMinimum.replace('{minimum}', formatWinnings(deps.minimumMinor)),
      'below_minimum',
    );
  const aboveWinnings = (available: number) =>
    amountError(
      REDEEM_TEXTS.amountAboveWinnings.replace('{winnings}', formatWinnings(available)),
      'above_winnings',
    );
  if (amountMinor > winningsMinor) throw aboveWinnings(winningsMinor);

  const id = randomUUID();
  const at = deps.clock.now();
  const entry = redeemEntrySteps();
  let created: typeof redeemRequests.$inferSelect | undefined;
  try {
    created = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(redeemRequests)
        .values({
          id,
          playerId: player.id,
          amount: amountMinor,
          idempotencyKey: input.idempotencyKey,
          step: entry.at(-1)!,
          status: redeemStatusOf(entry.at(-1)!),
          createdAt: at,
        })
        .onConflictDoNothing({ target: [redeemRequests.playerId, redeemRequests.idempotencyKey] })
        .returning();
      // A concurrent repeat of this key committed first: answer with it below, outside this transaction.
      if (!row) return undefined;
      await transferInTransaction(tx, {
        key: `redeem:${id}:hold`,
        kind: 'redeem:hold',
        currency: 'WINNING',
        amount: amountMinor,
        from: { playerId: player.id },
        to: { house: 'redemptions' },
        metadata: { redeemId: id },
      });
      // The timeline: requested by the player; the identity check passes at once (redeem needs an approved
      // document, checked above), so the system's steps into review are written with it.
      await tx
        .insert(redeemSteps)
        .values(entry.map((step) => ({ redeemId: id, step, at, by: REDEEM_STEP_ACTOR[step] })));
      return row;
    });
  } catch (error) {
    // Another request took the winnings between the check above and the debit.
    if (error instanceof DomainError && error.code === 'insufficient_funds')
      throw aboveWinnings((await getPlayerBalances(deps.db, player.id)).winnings);
    throw error;
  }
  if (!created) {
    const first = await findByKey(deps.db, player, input.idempotencyKey, amountMinor);
    if (!first) throw new Error(`redeem request ${input.idempotencyKey} vanished`);
    return { request: first, replayed: true };
  }
  await publishBalance(deps.db, deps.publisher, player.id);
  await publishRedeemStep(deps, created);
  const [view] = await redeemViews(deps.db, [{ row: created, brand: player.brand }]);
  return { request: view!, replayed: false };
}

async function findByKey(
  db: Db,
  player: { id: string; brand: string },
  idempotencyKey: string,
  amountMinor: number,
) {
  const [row] = await db
    .select()
    .from(redeemRequests)
    .where(and(eq(redeemRequests.playerId, player.id), eq(redeemRequests.idempotencyKey, idempotencyKey)));
  if (!row) return null;
  if (row.amount !== amountMinor)
    throw new DomainError({ status: 409, code: 'key_reused', message: REDEEM_TEXTS.keyReused });
  const [view] = await redeemViews(db, [{ row, brand: player.brand }]);
  return view!;
}
