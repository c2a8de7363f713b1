import { and, desc, eq } from 'drizzle-orm';
import type { CashOffersResponse, LastPayProvider } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema/index.ts';
import { getDocumentConfirmStatus } from '../documents/get-document-confirm-status.ts';
import { loadPlayerState } from '../app/load-player-state.ts';
import { unauthorized } from '../errors.ts';
import { listPlayerOffers } from '../offers/player-offers.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** The spec's lastPayProvider: the method of the player's last completed deposit. */
export async function findLastPayProvider(db: Db, playerId: string): Promise<LastPayProvider | null> {
  const [last] = await db
    .select({ methodId: payments.methodId, methodType: payments.methodType })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.status, 'completed')))
    .orderBy(desc(payments.completedAt))
    .limit(1);
  return last ? { method_id: last.methodId, type: last.methodType } : null;
}

/**
 * Everything the cashier needs to sell to this player now. Financial operations are available unless
 * the player's last location check was blocked (the same rule that stops SweepStakes play); deposits
 * are refused with 403 in that case.
 */
export async function getCashOffers(
  deps: Pick<PaymentDeps, 'db' | 'providers'>,
  input: { playerId: string | null; now: Date },
): Promise<CashOffersResponse> {
  const { db } = deps;
  // One read of the player: the row and the offer context come in the same statement.
  const state = input.playerId ? await loadPlayerState(db, input.playerId, input.now, null) : null;
  if (!state) throw unauthorized();
  const { player, offers: context } = state;
  const [offers, documentStatus, lastPayProvider] = await Promise.all([
    listPlayerOffers(db, { playerId: player.id, now: input.now, context }),
    getDocumentConfirmStatus(db, player.id),
    findLastPayProvider(db, player.id),
  ]);
  const methods = deps.providers.methods();
  return {
    packages: offers.packages,
    promoOffers: offers.promoOffers,
    methods,
    applePayEnabled: methods.some((m) => m.isApplePay),
    lastPayProvider,
    depositsCount: context.depositsCount,
    profileCompleted: context.profileCompleted,
    verificationCompleted: documentStatus === 'approved',
    financialOperationsAvailable: player.geoAccess !== 'blocked',
  };
}
