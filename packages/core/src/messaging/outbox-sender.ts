import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { MessageSender, MessageStatus, OutgoingMessage } from './message-sender.ts';

/** Stores the message row; `status` says whether something will still deliver it. */
export async function storeMessage(db: Db, message: OutgoingMessage, status: MessageStatus = 'outbox') {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      playerId: message.playerId ?? null,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      bodyText: message.text,
      link: message.link ?? null,
      locale: message.locale,
      status,
    })
    .returning({ id: outboxMessages.id });
  return row!.id;
}

/** Development and tests: messages only land in outbox_messages (see GET /dev/outbox/). */
export function createOutboxSender(db: Db): MessageSender {
  return {
    mode: 'outbox',
    async send(message) {
      const id = await storeMessage(db, message);
      return { id, status: 'outbox', delivered: Promise.resolve('outbox') };
    },
    drain: async () => {},
  };
}
