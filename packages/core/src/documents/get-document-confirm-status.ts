import { desc, eq } from 'drizzle-orm';
import type { DocumentConfirmStatus } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { identityDocuments } from '../db/schema/index.ts';

/**
 * The player's verification state: approved once any document was approved (a later upload does not
 * undo it), otherwise the status of the latest document; null before the first upload.
 */
export async function getDocumentConfirmStatus(
  db: Db,
  playerId: string,
): Promise<DocumentConfirmStatus | null> {
  const rows = await db
    .select({ status: identityDocuments.status })
    .from(identityDocuments)
    .where(eq(identityDocuments.playerId, playerId))
    .orderBy(desc(identityDocuments.createdAt));
  if (rows.length === 0) return null;
  if (rows.some((row) => row.status === 'approved')) return 'approved';
  return rows[0]!.status;
}
