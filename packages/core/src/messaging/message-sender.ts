import type { Locale } from '@casino/contracts';

export type MessageChannel = 'email' | 'sms';

/** One email or text message for a person. Texts come from templates.ts, in the reader's language. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** An email address or an E.164 phone number. */
  to: string;
  /** Emails only. */
  subject?: string;
  text: string;
  /** The absolute link inside the text, if any; the development outbox makes it clickable. */
  link?: string;
  locale: Locale;
  playerId?: string | null;
  /** Shown as the sender's name of an email (the brand). */
  fromName?: string;
}

export type MessageStatus = 'outbox' | 'sent' | 'failed';

export interface SentMessage {
  /** Row id in outbox_messages. */
  id: number;
  /** At return: 'outbox' (stored; delivery, if any, runs in the background). */
  status: MessageStatus;
  /** Settles when delivery ended: 'outbox' when nothing delivers this channel, else 'sent' or 'failed'. */
  delivered: Promise<MessageStatus>;
}

/**
 * Where messages go. Every message is stored in outbox_messages; with SMTP configured, emails are also
 * delivered, in the background so a request never waits on (or reveals anything through) the mail server.
 */
export interface MessageSender {
  /** 'outbox': nothing leaves the machine (development); 'smtp': emails are delivered. */
  readonly mode: 'outbox' | 'smtp';
  send(message: OutgoingMessage): Promise<SentMessage>;
  /** Waits for deliveries still running (shutdown, tests). */
  drain(): Promise<void>;
}
