import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { DOCUMENT_LIMITS, DOCUMENT_TEXTS } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { identityDocuments } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { requirePlayer } from '../identity/find-player.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { detectDocumentType } from './detect-document-type.ts';
import { newDocumentKey, type DocumentStorage } from './document-storage.ts';
import { reencodeImage } from './reencode-image.ts';
import { documentView } from './document-view.ts';

/** Every refusal of a file says the same rule; the code tells the client why. */
const rejected = (status: number, code: string, message: string = DOCUMENT_TEXTS.rejectedText) =>
  new DomainError({ status, code, message });

/** Keeps the device's file name for the player's own list: no folders, no control characters, not too long. */
export function cleanFileName(name: string | null | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return clean || null;
}

/**
 * Stores an identity document for review. The type comes from the file's bytes (PDF, GIF, JPG, PNG),
 * at most 15 MB. The same file already sent by another account marks this one duplicateCredentials.
 */
export async function uploadDocument(
  deps: { db: Db; storage: DocumentStorage; publisher: Publisher },
  input: { playerId: string | null; data: Uint8Array; originalName?: string | null },
) {
  const player = await requirePlayer(deps.db, input.playerId);
  if (input.data.byteLength === 0) throw rejected(400, 'document_empty', DOCUMENT_TEXTS.empty);
  if (input.data.byteLength > DOCUMENT_LIMITS.maxBytes) throw rejected(413, 'document_too_large');
  const type = await detectDocumentType(input.data);
  if (!type) throw rejected(415, 'document_type');
  // What is stored (and later served) is the re-encoded image, never the bytes as sent.
  const stored = await reencodeImage(input.data, type.mime);
  if (!stored) throw rejected(415, 'document_unreadable', DOCUMENT_TEXTS.unreadableImage);

  const sha256 = createHash('sha256').update(input.data).digest('hex');
  const [own] = await deps.db
    .select({ id: identityDocuments.id })
    .from(identityDocuments)
    .where(and(eq(identityDocuments.playerId, player.id), eq(identityDocuments.sha256, sha256)))
    .limit(1);
  if (own)
    throw new DomainError({
      status: 409,
      code: 'document_already_uploaded',
      message: DOCUMENT_TEXTS.alreadyUploaded,
    });
  const [other] = await deps.db
    .select({ id: identityDocuments.id })
    .from(identityDocuments)
    .where(and(eq(identityDocuments.sha256, sha256), ne(identityDocuments.playerId, player.id)))
    .limit(1);

  const storageKey = newDocumentKey(player.id, type.ext);
  await deps.storage.put(storageKey, stored);
  let row;
  try {
    [row] = await deps.db
      .insert(identityDocuments)
      .values({
        playerId: player.id,
        storageKey,
        originalName: cleanFileName(input.originalName),
        mime: type.mime,
        size: stored.byteLength,
        sha256,
        status: other ? 'duplicateCredentials' : 'pending',
      })
      .returning();
  } catch (error) {
    // No row, no file: an orphan would never be reviewed or cleaned up.
    await deps.storage.delete(storageKey).catch(() => {});
    throw error;
  }
  const document = documentView(row!);
  if (document.status === 'duplicateCredentials') {
    deps.publisher.toPlayer(player.id, {
      type: 'playerIdentityVerification',
      action: 'duplicateCredentials',
      data: { documentId: document.id },
    });
    deps.publisher.toPlayer(player.id, {
      type: 'playerVerification',
      action: 'duplicate',
      data: { documentId: document.id },
    });
  }
  return document;
}
