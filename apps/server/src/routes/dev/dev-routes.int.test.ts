import { describe, expect, it } from 'vitest';
import { createOutboxSender, tables } from '@casino/core';
import { createPlayer, databaseKinds, uniqueEmail } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { lastMessageTo, visitor } from '../../testing/password.ts';

const OPS_TOKEN = 'outbox-ops-token-0123456789';
const asOperator = { headers: { 'x-ops-token': OPS_TOKEN } };

describe.each(databaseKinds())('development outbox on %s', (kind) => {
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN });

  it('lists the latest messages newest first, with clickable links, to the operator', async () => {
    const { email } = await createPlayer(t.database.db);
    const local = visitor(t.app, { ip: '127.0.0.1' });
    await local.post('/rest/password/request-restore/', { email });
    const sender = createOutboxSender(t.database.db);
    const marker = uniqueEmail('markup');
    await sender.send({
      channel: 'email',
      to: marker,
      subject: '<b>hi</b>',
      text: '<script>x()</script>',
      locale: 'en',
    });
    await sender.send({
      channel: 'sms',
      to: '+14155550199',
      text: 'code 123456',
      locale: 'en',
      link: 'javascript:alert(1)',
    });

    const page = await local.get('/dev/outbox/', asOperator);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    const link = (await lastMessageTo(t.database, email))!.link!;
    expect(html).toContain(`<a class="link" href="${link}">`);
    // Newest first: the SMS (sent last) comes before the restore email.
    expect(html.indexOf('+14155550199')).toBeLessThan(html.indexOf(link));
    // Stored text is shown, never run; only http(s) links become anchors.
    expect(html).toContain('&lt;script&gt;x()&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');

    const one = await local.get(`/dev/outbox/?to=${encodeURIComponent(email.toUpperCase())}`, asOperator);
    expect(one.body).toContain(link);
    expect(one.body).not.toContain(marker);
    const byPhone = await local.get('/dev/outbox/?to=+14155550199', asOperator);
    expect(byPhone.body).toContain('code 123456');
  });

  it('shows at most 50 messages', async () => {
    const sender = createOutboxSender(t.database.db);
    for (let i = 0; i < 55; i++)
      await sender.send({ channel: 'sms', to: `+1555000${1000 + i}`, text: `n${i}`, locale: 'en' });
    const page = await visitor(t.app, { ip: '::1' }).get('/dev/outbox/', asOperator);
    expect(page.body.match(/<article /g)).toHaveLength(50);
    expect(page.body).toContain('+15550001054');
  });

  // Behind a reverse proxy on the same host every request comes from loopback: the address proves nothing.
  it('refuses a loopback client without the operator token, so reset links do not leak', async () => {
    const { email } = await createPlayer(t.database.db);
    const local = visitor(t.app, { ip: '127.0.0.1' });
    await local.post('/rest/password/request-restore/', { email });
    const link = (await lastMessageTo(t.database, email))!.link!;
    for (const headers of [{}, { 'x-ops-token': 'wrong-token-0123456789ab' }]) {
      const response = await local.get('/dev/outbox/', { headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/x-ops-token/);
      expect(response.body).not.toContain(link);
    }
  });
});

describe.each(databaseKinds())('development outbox without OPS_TOKEN on %s', (kind) => {
  const t = setupTestApp(kind);

  it('is off, and says how to turn it on', async () => {
    const response = await visitor(t.app, { ip: '127.0.0.1' }).get('/dev/outbox/');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/OPS_TOKEN/);
  });
});

describe.each(databaseKinds())('public production deployment on %s', (kind) => {
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN, publicDeployment: true });

  it('has no outbox page, even for the operator on this machine', async () => {
    const response = await visitor(t.app, { ip: '127.0.0.1' }).get('/dev/outbox/', asOperator);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Outbox');
  });
});

describe.each(databaseKinds())('with SMTP configured on %s', (kind) => {
  // Nothing listens on port 9 here: every delivery fails, which must not change any answer.
  const t = setupTestApp(kind, { smtpUrl: 'smtp://127.0.0.1:9', opsToken: OPS_TOKEN });

  it('has no outbox page, even for the operator on this machine', async () => {
    const response = await visitor(t.app, { ip: '127.0.0.1' }).get('/dev/outbox/', asOperator);
    expect(response.statusCode).toBe(404);
  });

  it('answers a restore request the same when the mail server is down, and records the failure', async () => {
    const { email } = await createPlayer(t.database.db);
    const response = await visitor(t.app).post('/rest/password/request-restore/', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, state: 'sent' });
    await expect
      .poll(async () => (await lastMessageTo(t.database, email))?.status, { timeout: 10_000 })
      .toBe('failed');
    const rows = await t.database.db.select().from(tables.outboxMessages);
    expect(rows.find((r) => r.recipient === email)?.error).toBeTruthy();
  });
});
