import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  checkLedger,
  createManualClock,
  getPlayerBalances,
  PAYMENT_RECONCILE_AFTER_MS,
  reconcilePayments,
  tables,
} from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../testing/test-app.ts';
import { signedInPlayer } from '../testing/signed-in-player.ts';
import { buyWithSandboxCard, popularPresetId } from '../testing/deposit.ts';

/**
 * A crash between the provider's charge and our completion leaves a payment pending with no webhook to come:
 * the reconciliation job asks the provider and settles it through the webhook's path, once.
 */
describe.each(databaseKinds())('payment reconciliation on %s', (kind) => {
  const clock = createManualClock('2031-05-04T12:00:00.000Z');
  const t = setupTestApp(kind, { paymentWebhookDelayMs: 0 }, { clock });
  const db = () => t.database.db;
  const sandbox = () => t.app.services.payments.sandbox;
  afterEach(() => sandbox().holdWebhooks(false));
  const deps = () => ({
    db: db(),
    publisher: t.app.services.publisher,
    providers: t.app.services.payments.providers,
    activity: t.app.services.activity,
  });
  const paymentRow = async (id: string) =>
    (await db().select().from(tables.payments).where(eq(tables.payments.id, id)))[0]!;

  /** A deposit the sandbox charged whose webhook is lost (the server died before it came). */
  async function chargedButPending() {
    const buyer = await signedInPlayer(t);
    sandbox().holdWebhooks(true);
    const started = await buyWithSandboxCard(buyer.agent, await popularPresetId(db()));
    expect(started.statusCode, started.body).toBe(200);
    expect(
      sandbox()
        .takeHeldWebhooks()
        .map((w) => w.event.type),
    ).toEqual(['payment.succeeded']);
    const payment = await paymentRow(started.json().payment.id);
    expect(payment.status).toBe('pending');
    return { ...buyer, payment, before: await getPlayerBalances(db(), buyer.player.id) };
  }

  it('completes and credits once a payment the provider charged, after the interval, run twice at once', async () => {
    const { player, payment, before } = await chargedButPending();
    // Within the interval the webhook may still come: nothing is asked.
    await reconcilePayments(deps(), clock.now());
    expect((await paymentRow(payment.id)).status).toBe('pending');

    clock.advance(PAYMENT_RECONCILE_AFTER_MS + 1000);
    // Two processes (or a retry) at once: one credit.
    await Promise.all([reconcilePayments(deps(), clock.now()), reconcilePayments(deps(), clock.now())]);
    await reconcilePayments(deps(), clock.now());
    expect((await paymentRow(payment.id)).status).toBe('completed');
    const after = await getPlayerBalances(db(), player.id);
    expect(after.coins).toBe(before.coins + payment.coins);
    const credits = await db()
      .select()
      .from(tables.walletTransfers)
      .where(eq(tables.walletTransfers.key, `purchase:${payment.id}:COIN`));
    expect(credits).toHaveLength(1);
    expect((await checkLedger(db())).mismatches).toEqual([]);
  });

  it('fails a payment the provider never charged (the crash came before the charge)', async () => {
    const { payment: charged, player } = await chargedButPending();
    // The row startDeposit inserts before it calls the provider, and nothing after it.
    const [uncharged] = await db()
      .insert(tables.payments)
      .values({
        ...charged,
        id: randomUUID(),
        idempotencyKey: randomUUID(),
        providerRef: null,
        status: 'pending',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning();
    const before = await getPlayerBalances(db(), player.id);
    clock.advance(PAYMENT_RECONCILE_AFTER_MS + 1000);
    await reconcilePayments(deps(), clock.now());
    expect(await paymentRow(uncharged!.id)).toMatchObject({ status: 'failed', failureReason: 'not_charged' });
    expect((await paymentRow(charged.id)).status).toBe('completed');
    expect((await getPlayerBalances(db(), player.id)).coins).toBe(before.coins + charged.coins);
  });

  it('completes a payment whose charge the crash cut off while the sandbox was still processing it', async () => {
    const { payment, player, before } = await chargedButPending();
    // The kill came between the sandbox's record of the charge and its result.
    await db()
      .update(tables.sandboxCharges)
      .set({ status: 'processing' })
      .where(eq(tables.sandboxCharges.merchantPaymentId, payment.id));
    clock.advance(PAYMENT_RECONCILE_AFTER_MS + 1000);
    await reconcilePayments(deps(), clock.now());
    expect((await paymentRow(payment.id)).status).toBe('completed');
    expect((await getPlayerBalances(db(), player.id)).coins).toBe(before.coins + payment.coins);
  });
});
