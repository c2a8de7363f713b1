import { eq } from 'drizzle-orm';
import type { BackofficeBalance, PlayerBalance, WalletAdjustRequest } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { appendAudit } from '../backoffice/audit-log.ts';
import { players } from '../db/schema/index.ts';
import { invalid, notFound } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { applyBalanceAdjustment, type AdjustableCurrency } from '../wallet/adjust-balance.ts';
import { getPlayerBalances, toPlayerBalance } from '../wallet/get-player-balances.ts';
import { publishBalance } from '../wallet/publish-balance.ts';
import type { OperatorActor } from './actor.ts';
import { findPlayerOr404, playerBalances } from './get-player-detail.ts';

export interface PlayerAdjustment {
  playerId: string;
  currency: AdjustableCurrency;
  /** Units players see: positive credits, negative takes back. */
  amount: number;
  reason: string;
  /** The form's key: the same key pays once, whoever sends it how often. */
  idempotencyKey: string;
}

/** The ledger key of a back-office adjustment: per player, so one form's key never touches another. */
export const adjustmentKey = (playerId: string, idempotencyKey: string) =>
  `adjust:backoffice:${playerId}:${idempotencyKey}`;

/**
 * An operator's balance correction through the existing `applyBalanceAdjustment` (house `adjustments`,
 * the reason in the transfer), audited as `wallet.adjust` with the balance before and after in the same
 * transaction. A repeated key answers the first adjustment with `replayed: true` and writes nothing; the
 * player's header hears the new balance once the transaction committed.
 */
export async function adjustPlayerBalance(
  deps: { db: Db; publisher: Publisher },
  input: PlayerAdjustment,
  actor: OperatorActor,
): Promise<{ transferId: string; replayed: boolean; balances: BackofficeBalance[] }> {
  const reason = input.reason.trim();
  if (reason.length < 3 || reason.length > 500) throw invalid('Give a reason of 3 to 500 characters.');
  const result = await deps.db.transaction(async (tx) => {
    await findPlayerOr404(tx, input.playerId);
    const before = await playerBalances(tx, input.playerId);
    const moved = await applyBalanceAdjustment(tx, {
      playerId: input.playerId,
      currency: input.currency,
      amount: input.amount,
      reason,
      key: adjustmentKey(input.playerId, input.idempotencyKey),
      metadata: { operatorId: actor.operatorId, operatorEmail: actor.operatorEmail },
    });
    const balances = await playerBalances(tx, input.playerId);
    if (!moved.replayed)
      await appendAudit(tx, {
        ...actor,
        action: 'wallet.adjust',
        targetType: 'player',
        targetId: input.playerId,
        before: { balance: before.find((b) => b.currency === input.currency)?.amount ?? 0 },
        after: {
          balance: balances.find((b) => b.currency === input.currency)?.amount ?? 0,
          currency: input.currency,
          amount: input.amount,
          reason,
          transferId: moved.transferId,
        },
      });
    return { ...moved, balances };
  });
  if (!result.replayed) await publishBalance(deps.db, deps.publisher, input.playerId);
  return result;
}

/**
 * The operator endpoint's and the CLI's adjustment (`POST /rest/ops/wallet/adjust/`, `npm run ops --
 * wallet:adjust`): the player by email, then the back-office's keyed adjustment audited in its transaction,
 * so an operator write is audited one way whichever door it came through.
 */
export async function adjustBalance(
  deps: { db: Db; publisher: Publisher },
  input: WalletAdjustRequest,
  actor: OperatorActor,
): Promise<{ playerId: string; transferId: string; replayed: boolean; balance: PlayerBalance }> {
  const [player] = await deps.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.email, input.playerEmail.trim().toLowerCase()));
  if (!player) throw notFound('There is no player with this email.');
  const { playerEmail: _, ...adjustment } = input;
  const moved = await adjustPlayerBalance(deps, { playerId: player.id, ...adjustment }, actor);
  return {
    playerId: player.id,
    transferId: moved.transferId,
    replayed: moved.replayed,
    balance: toPlayerBalance(await getPlayerBalances(deps.db, player.id)),
  };
}
