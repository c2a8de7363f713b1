import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@casino/contracts';
import { systemClock } from '../../clock/clock.ts';
import type { Database } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema/index.ts';
import { createTestDatabase, databaseKinds } from '../../testing/test-database.ts';
import {
  createSandboxProvider,
  parseSandboxWebhook,
  SANDBOX_METHOD_IDS,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxProviderOptions,
  type SignedWebhook,
} from './sandbox-provider.ts';

const secret = 'sandbox-test-secret-0123456789';
const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', holder: 'Test Player' });

describe.each(databaseKinds())('sandbox provider on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  /** A sandbox whose merchant answers with the given statuses in turn (then 200). */
  function sandboxAnswering(statuses: number[], options: Partial<SandboxProviderOptions> = {}) {
    const received: Array<{ status: number; webhook: SignedWebhook }> = [];
    const sandbox = createSandboxProvider({
      db: database.db,
      secret,
      applePayEnabled: true,
      webhookDelayMs: 0,
      retryBaseMs: 1,
      clock: systemClock,
      deliver: async (webhook) => {
        const status = statuses.shift() ?? 200;
        received.push({ status, webhook });
        return status;
      },
      ...options,
    });
    const start = (number: string, paymentId = randomUUID()) =>
      sandbox.startPayment({
        paymentId,
        amountCents: 999,
        currency: 'USD',
        method: sandbox.methods()[0]!,
        card: card(number),
      });
    return { sandbox, received, start };
  }

  it('retries a webhook the merchant did not accept, with the same event and signature', async () => {
    const { sandbox, received, start } = sandboxAnswering([500, 503]);
    const answer = await start(SANDBOX_CARDS.success);
    expect(answer.status).toBe('pending');
    await sandbox.settled();
    expect(received.map((r) => r.status)).toEqual([500, 503, 200]);
    expect(new Set(received.map((r) => r.webhook.body)).size).toBe(1);
    const event = parseSandboxWebhook(secret, received[0]!.webhook.body, {
      [SANDBOX_SIGNATURE_HEADER]: received[0]!.webhook.signature,
    });
    expect(event).toMatchObject({ type: 'payment.succeeded', providerRef: answer.providerRef });
  });

  it('gives up after the last attempt', async () => {
    const { sandbox, received, start } = sandboxAnswering([500, 500, 500, 500], { maxAttempts: 3 });
    await start(SANDBOX_CARDS.success);
    await sandbox.settled();
    expect(received).toHaveLength(3);
  });

  it('answers a repeated start for the same payment with the same charge', async () => {
    const { sandbox, start } = sandboxAnswering([]);
    const paymentId = randomUUID();
    const first = await start(SANDBOX_CARDS.threeDsPass, paymentId);
    const second = await start(SANDBOX_CARDS.threeDsPass, paymentId);
    expect(second).toEqual(first);
    expect(first.status).toBe('challenge');
    const rows = await database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.merchantPaymentId, paymentId));
    expect(rows).toHaveLength(1);
    await sandbox.settled();
  });

  it('sends the challenge result before the outcome, and takes only the first answer', async () => {
    const { sandbox, received, start } = sandboxAnswering([500]);
    const answer = await start(SANDBOX_CARDS.threeDsPass);
    await expect(sandbox.submitChallenge(answer.providerRef, true)).resolves.toMatchObject({ passed: true });
    await expect(sandbox.submitChallenge(answer.providerRef, false)).rejects.toMatchObject({ status: 409 });
    await sandbox.settled();
    expect(received.map((r) => [r.status, r.webhook.event.type])).toEqual([
      [500, 'challenge.passed'],
      [200, 'challenge.passed'],
      [200, 'payment.succeeded'],
    ]);
  });

  it('declines at once, without webhooks, and completes Apple Pay without a card', async () => {
    const { sandbox, received, start } = sandboxAnswering([]);
    expect(await start(SANDBOX_CARDS.decline)).toMatchObject({ status: 'declined', reason: 'card_declined' });
    expect(await start(SANDBOX_CARDS.insufficientFunds)).toMatchObject({ reason: 'insufficient_funds' });
    const applePay = sandbox.methods().find((m) => m.id === SANDBOX_METHOD_IDS.applePay)!;
    const answer = await sandbox.startPayment({
      paymentId: randomUUID(),
      amountCents: 499,
      currency: 'USD',
      method: applePay,
    });
    expect(answer.status).toBe('pending');
    await sandbox.settled();
    expect(received.map((r) => r.webhook.event.type)).toEqual(['payment.succeeded']);
  });

  it('lists Apple Pay only when enabled', () => {
    const { sandbox } = sandboxAnswering([], { applePayEnabled: false });
    expect(sandbox.methods().some((m) => m.isApplePay)).toBe(false);
  });

  it('stops delivering when closed', async () => {
    const { sandbox, received, start } = sandboxAnswering([], { webhookDelayMs: 60_000 });
    await start(SANDBOX_CARDS.success);
    sandbox.close();
    await sandbox.settled();
    expect(received).toHaveLength(0);
  });
});
