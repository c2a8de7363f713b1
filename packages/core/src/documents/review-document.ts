import { eq, sql } from 'drizzle-orm';
import { DOCUMENT_TEXTS, type DocumentReviewStatus, type DocumentStatus } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { identityDocuments } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { payVerificationReward, publishBalances } from '../rewards/pay-reward.ts';
import { documentView } from './document-view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a review changed, for the operator's audit trail. */
/** The spec's player-verification action a review decision is told as (the player's toast). */
export const VERIFICATION_ACTION = {
  approved: 'success',
  rejected: 'failed',
  duplicateCredentials: 'duplicate',
} as const satisfies Record<DocumentReviewStatus, string>;

export interface DocumentReviewState {
  status: DocumentStatus;
  reviewNote: string | null;
}

/**
 * A review inside the caller's transaction (`tx`): the row is locked, read (`before`) and changed. Nothing
 * is pushed yet: the caller calls `notify` once the transaction has committed, so the player never hears of
 * a decision that was rolled back (the back-office audits it in the same transaction).
 */
export async function reviewDocumentInTransaction(
  tx: Db,
  input: { documentId: string; status: DocumentReviewStatus; note?: string | null },
) {
  if (!UUID.test(input.documentId)) throw notFound(DOCUMENT_TEXTS.notFound);
  const [current] = await tx
    .select({ status: identityDocuments.status, reviewNote: identityDocuments.reviewNote })
    .from(identityDocuments)
    .where(eq(identityDocuments.id, input.documentId))
    .for('update');
  if (!current) throw notFound(DOCUMENT_TEXTS.notFound);
  const [row] = await tx
    .update(identityDocuments)
    .set({ status: input.status, reviewNote: input.note?.trim() || null, reviewedAt: sql`now()` })
    .where(eq(identityDocuments.id, input.documentId))
    .returning();
  if (!row) throw notFound(DOCUMENT_TEXTS.notFound);
  // An approved identity earns the verification reward, in this transaction, once per person.
  const rewarded = input.status === 'approved' && (await payVerificationReward(tx, row.playerId));
  const before: DocumentReviewState = { status: current.status, reviewNote: current.reviewNote };
  const after: DocumentReviewState = { status: row.status, reviewNote: row.reviewNote };
  return {
    before,
    after,
    playerId: row.playerId,
    document: documentView(row),
    /** The player's open pages hear the decision (their toast) and a reward's balance; after the commit. */
    async notify(deps: { db: Db; publisher: Publisher }) {
      deps.publisher.toPlayer(row.playerId, {
        type: 'playerIdentityVerification',
        action: input.status,
        data: { documentId: row.id },
      });
      deps.publisher.toPlayer(row.playerId, {
        type: 'playerVerification',
        action: VERIFICATION_ACTION[input.status],
        data: { documentId: row.id },
      });
      if (rewarded) await publishBalances(deps.db, deps.publisher, [row.playerId]);
    },
  };
}

/**
 * An operator's decision on a document (endpoint and CLI). The player's open pages hear it at once;
 * a later review of the same document replaces the earlier one (the reward stays paid once).
 */
export async function reviewDocument(
  deps: { db: Db; publisher: Publisher },
  input: { documentId: string; status: DocumentReviewStatus; note?: string | null },
) {
  const reviewed = await deps.db.transaction((tx) => reviewDocumentInTransaction(tx, input));
  await reviewed.notify(deps);
  return reviewed.document;
}
