import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BoPaymentDetailResponseSchema, BoPaymentsPageSchema, type OperatorRole } from '@casino/contracts';
import { tables } from '@casino/core';
import { createPlayer, databaseKinds, uniqueEmail } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { signInOperator } from '../../../testing/operators.ts';

describe.each(databaseKinds())('back-office payments on %s', (kind) => {
  const t = setupTestApp(kind);
  const as: Partial<Record<OperatorRole, Record<string, string>>> = {};
  beforeAll(async () => {
    for (const role of ['finance', 'viewer', 'support', 'marketing'] as const)
      as[role] = (await signInOperator(t.app, { role })).headers;
  });
  const get = (url: string, role: OperatorRole) => t.app.inject({ method: 'GET', url, headers: as[role] });

  /** A player (email tagged `tag`) with a completed and a declined payment, the first with provider events. */
  async function payments(tag: string) {
    const { player, email } = await createPlayer(t.database.db, { email: uniqueEmail(tag) });
    const [preset] = await t.database.db.select().from(tables.offerPresets).limit(1);
    const insert = (status: 'completed' | 'declined', at: string, formula = false) =>
      t.database.db
        .insert(tables.payments)
        .values({
          playerId: player.id,
          idempotencyKey: randomUUID(),
          presetId: preset!.id,
          offerType: 'package',
          provider: 'sandbox',
          providerRef: `sbx_${randomUUID()}`,
          methodId: 'card',
          methodType: 'card',
          priceCents: 1999,
          coins: 20_000,
          entries: 10,
          status,
          failureReason: formula ? '=HYPERLINK("http://evil")' : null,
          createdAt: new Date(at),
        })
        .returning();
    const [completed] = await insert('completed', '2026-02-01T10:00:00Z');
    const [declined] = await insert('declined', '2026-02-03T10:00:00Z', true);
    await t.database.db.insert(tables.paymentEvents).values({
      provider: 'sandbox',
      eventId: `evt_${randomUUID()}`,
      paymentId: completed!.id,
      type: 'payment.succeeded',
      payload: { status: 'succeeded' },
    });
    return { email, completed: completed!, declined: declined! };
  }

  it('searches by email, status and dates for payments.read', async () => {
    const { email, completed, declined } = await payments(`pay${Date.now()}`);
    const q = `email=${encodeURIComponent(email)}`;
    const all = BoPaymentsPageSchema.parse(
      (await get(`/rest/backoffice/payments/?${q}`, 'viewer')).json(),
    ).data;
    expect(all.rows.map((r) => r.id)).toEqual([declined.id, completed.id]);
    const byStatus = BoPaymentsPageSchema.parse(
      (await get(`/rest/backoffice/payments/?${q}&status=completed`, 'finance')).json(),
    ).data;
    expect(byStatus.rows.map((r) => r.id)).toEqual([completed.id]);
    const byDate = BoPaymentsPageSchema.parse(
      (await get(`/rest/backoffice/payments/?${q}&from=2026-02-02&to=2026-02-03`, 'finance')).json(),
    ).data;
    expect(byDate.rows.map((r) => r.id)).toEqual([declined.id]);
    const byRef = BoPaymentsPageSchema.parse(
      (await get(`/rest/backoffice/payments/?id=${completed.providerRef}`, 'finance')).json(),
    ).data;
    expect(byRef.rows.map((r) => r.id)).toEqual([completed.id]);
    // An empty filter from a form is no filter.
    expect(
      (await get(`/rest/backoffice/payments/?${q}&status=&provider=`, 'finance')).json().data.total,
    ).toBe(2);
  });

  it('exports CSV with formulas neutralised', async () => {
    const { email, declined } = await payments(`csv${Date.now()}`);
    const response = await get(
      `/rest/backoffice/payments/?format=csv&email=${encodeURIComponent(email)}`,
      'finance',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Id,Created,Status,Email,/);
    expect(lines).toHaveLength(3);
    const declinedLine = lines.find((line) => line.startsWith(declined.id))!;
    expect(declinedLine).toContain('19.99');
    expect(declinedLine).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('shows one payment with its provider events', async () => {
    const { completed } = await payments(`one${Date.now()}`);
    const response = await get(`/rest/backoffice/payments/${completed.id}/`, 'finance');
    expect(response.statusCode).toBe(200);
    const detail = BoPaymentDetailResponseSchema.parse(response.json()).data;
    expect(detail).toMatchObject({ id: completed.id, status: 'completed', priceCents: 1999 });
    expect(detail.events).toEqual([
      expect.objectContaining({ type: 'payment.succeeded', payload: { status: 'succeeded' } }),
    ]);
    expect((await get(`/rest/backoffice/payments/${randomUUID()}/`, 'finance')).statusCode).toBe(404);
    expect((await get('/rest/backoffice/payments/123/', 'finance')).statusCode).toBe(400);
  });

  it.each([
    ['an unknown status', 'status=paid'],
    ['a date that is not one', 'from=yesterday'],
    ['a range that ends before it starts', 'from=2026-02-03&to=2026-02-01'],
    ['an unknown sort column', 'sort=idempotencyKey'],
  ])('refuses %s with a 400 that says what is wrong', async (_label, query) => {
    const response = await get(`/rest/backoffice/payments/?${query}`, 'finance');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('refuses roles without payments.read', async () => {
    const { completed } = await payments(`deny${Date.now()}`);
    for (const role of ['support', 'marketing'] as const) {
      expect((await get('/rest/backoffice/payments/', role)).statusCode).toBe(403);
      expect((await get(`/rest/backoffice/payments/${completed.id}/`, role)).statusCode).toBe(403);
    }
  });
});
