import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import type { MessageSender } from './message-sender.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { createSmtpSender, type SmtpSenderOptions } from './smtp-sender.ts';

/** SMTP when a URL is configured, else the outbox only. */
export function createMessageSender(
  db: Db,
  options: {
    smtpUrl?: string | undefined;
    mailFrom: string;
    onError?: SmtpSenderOptions['onError'];
    clock: Clock;
  },
): MessageSender {
  if (!options.smtpUrl) return createOutboxSender(db);
  return createSmtpSender(db, {
    transport: options.smtpUrl,
    from: options.mailFrom,
    clock: options.clock,
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
