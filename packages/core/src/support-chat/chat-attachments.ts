import { eq } from 'drizzle-orm';
import { SUPPORT_CHAT_RULES, VALIDATION } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { supportChatAttachments, supportConversations } from '../db/schema/index.ts';
import { detectDocumentType } from '../documents/detect-document-type.ts';
import { newDocumentKey, type DocumentStorage } from '../documents/document-storage.ts';
import { reencodeImage } from '../documents/reencode-image.ts';
import { DomainError } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import type { ChatOwner } from './chat-owner.ts';
import { openConversationOf } from './chat-views.ts';
import { createConversation, sendChatMessage } from './send-chat-message.ts';

const refused = (status: number) =>
  new DomainError({ status, code: 'chat_attachment', message: VALIDATION.supportChat.attachment });

/**
 * An image sent in the chat: its type is read from its bytes with the identity documents' check, and only
 * GIF, JPG and PNG up to 5 MB pass (a PDF is a document, not a chat picture). Stored, then sent as a message.
 */
export async function sendChatAttachment(
  deps: { db: Db; publisher: Publisher; storage: DocumentStorage },
  owner: ChatOwner & { email: string | null },
  input: { data: Uint8Array; clientId: string; now: Date },
) {
  if (input.data.byteLength === 0) throw refused(400);
  if (input.data.byteLength > SUPPORT_CHAT_RULES.maxAttachmentBytes) throw refused(413);
  const type = await detectDocumentType(input.data);
  if (!type || !(SUPPORT_CHAT_RULES.attachmentMimes as readonly string[]).includes(type.mime))
    throw refused(415);
  // The stored (and served) file is the re-encoded image: nothing appended or embedded survives.
  const stored = await reencodeImage(input.data, type.mime);
  if (!stored)
    throw new DomainError({
      status: 415,
      code: 'chat_attachment_unreadable',
      message: VALIDATION.supportChat.unreadableImage,
    });
  // The file's folder is the owner's (a uuid), its name random: never the device's file name.
  const folder = owner.kind === 'player' ? owner.playerId : owner.visitorId;
  const storageKey = newDocumentKey(folder, type.ext);
  await deps.storage.put(storageKey, stored);
  try {
    const [attachment] = await deps.db
      .insert(supportChatAttachments)
      .values({
        conversationId: await ensureConversationId(deps, owner, input.now),
        storageKey,
        mime: type.mime,
        size: stored.byteLength,
        createdAt: input.now,
      })
      .returning();
    return await sendChatMessage(deps, owner, {
      body: '',
      clientId: input.clientId,
      attachmentId: attachment!.id,
      now: input.now,
    });
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

async function ensureConversationId(
  deps: { db: Db },
  owner: ChatOwner & { email: string | null },
  now: Date,
): Promise<string> {
  const open = await openConversationOf(deps.db, owner);
  if (open) return open.id;
  return (await createConversation(deps.db, owner, { now })).conversation.id;
}

/** The file of an attachment, for its owner or an agent; anyone else gets "not found". */
export async function readChatAttachment(
  deps: { db: Db; storage: DocumentStorage },
  reader: { owner: ChatOwner } | { agent: true },
  id: string,
) {
  const [row] = await deps.db
    .select({
      a: supportChatAttachments,
      playerId: supportConversations.playerId,
      visitorId: supportConversations.visitorId,
    })
    .from(supportChatAttachments)
    .innerJoin(supportConversations, eq(supportConversations.id, supportChatAttachments.conversationId))
    .where(eq(supportChatAttachments.id, id));
  const mine =
    row &&
    ('agent' in reader ||
      (reader.owner.kind === 'player'
        ? row.playerId === reader.owner.playerId
        : row.visitorId === reader.owner.visitorId));
  if (!row || !mine)
    throw new DomainError({
      status: 404,
      code: 'not_found',
      message: VALIDATION.supportChat.unknownConversation,
    });
  return { mime: row.a.mime, data: await deps.storage.get(row.a.storageKey) };
}
