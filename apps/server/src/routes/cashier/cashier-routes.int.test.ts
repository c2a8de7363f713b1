import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import {
  CashOffersResponseSchema,
  FAILED_PAYMENT_TEXT,
  PaymentResponseSchema,
  SANDBOX_CARDS,
  type PushMessage,
} from '@casino/contracts';
import {
  getPlayerBalances,
  SANDBOX_METHOD_IDS,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
  tables,
  type SignedWebhook,
  unlockOffers,
} from '@casino/core';
import { databaseKinds, expectLedgerBalanced } from '@casino/core/testing';
import { setupTestApp, testConfig } from '../../testing/test-app.ts';
import { createAgent, type Agent } from '../../testing/agent.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const secret = testConfig().paymentWebhookSecret;
const card = (number: string, expiry = '12/39') => ({ number, expiry, cvc: '123', holder: 'Test Player' });

describe.each(databaseKinds())('cashier on %s', (kind) => {
  const t = setupTestApp(kind, { paymentWebhookDelayMs: 0 });
  afterEach(() => {
    t.app.services.payments.sandbox.holdWebhooks(false);
    vi.restoreAllMocks();
  });

  const db = () => t.database.db;
  const presetId = async (title: string) => {
    const [row] = await db()
      .select({ id: tables.offerPresets.id })
      .from(tables.offerPresets)
      .where(eq(tables.offerPresets.titleEn, title));
    return row!.id;
  };
  const deposit = (agent: Agent, body: Record<string, unknown>) => agent.post('/rest/cash/deposit/', body);
  const buy = async (agent: Agent, overrides: Record<string, unknown> = {}) =>
    deposit(agent, {
      presetId: await presetId('Popular'),
      offerType: 'package',
      methodId: SANDBOX_METHOD_IDS.card,
      card: card(SANDBOX_CARDS.success),
      idempotencyKey: randomUUID(),
      ...overrides,
    });
  const settle = () => t.app.services.payments.sandbox.settled();
  /** The player's answer on the sandbox's 3DS challenge page (a form post). */
  const answerChallenge = (url: string, result: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `result=${result}`,
    });
  const readPayment = async (agent: Agent, id: string) =>
    PaymentResponseSchema.parse((await agent.get(`/rest/cash/payments/${id}/`)).json()).payment;
  const pushesTo = () => {
    const spy = vi.spyOn(t.app.services.publisher, 'toPlayer');
    return (type: string, action?: string) =>
      spy.mock.calls
        .map(([, message]) => message as PushMessage)
        .filter((m) => m.type === type && (action === undefined || m.action === action));
  };
  const paymentRows = (playerId: string) =>
    db().select().from(tables.payments).where(eq(tables.payments.playerId, playerId));
  const purchaseTransfers = (paymentId: string) =>
    db()
      .select()
      .from(tables.walletTransfers)
      .where(like(tables.walletTransfers.key, `purchase:${paymentId}:%`));
  const sendWebhook = (webhook: Pick<SignedWebhook, 'body' | 'signature'>) =>
    t.app.inject({
      method: 'POST',
      url: '/rest/cash/webhooks/sandbox/',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: webhook.signature },
      payload: webhook.body,
    });
  const completeProfile = (playerId: string) =>
    db()
      .update(tables.players)
      .set({ name: 'Test', surname: 'Player', birthDay: '1990-01-01' })
      .where(eq(tables.players.id, playerId));

  it('sells the packages, lists the methods and refuses guests', async () => {
    const { agent } = await signedInPlayer(t);
    const response = await agent.get('/rest/cash/offers/');
    expect(response.statusCode).toBe(200);
    const offers = CashOffersResponseSchema.parse(response.json());
    expect(offers.packages.map((p) => p.title.en)).toContain('Popular');
    expect(offers.methods.map((m) => m.id)).toEqual([
      SANDBOX_METHOD_IDS.card,
      SANDBOX_METHOD_IDS.applePay,
      SANDBOX_METHOD_IDS.bank,
    ]);
    expect(offers).toMatchObject({
      applePayEnabled: true,
      lastPayProvider: null,
      depositsCount: 0,
      profileCompleted: false,
      verificationCompleted: false,
      financialOperationsAvailable: true,
    });
    const guest = createAgent(t.app);
    expect((await guest.get('/rest/cash/offers/')).statusCode).toBe(401);
    expect((await deposit(guest, {})).statusCode).toBe(401);
    expect((await guest.get(`/rest/cash/payments/${randomUUID()}/`)).statusCode).toBe(401);
  });

  it('completes a success-card purchase by webhook and credits exactly the package once', async () => {
    const { agent, player } = await signedInPlayer(t);
    const pushes = pushesTo();
    const before = await getPlayerBalances(db(), player.id);
    const response = await buy(agent);
    expect(response.statusCode).toBe(200);
    const started = PaymentResponseSchema.parse(response.json()).payment;
    // Webhooks are sent without delay in tests, so on a busy machine the success may land before this answer.
    expect(started).toMatchObject({ price: 9.99, coins: 100_000, entries: 10 });
    expect(['pending', 'completed']).toContain(started.status);
    await settle();

    expect((await readPayment(agent, started.id)).status).toBe('completed');
    const after = await getPlayerBalances(db(), player.id);
    expect(after.coins - before.coins).toBe(100_000);
    expect(after.entries - before.entries).toBe(1000);
    expect((await purchaseTransfers(started.id)).map((r) => r.key).sort()).toEqual([
      `purchase:${started.id}:COIN`,
      `purchase:${started.id}:ENTRY`,
    ]);
    expect((await agent.get('/rest/app/init/')).json().depositsCount).toBe(1);
    const [complete] = pushes('deposit', 'complete');
    expect(complete?.data).toMatchObject({
      paymentId: started.id,
      depositsCount: 1,
      isFirstDeposit: true,
      purchase: {
        type: 'coins',
        value: 9.99,
        coins: 100_000,
        bonus: 10,
        quantity: 1,
        playerId: player.login,
      },
    });
    expect(pushes('balance', 'setBalance')).toHaveLength(1);
    expect(pushes('promotionsPage', 'update')).toHaveLength(1);
    const offers = CashOffersResponseSchema.parse((await agent.get('/rest/cash/offers/')).json());
    expect(offers.lastPayProvider).toEqual({ method_id: SANDBOX_METHOD_IDS.card, type: 'card' });
    expect(offers.depositsCount).toBe(1);
  });

  it('credits once when the webhooks arrive three times and out of order', async () => {
    const { agent, player } = await signedInPlayer(t);
    t.app.services.payments.sandbox.holdWebhooks(true);
    const pushes = pushesTo();
    const started = (await buy(agent, { card: card(SANDBOX_CARDS.threeDsPass) })).json().payment;
    expect(started.status).toBe('challenge');
    const page = await t.app.inject({
      method: 'POST',
      url: started.challengeUrl,
      payload: { result: 'pass' },
    });
    expect(page.statusCode).toBe(200);
    const held = t.app.services.payments.sandbox.takeHeldWebhooks();
    expect(held.map((w) => w.event.type)).toEqual(['challenge.passed', 'payment.succeeded']);
    const [challenge, succeeded] = held as [SignedWebhook, SignedWebhook];
    const before = await getPlayerBalances(db(), player.id);
    // Success before the challenge result, then everything again, twice.
    for (const webhook of [succeeded, challenge, succeeded, challenge, succeeded, challenge])
      expect((await sendWebhook(webhook)).statusCode).toBe(200);
    // A failure the provider sends after the success changes nothing.
    const lateFailure = JSON.stringify({
      ...succeeded.event,
      eventId: 'evt_late_failure',
      type: 'payment.failed',
    });
    expect(
      (await sendWebhook({ body: lateFailure, signature: signSandboxWebhook(secret, lateFailure) })).json(),
    ).toEqual({ success: true, outcome: 'ignored' });

    expect((await readPayment(agent, started.id)).status).toBe('completed');
    const after = await getPlayerBalances(db(), player.id);
    expect(after.coins - before.coins).toBe(100_000);
    expect(await purchaseTransfers(started.id)).toHaveLength(2);
    expect(pushes('deposit', 'complete')).toHaveLength(1);
    const events = await db()
      .select()
      .from(tables.paymentEvents)
      .where(eq(tables.paymentEvents.paymentId, started.id));
    expect(events).toHaveLength(3);
  });

  it.each([
    ['decline', SANDBOX_CARDS.decline, 'card_declined'],
    ['insufficient funds', SANDBOX_CARDS.insufficientFunds, 'insufficient_funds'],
  ])(
    'declines a %s card at once, credits nothing and suggests the next method',
    async (_n, number, reason) => {
      const { agent, player } = await signedInPlayer(t);
      const pushes = pushesTo();
      const before = await getPlayerBalances(db(), player.id);
      const response = await buy(agent, { card: card(number) });
      expect(response.statusCode).toBe(200);
      const payment = response.json().payment;
      expect(payment).toMatchObject({
        status: 'declined',
        failureReason: reason,
        nextMethodId: SANDBOX_METHOD_IDS.applePay,
      });
      await settle();
      expect(await getPlayerBalances(db(), player.id)).toEqual(before);
      expect(pushes('payment', 'decline').map((m) => m.data)).toEqual([
        {
          paymentId: payment.id,
          presetId: payment.presetId,
          offerType: 'package',
          methodId: SANDBOX_METHOD_IDS.card,
          nextMethodId: SANDBOX_METHOD_IDS.applePay,
          message: FAILED_PAYMENT_TEXT,
        },
      ]);
      expect(await purchaseTransfers(payment.id)).toHaveLength(0);
    },
  );

  it('declines a valid card that is not a test card, telling the player to use one', async () => {
    const { agent } = await signedInPlayer(t);
    const payment = (await buy(agent, { card: card('4111111111111111') })).json().payment;
    expect(payment.status).toBe('declined');
    expect(payment.failureReason).toMatch(/test card/);
  });

  it('passes a 3DS challenge on the challenge page, then completes', async () => {
    const { agent, player } = await signedInPlayer(t);
    const pushes = pushesTo();
    const started = (await buy(agent, { card: card(SANDBOX_CARDS.threeDsPass) })).json().payment;
    expect(started.status).toBe('challenge');
    expect(started.challengeUrl).toMatch(/^\/sandbox-pay\/challenge\/sbx_[0-9a-f]{24}$/);
    expect(pushes('payment', '3dsVerification').map((m) => m.data)).toEqual([
      { paymentId: started.id, challengeUrl: started.challengeUrl },
    ]);
    const form = await t.app.inject({ method: 'GET', url: started.challengeUrl });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('value="pass"');
    const done = await answerChallenge(started.challengeUrl, 'pass');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Verification done');
    expect(done.body).toContain(`"paymentId":"${started.id}","passed":true`);
    await settle();
    expect((await readPayment(agent, started.id)).status).toBe('completed');
    expect(pushes('payment', '3dsResult').map((m) => m.data)).toEqual([
      { paymentId: started.id, passed: true },
    ]);
    expect(pushes('payment', 'refresh')).toHaveLength(1);
    expect(pushes('deposit', 'complete')).toHaveLength(1);
    expect((await getPlayerBalances(db(), player.id)).coins).toBeGreaterThanOrEqual(100_000);
    // A second answer does not change the result.
    const again = await answerChallenge(started.challengeUrl, 'fail');
    expect(again.statusCode).toBe(409);
    await settle();
    expect((await readPayment(agent, started.id)).status).toBe('completed');
  });

  it.each([
    ['a failed challenge', SANDBOX_CARDS.threeDsPass, 'fail'],
    ['a threeDsFail card', SANDBOX_CARDS.threeDsFail, 'pass'],
  ])('fails the payment after %s, credits nothing and pushes failedComplete', async (_n, number, result) => {
    const { agent, player } = await signedInPlayer(t);
    const pushes = pushesTo();
    const before = await getPlayerBalances(db(), player.id);
    const started = (await buy(agent, { card: card(number) })).json().payment;
    const done = await answerChallenge(started.challengeUrl, result);
    expect(done.body).toContain('"passed":false');
    await settle();
    const payment = await readPayment(agent, started.id);
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'three_ds_failed' });
    expect(await getPlayerBalances(db(), player.id)).toEqual(before);
    expect(pushes('payment', '3dsResult').map((m) => m.data)).toEqual([
      { paymentId: started.id, passed: false },
    ]);
    expect(pushes('deposit', 'failedComplete').map((m) => m.data)).toEqual([
      expect.objectContaining({ paymentId: started.id, message: FAILED_PAYMENT_TEXT }),
    ]);
  });

  it('completes an Apple Pay purchase without a card, and refuses a card for it', async () => {
    const { agent, player } = await signedInPlayer(t);
    const pushes = pushesTo();
    const before = await getPlayerBalances(db(), player.id);
    const refused = await buy(agent, { methodId: SANDBOX_METHOD_IDS.applePay });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('card_not_allowed');
    const started = (await buy(agent, { methodId: SANDBOX_METHOD_IDS.applePay, card: undefined })).json()
      .payment;
    await settle();
    expect((await readPayment(agent, started.id)).status).toBe('completed');
    expect((await getPlayerBalances(db(), player.id)).coins - before.coins).toBe(100_000);
    const offers = (await agent.get('/rest/cash/offers/')).json();
    expect(offers.lastPayProvider).toEqual({ method_id: SANDBOX_METHOD_IDS.applePay, type: 'apple_pay' });
    // The player hears the Apple Pay result, and an open cashier reloads what it sells.
    expect(pushes('playerVerification', 'apple_pay_success').map((m) => m.data)).toEqual([
      { paymentId: started.id },
    ]);
    expect(pushes('cash', 'offersChanged')).toHaveLength(1);
  });

  it('tells the player by an apple_pay_failed push when the provider fails an Apple Pay payment', async () => {
    const { agent } = await signedInPlayer(t);
    t.app.services.payments.sandbox.holdWebhooks(true);
    const pushes = pushesTo();
    const started = (await buy(agent, { methodId: SANDBOX_METHOD_IDS.applePay, card: undefined })).json()
      .payment;
    const [held] = t.app.services.payments.sandbox.takeHeldWebhooks() as [SignedWebhook];
    const failed = JSON.stringify({ ...held.event, eventId: 'evt_apple_pay_failed', type: 'payment.failed' });
    expect(
      (await sendWebhook({ body: failed, signature: signSandboxWebhook(secret, failed) })).statusCode,
    ).toBe(200);
    expect((await readPayment(agent, started.id)).status).toBe('failed');
    expect(pushes('playerVerification', 'apple_pay_failed').map((m) => m.data)).toEqual([
      { paymentId: started.id },
    ]);
    expect(pushes('playerVerification', 'apple_pay_success')).toEqual([]);
  });

  it('returns the same payment for a repeated request and refuses the key for another purchase', async () => {
    const { agent, player } = await signedInPlayer(t);
    const idempotencyKey = randomUUID();
    const first = (await buy(agent, { idempotencyKey })).json().payment;
    const second = (await buy(agent, { idempotencyKey })).json().payment;
    expect(second.id).toBe(first.id);
    const other = await buy(agent, { idempotencyKey, presetId: await presetId('Starter') });
    expect(other.statusCode).toBe(409);
    await settle();
    expect(await paymentRows(player.id)).toHaveLength(1);
    expect(await purchaseTransfers(first.id)).toHaveLength(2);
  });

  it('refuses bad input with 4xx and records nothing', async () => {
    const { agent, player } = await signedInPlayer(t);
    const before = await getPlayerBalances(db(), player.id);
    const popular = await presetId('Popular');
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ presetId: undefined }, 400],
      [{ presetId: 'abc' }, 400],
      [{ idempotencyKey: 'not-a-uuid' }, 400],
      [{ methodId: undefined }, 400],
      [{ presetId: 999_999 }, 404],
      [{ presetId: popular, offerType: 'promoOffer' }, 404],
      [{ presetId: await presetId('Secret gold offer'), offerType: 'promoOffer' }, 404],
      [{ presetId: await presetId('Welcome offer'), offerType: 'promoOffer' }, 403],
      [{ methodId: 'paypal' }, 422],
      [{ card: undefined }, 422],
      [{ card: card(SANDBOX_CARDS.success, '01/20') }, 422],
      [{ card: card('4242424242424241') }, 422],
      [{ card: { ...card(SANDBOX_CARDS.success), cvc: '1' } }, 400],
    ];
    for (const [overrides, status] of cases) {
      const response = await buy(agent, overrides);
      expect({ overrides, status: response.statusCode }).toEqual({ overrides, status });
      expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await buy(agent, { card: card('4242424242424241') })).json().message).toBe(
      'Check the card number.',
    );
    expect((await buy(agent, { card: card(SANDBOX_CARDS.success, '01/20') })).json().message).toMatch(
      /expired/,
    );
    expect(await paymentRows(player.id)).toHaveLength(0);
    expect(await getPlayerBalances(db(), player.id)).toEqual(before);
  });

  it('refuses a promo offer over its daily limit', async () => {
    const { agent, player } = await signedInPlayer(t);
    await completeProfile(player.id);
    const welcome = { presetId: await presetId('Welcome offer'), offerType: 'promoOffer' };
    const first = (await buy(agent, welcome)).json().payment;
    await settle();
    expect((await readPayment(agent, first.id)).status).toBe('completed');
    const again = await buy(agent, welcome);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('limit_per_day');
    expect(await paymentRows(player.id)).toHaveLength(1);
  });

  it('sells an unlocked secret offer to a player with a complete profile and credits its amounts', async () => {
    const { agent, player } = await signedInPlayer(t);
    await completeProfile(player.id);
    const secretOffer = await presetId('Secret gold offer');
    const before = await getPlayerBalances(db(), player.id);
    await unlockOffers(db(), { playerId: player.id, presetIds: [secretOffer], source: 'link' });
    const offers = CashOffersResponseSchema.parse((await agent.get('/rest/cash/offers/')).json());
    expect(offers.promoOffers.map((o) => o.id)).toContain(secretOffer);
    const started = (await buy(agent, { presetId: secretOffer, offerType: 'promoOffer' })).json().payment;
    expect(started).toMatchObject({ price: 24.99, coins: 500_000, entries: 50 });
    await settle();
    const after = await getPlayerBalances(db(), player.id);
    expect(after.coins - before.coins).toBe(500_000);
    expect(after.entries - before.entries).toBe(5000);
  });

  it("never shows another player's payment, and answers a bad id with 400", async () => {
    const owner = await signedInPlayer(t);
    const other = await signedInPlayer(t);
    const payment = (await buy(owner.agent)).json().payment;
    await settle();
    const response = await other.agent.get(`/rest/cash/payments/${payment.id}/`);
    expect(response.statusCode).toBe(404);
    expect((await other.agent.get(`/rest/cash/payments/${randomUUID()}/`)).statusCode).toBe(404);
    expect((await other.agent.get('/rest/cash/payments/42/')).statusCode).toBe(400);
  });

  it('refuses a webhook with a bad or missing signature (401) or a malformed body (400), changing nothing', async () => {
    const { agent, player } = await signedInPlayer(t);
    t.app.services.payments.sandbox.holdWebhooks(true);
    const started = (await buy(agent)).json().payment;
    const [succeeded] = t.app.services.payments.sandbox.takeHeldWebhooks() as [SignedWebhook];
    const before = await getPlayerBalances(db(), player.id);
    expect((await sendWebhook({ body: succeeded.body, signature: 'sha256=00' })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/rest/cash/webhooks/sandbox/',
      headers: { 'content-type': 'application/json' },
      payload: succeeded.body,
    });
    expect(missing.statusCode).toBe(401);
    const forged = succeeded.body.replace('"payment.succeeded"', '"payment.failed"');
    expect((await sendWebhook({ body: forged, signature: succeeded.signature })).statusCode).toBe(401);
    const malformed = '{"eventId":"evt_x"}';
    expect(
      (await sendWebhook({ body: malformed, signature: signSandboxWebhook(secret, malformed) })).statusCode,
    ).toBe(400);
    expect((await readPayment(agent, started.id)).status).toBe('pending');
    expect(await getPlayerBalances(db(), player.id)).toEqual(before);
    expect((await sendWebhook(succeeded)).json()).toEqual({ success: true, outcome: 'applied' });
    expect((await sendWebhook(succeeded)).json()).toEqual({ success: true, outcome: 'duplicate' });
  });

  it('refuses deposits while the player is geo-blocked, and says so in the offers', async () => {
    const { agent, player } = await signedInPlayer(t);
    await db().update(tables.players).set({ geoAccess: 'blocked' }).where(eq(tables.players.id, player.id));
    const offers = CashOffersResponseSchema.parse((await agent.get('/rest/cash/offers/')).json());
    expect(offers.financialOperationsAvailable).toBe(false);
    const response = await buy(agent);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('financial_operations_unavailable');
    expect(await paymentRows(player.id)).toHaveLength(0);
  });

  it('credits once when the same webhook arrives three times at the same moment', async () => {
    const { agent, player } = await signedInPlayer(t);
    t.app.services.payments.sandbox.holdWebhooks(true);
    const pushes = pushesTo();
    const before = await getPlayerBalances(db(), player.id);
    const started = (await buy(agent)).json().payment;
    const [succeeded] = t.app.services.payments.sandbox.takeHeldWebhooks() as [SignedWebhook];
    const answers = await Promise.all([1, 2, 3].map(() => sendWebhook(succeeded)));
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await getPlayerBalances(db(), player.id)).coins - before.coins).toBe(100_000);
    expect(await purchaseTransfers(started.id)).toHaveLength(2);
    expect(pushes('deposit', 'complete')).toHaveLength(1);
  });

  it('limits deposit requests per player', async () => {
    const { agent } = await signedInPlayer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await deposit(agent, {})).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another player is not affected.
    expect((await deposit((await signedInPlayer(t)).agent, {})).statusCode).toBe(400);
  });

  it('keeps the ledger balanced under concurrent purchases by many players, duplicates included', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, () => signedInPlayer(t)));
    const before = await Promise.all(buyers.map((b) => getPlayerBalances(db(), b.player.id)));
    const keys = buyers.map(() => randomUUID());
    const responses = await Promise.all(
      buyers.flatMap((b, i) => [
        buy(b.agent, { idempotencyKey: keys[i] }),
        buy(b.agent, { idempotencyKey: keys[i] }),
      ]),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    await settle();
    for (const [i, b] of buyers.entries()) {
      const rows = await db()
        .select()
        .from(tables.payments)
        .where(and(eq(tables.payments.playerId, b.player.id), eq(tables.payments.status, 'completed')));
      expect(rows).toHaveLength(1);
      expect((await getPlayerBalances(db(), b.player.id)).coins - before[i]!.coins).toBe(100_000);
    }
    await expectLedgerBalanced(db());
  });
});
