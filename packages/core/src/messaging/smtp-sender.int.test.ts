import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { createManualClock, systemClock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import { createMessageSender } from './create-message-sender.ts';
import type { OutgoingMessage } from './message-sender.ts';
import { createSmtpSender } from './smtp-sender.ts';

/** Just enough SMTP to take a message: greets, says yes to everything, keeps what came after DATA. */
function fakeSmtpServer() {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    socket.write('220 fake.smtp ESMTP ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 2.0.0 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return {
    received,
    start: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds())('SMTP delivery on %s', (kind) => {
  let database: Database;
  const smtp = fakeSmtpServer();
  let port = 0;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    port = await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await database?.close();
  });
  /** An email whose content does not matter to the test. */
  const shortEmail = (to: string, more: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
    channel: 'email',
    to,
    subject: 's',
    text: 't',
    locale: 'en',
    ...more,
  });
  const row = async (id: number) =>
    (await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

  it('delivers an email through SMTP and marks its row sent', async () => {
    const clock = createManualClock('2026-05-04T03:02:01.000Z');
    const sender = createMessageSender(database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'no-reply@casino.test',
      clock,
    });
    expect(sender.mode).toBe('smtp');
    const sent = await sender.send({
      channel: 'email',
      to: 'reader@example.test',
      subject: 'Reset your Funrize password',
      text: 'Open https://funrize.test/?change-password=abc',
      link: 'https://funrize.test/?change-password=abc',
      locale: 'en',
      fromName: 'Funrize',
    });
    expect(sent.status).toBe('outbox');
    expect(await sent.delivered).toBe('sent');
    expect(await row(sent.id)).toMatchObject({
      status: 'sent',
      error: null,
      recipient: 'reader@example.test',
    });
    expect((await row(sent.id)).sentAt).toEqual(new Date('2026-05-04T03:02:01.000Z'));
    const mail = smtp.received.at(-1)!;
    expect(mail).toContain('Subject: Reset your Funrize password');
    expect(mail).toContain('To: reader@example.test');
    expect(mail).toMatch(/From: Funrize <no-reply@casino\.test>/);
    expect(mail).toContain('https://funrize.test/?change-password=abc');
  });

  it('keeps text messages in the outbox: SMTP does not carry them', async () => {
    const sender = createMessageSender(database.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'x@y.test',
      clock: systemClock,
    });
    const before = smtp.received.length;
    const sent = await sender.send({ channel: 'sms', to: '+14155550123', text: 'code 123456', locale: 'en' });
    expect(await sent.delivered).toBe('outbox');
    expect((await row(sent.id)).status).toBe('outbox');
    expect(smtp.received.length).toBe(before);
  });

  it('marks the row failed with the reason when the server cannot be reached, and tells onError', async () => {
    const closed = fakeSmtpServer();
    const closedPort = await closed.start();
    await closed.stop();
    const errors: number[] = [];
    const sender = createSmtpSender(database.db, {
      transport: `smtp://127.0.0.1:${closedPort}`,
      from: 'no-reply@casino.test',
      onError: (_error, id) => errors.push(id),
      clock: systemClock,
    });
    const sent = await sender.send(shortEmail('a@b.test', { locale: 'es' }));
    await sender.drain();
    expect(await sent.delivered).toBe('failed');
    const stored = await row(sent.id);
    expect(stored.status).toBe('failed');
    expect(stored.error).toMatch(/ECONNREFUSED|connect/i);
    expect(errors).toEqual([sent.id]);
  });

  it('stores only, with no SMTP_URL', async () => {
    const sender = createMessageSender(database.db, { mailFrom: 'x@y.test', clock: systemClock });
    expect(sender.mode).toBe('outbox');
    const sent = await sender.send(shortEmail('c@d.test', { playerId: null }));
    expect(await sent.delivered).toBe('outbox');
    expect(await row(sent.id)).toMatchObject({
      status: 'outbox',
      channel: 'email',
      subject: 's',
      locale: 'en',
    });
  });
});
