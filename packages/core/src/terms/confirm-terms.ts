import { TERMS_TEXTS, type TermsDocument } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { termsAcceptances, termsViews } from '../db/schema/index.ts';
import { invalid } from '../errors.ts';
import { findCurrentTerms, getUnconfirmedTerms } from './find-current-terms.ts';

/** The distinct ids, each one of the `allowed` documents; 400 when one is not. */
async function distinctIn(ids: readonly number[], allowed: Promise<readonly TermsDocument[]>) {
  const documentIds = [...new Set(ids)];
  const known = new Set((await allowed).map((d) => d.id));
  const stale = documentIds.filter((id) => !known.has(id));
  if (stale.length) throw invalid(TERMS_TEXTS.notCurrent, { ids: [TERMS_TEXTS.notCurrent] });
  return documentIds;
}

/**
 * Records that the player was shown the confirmation for these documents. Only documents still
 * waiting for this player can be logged: a stale page must reload rather than log old versions.
 */
export async function logTermsView(
  db: Db,
  playerId: string,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  const documentIds = await distinctIn(ids, getUnconfirmedTerms(db, playerId, now));
  await db.insert(termsViews).values({ playerId, documentIds });
}

/**
 * Accepts these documents for the player. They must be current versions; accepting one already
 * accepted is a no-op, so a double click or a retry answers success too.
 */
export async function confirmTerms(
  db: Db,
  playerId: string,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  const documentIds = await distinctIn(ids, findCurrentTerms(db, now));
  await db
    .insert(termsAcceptances)
    .values(documentIds.map((documentId) => ({ playerId, documentId })))
    .onConflictDoNothing();
}

/**
 * A new sign-up ticked "I agree": accept every document in force now. Call it right after an email
 * registration creates the player (one-click accounts have not agreed and meet the terms gate).
 */
export async function acceptCurrentTerms(db: Db, playerId: string, now: Date): Promise<void> {
  const current = await findCurrentTerms(db, now);
  if (!current.length) return;
  await db
    .insert(termsAcceptances)
    .values(current.map((d) => ({ playerId, documentId: d.id })))
    .onConflictDoNothing();
}
