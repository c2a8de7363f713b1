import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { MessageSender, MessageStatus } from './message-sender.ts';
import { storeMessage } from './outbox-sender.ts';

/** The part of a nodemailer transport we use; tests pass their own. */
export interface MailTransport {
  sendMail(mail: {
    from: string | { name: string; address: string };
    to: string;
    subject: string;
    text: string;
  }): Promise<unknown>;
  close?(): void;
}

export interface SmtpSenderOptions {
  /** smtp:// or smtps:// URL (user and password inside), or a ready transport. */
  transport: string | MailTransport;
  /** Sender address; a bare address gets the message's brand name in front. */
  from: string;
  /** Told about failed deliveries (the row keeps the error too). */
  onError?: (error: unknown, messageId: number) => void;
  /** Stamps `sentAt`. */
  clock: Clock;
}

/**
 * Delivers emails through SMTP with nodemailer. Text messages have no gateway here: they are stored
 * with status 'outbox' and stay there.
 */
export function createSmtpSender(db: Db, options: SmtpSenderOptions): MessageSender {
  const transport: MailTransport =
    typeof options.transport === 'string' ? nodemailer.createTransport(options.transport) : options.transport;
  const pending = new Set<Promise<MessageStatus>>();
  const hasName = options.from.includes('<');

  return {
    mode: 'smtp',
    async send(message) {
      const id = await storeMessage(db, message);
      if (message.channel !== 'email')
        return { id, status: 'outbox', delivered: Promise.resolve('outbox' as const) };
      const delivery = (async (): Promise<MessageStatus> => {
        try {
          await transport.sendMail({
            from:
              message.fromName && !hasName ? { name: message.fromName, address: options.from } : options.from,
            to: message.to,
            subject: message.subject ?? '',
            text: message.text,
          });
          await db
            .update(outboxMessages)
            .set({ status: 'sent', sentAt: options.clock.now(), error: null })
            .where(eq(outboxMessages.id, id));
          return 'sent';
        } catch (error) {
          options.onError?.(error, id);
          await db
            .update(outboxMessages)
            .set({ status: 'failed', error: String((error as Error)?.message ?? error).slice(0, 500) })
            .where(eq(outboxMessages.id, id))
            .catch(() => {});
          return 'failed';
        }
      })();
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
      return { id, status: 'outbox', delivered: delivery };
    },
    async drain() {
      await Promise.all([...pending]);
    },
  };
}
