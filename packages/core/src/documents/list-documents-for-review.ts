import { asc, eq } from 'drizzle-orm';
import type { DocumentStatus } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { identityDocuments, players } from '../db/schema/index.ts';
import { documentView } from './document-view.ts';

/** For operators: documents (by default those waiting), oldest first, with whose they are and where the file is. */
export async function listDocumentsForReview(
  db: Db,
  input: { status?: DocumentStatus; limit?: number } = {},
) {
  const rows = await db
    .select({ document: identityDocuments, login: players.login, email: players.email })
    .from(identityDocuments)
    .innerJoin(players, eq(players.id, identityDocuments.playerId))
    .where(eq(identityDocuments.status, input.status ?? 'pending'))
    .orderBy(asc(identityDocuments.createdAt))
    .limit(Math.min(input.limit ?? 100, 500));
  return rows.map(({ document, login, email }) => ({
    ...documentView(document),
    playerId: document.playerId,
    login,
    email,
    storageKey: document.storageKey,
  }));
}
