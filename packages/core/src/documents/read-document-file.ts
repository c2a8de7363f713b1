import { eq } from 'drizzle-orm';
import { DOCUMENT_TEXTS } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { identityDocuments } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import type { DocumentStorage } from './document-storage.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An uploaded file for an operator to look at: its bytes from storage and the type detected from them at
 * upload (never the name's). A row whose file is gone answers 404 like an unknown id.
 */
export async function readDocumentFile(
  deps: { db: Db; storage: DocumentStorage },
  documentId: string,
): Promise<{ data: Buffer; mime: string; size: number; playerId: string; fileName: string }> {
  if (!UUID.test(documentId)) throw notFound(DOCUMENT_TEXTS.notFound);
  const [row] = await deps.db
    .select({
      storageKey: identityDocuments.storageKey,
      mime: identityDocuments.mime,
      playerId: identityDocuments.playerId,
    })
    .from(identityDocuments)
    .where(eq(identityDocuments.id, documentId));
  if (!row) throw notFound(DOCUMENT_TEXTS.notFound);
  let data: Buffer;
  try {
    data = await deps.storage.get(row.storageKey);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT')
      throw notFound('The file of this document is no longer stored.');
    throw error;
  }
  const ext = row.storageKey.slice(row.storageKey.lastIndexOf('.') + 1);
  return {
    data,
    mime: row.mime,
    size: data.byteLength,
    playerId: row.playerId,
    fileName: `${documentId}.${ext}`,
  };
}
