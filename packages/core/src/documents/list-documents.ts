import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { identityDocuments } from '../db/schema/index.ts';
import { requirePlayer } from '../identity/find-player.ts';
import { documentView } from './document-view.ts';

/** The signed-in player's own documents, newest first. */
export async function listDocuments(db: Db, playerId: string | null) {
  const player = await requirePlayer(db, playerId);
  const rows = await db
    .select()
    .from(identityDocuments)
    .where(eq(identityDocuments.playerId, player.id))
    .orderBy(desc(identityDocuments.createdAt));
  return rows.map(documentView);
}
