import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { offerPresets, paymentEvents, payments, sandboxCharges } from '../db/schema/index.ts';
import { createPlayer, uniqueEmail } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { getPaymentDetail, searchPayments } from './search-payments.ts';

const PAGE = { page: 1, pageSize: 25, order: 'desc' as const };

describe.each(databaseKinds())('the payment search on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  const db = () => database.db;

  async function paymentsOf(tag: string) {
    const { player, email } = await createPlayer(db(), { email: uniqueEmail(tag) });
    const [preset] = await db().select().from(offerPresets).limit(1);
    const made = [
      { status: 'completed' as const, provider: 'sandbox', at: '2026-02-01T10:00:00Z', price: 999 },
      { status: 'declined' as const, provider: 'sandbox', at: '2026-02-02T23:59:00Z', price: 1999 },
      { status: 'pending' as const, provider: 'other', at: '2026-02-03T00:00:00Z', price: 499 },
    ];
    const ids: string[] = [];
    for (const p of made) {
      const [row] = await db()
        .insert(payments)
        .values({
          playerId: player.id,
          idempotencyKey: randomUUID(),
          presetId: preset!.id,
          offerType: 'package',
          provider: p.provider,
          providerRef: `ref_${tag}_${ids.length}`,
          methodId: 'card',
          methodType: 'card',
          priceCents: p.price,
          coins: 1000,
          entries: 5,
          status: p.status,
          failureReason: p.status === 'declined' ? 'card_declined' : null,
          createdAt: new Date(p.at),
        })
        .returning();
      ids.push(row!.id);
    }
    return { player, email, ids };
  }

  it('filters by email, status, provider, id or reference and creation day, newest first', async () => {
    const tag = `pay${Date.now()}`;
    const { email, ids } = await paymentsOf(tag);
    const all = await searchPayments(db(), { ...PAGE, email: tag });
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(all.rows[2]).toMatchObject({
      email,
      status: 'completed',
      priceCents: 999,
      coins: 1000,
      entries: 5,
    });

    const ids_ = async (query: Partial<Parameters<typeof searchPayments>[1]>) =>
      (await searchPayments(db(), { ...PAGE, email: tag, ...query })).rows.map((r) => r.id);
    expect(await ids_({ status: 'declined' })).toEqual([ids[1]]);
    expect(await ids_({ provider: 'other' })).toEqual([ids[2]]);
    expect(await ids_({ id: ids[0] })).toEqual([ids[0]]);
    expect(await ids_({ id: `ref_${tag}_1` })).toEqual([ids[1]]);
    expect(await ids_({ from: '2026-02-02', to: '2026-02-02' })).toEqual([ids[1]]);
    expect(await ids_({ from: '2026-02-02T00:00:00Z' })).toEqual([ids[2], ids[1]]);
    expect(await ids_({ to: '2026-02-01' })).toEqual([ids[0]]);
    expect(await ids_({ sort: 'priceCents', order: 'asc' })).toEqual([ids[2], ids[0], ids[1]]);
    expect(await ids_({ q: `ref_${tag}_2` })).toEqual([ids[2]]);
    expect((await searchPayments(db(), { ...PAGE, email: tag, pageSize: 2, page: 2 })).rows).toHaveLength(1);
  });

  it('shows a payment with its provider events in order and the sandbox charge', async () => {
    const { ids } = await paymentsOf(`detail${Date.now()}`);
    /** The sandbox's event number `n` about the first payment, received at `time` on 1 February. */
    const event = (n: number, type: string, time: string) => ({
      provider: 'sandbox',
      eventId: `evt_${n}`,
      paymentId: ids[0]!,
      type,
      payload: { n },
      receivedAt: new Date(`2026-02-01T${time}Z`),
    });
    await db()
      .insert(paymentEvents)
      .values([event(2, 'payment.succeeded', '10:00:05'), event(1, 'challenge.passed', '10:00:01')]);
    await db()
      .insert(sandboxCharges)
      .values({
        ref: `sbx_${ids[0]}`,
        merchantPaymentId: ids[0]!,
        amountCents: 999,
        currency: 'USD',
        methodId: 'card',
        cardLast4: '4242',
        scenario: 'three_ds_pass',
        status: 'succeeded',
      });
    const detail = await getPaymentDetail(db(), ids[0]!);
    expect(detail.events.map((e) => [e.eventId, e.type, e.payload])).toEqual([
      ['evt_1', 'challenge.passed', { n: 1 }],
      ['evt_2', 'payment.succeeded', { n: 2 }],
    ]);
    expect(detail.providerCharge).toMatchObject({
      status: 'succeeded',
      cardLast4: '4242',
      scenario: 'three_ds_pass',
    });
    expect((await getPaymentDetail(db(), ids[2]!)).providerCharge).toBeNull();
    await expect(getPaymentDetail(db(), randomUUID())).rejects.toMatchObject({ status: 404 });
    await expect(getPaymentDetail(db(), 'nope')).rejects.toMatchObject({ status: 404 });
  });
});
