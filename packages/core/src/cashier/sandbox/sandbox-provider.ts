import { createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { SANDBOX_CARDS, type PaymentMethod } from '@casino/contracts';
import type { Clock } from '../../clock/clock.ts';
import type { Db } from '../../db/client.ts';
import { sandboxCharges, type SandboxScenario } from '../../db/schema/index.ts';
import { DomainError, notFound } from '../../errors.ts';
import { signSeamlessBody, verifySeamlessSignature } from '../../seamless-wallet/sign-body.ts';
import { assertCardUsable } from '../card-checks.ts';
import {
  badSignature,
  badWebhook,
  PROVIDER_EVENT_TYPES,
  type PaymentProvider,
  type ProviderEvent,
  type StartPaymentInput,
  type StartPaymentResult,
} from '../payment-provider.ts';

export const SANDBOX_PROVIDER = 'sandbox';
/** HMAC-SHA256 of the raw body, `sha256=<hex>` (the same scheme as the seamless wallet). */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_METHOD_IDS = {
  card: 'sandbox-card',
  applePay: 'sandbox-apple-pay',
  bank: 'sandbox-bank',
} as const;
export const SANDBOX_TEST_CARD_TEXT =
  'This is a sandbox: use one of its test cards, e.g. 4242 4242 4242 4242.';

export const sandboxChallengePath = (ref: string) => `/sandbox-pay/challenge/${ref}`;

/** The default webhook secret, derived from SESSION_SECRET so no extra setting is needed. */
export const derivePaymentWebhookSecret = (sessionSecret: string) =>
  createHmac('sha256', sessionSecret).update('payments:sandbox-webhook').digest('hex');

export const signSandboxWebhook = (secret: string, rawBody: string) => signSeamlessBody(secret, rawBody);

/** The wire format of a sandbox webhook. */
export const SandboxEventSchema = z.object({
  eventId: z.string().min(1).max(100),
  type: z.enum(PROVIDER_EVENT_TYPES),
  providerRef: z.string().min(1).max(100),
  paymentId: z.string().uuid(),
  occurredAt: z.string().datetime(),
  reason: z.string().max(200).optional(),
});

/** A signed webhook ready to send: what a test replays when it delivers by hand. */
export interface SignedWebhook {
  body: string;
  signature: string;
  event: ProviderEvent;
}

export interface SandboxProviderOptions {
  db: Db;
  secret: string;
  applePayEnabled: boolean;
  /** Wait before each webhook delivery, like a real provider's asynchronous completion. */
  webhookDelayMs: number;
  /** Sends a signed webhook to the merchant; resolves with the HTTP status it answered. */
  deliver: (webhook: SignedWebhook) => Promise<number>;
  /** Card expiry checks, event times and row stamps. */
  clock: Clock;
  /** Attempts per webhook; a non-2xx answer or a network error is retried with backoff. */
  maxAttempts?: number;
  retryBaseMs?: number;
}

export type SandboxProvider = PaymentProvider & {
  findCharge(ref: string): Promise<typeof sandboxCharges.$inferSelect | null>;
  /** The challenge page's Pass / Fail. A threeDsFail card fails whatever is pressed. */
  submitChallenge(ref: string, pressedPass: boolean): Promise<{ paymentId: string; passed: boolean }>;
  /** Resolves when every scheduled delivery has finished (delivered or given up). */
  settled(): Promise<void>;
  /** Tests: keep webhooks instead of sending them, to deliver them by hand in any order. */
  holdWebhooks(hold: boolean): void;
  takeHeldWebhooks(): SignedWebhook[];
  /** Stops deliveries (server shutdown). */
  close(): void;
};

/** Verifies the signature over the raw body (401), then parses the event (400). */
export function parseSandboxWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): ProviderEvent {
  const header = headers[SANDBOX_SIGNATURE_HEADER];
  const signature = Array.isArray(header) ? header[0] : header;
  if (!verifySeamlessSignature(secret, rawBody, signature)) throw badSignature();
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badWebhook();
  }
  const parsed = SandboxEventSchema.safeParse(json);
  if (!parsed.success) throw badWebhook();
  return parsed.data;
}

const CARD_SCENARIOS = new Map<string, SandboxScenario>([
  [SANDBOX_CARDS.success, 'success'],
  [SANDBOX_CARDS.decline, 'decline'],
  [SANDBOX_CARDS.insufficientFunds, 'insufficient_funds'],
  [SANDBOX_CARDS.threeDsPass, 'three_ds_pass'],
  [SANDBOX_CARDS.threeDsFail, 'three_ds_fail'],
]);

const DECLINE_CODES: Partial<Record<SandboxScenario, string>> = {
  decline: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  unknown_card: SANDBOX_TEST_CARD_TEXT,
};

const newRef = () => `sbx_${randomBytes(12).toString('hex')}`;
const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

export function createSandboxProvider(options: SandboxProviderOptions): SandboxProvider {
  const { db, secret } = options;
  const maxAttempts = options.maxAttempts ?? 6;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const inFlight = new Set<Promise<void>>();
  const timers = new Map<NodeJS.Timeout, () => void>();
  let held: SignedWebhook[] | null = null;
  let closed = false;
  /** One delivery chain per charge, so its events arrive in the order they happened. */
  const chains = new Map<string, Promise<void>>();

  const methods = (): PaymentMethod[] => [
    {
      id: SANDBOX_METHOD_IDS.card,
      type: 'card',
      title: 'Card',
      provider: SANDBOX_PROVIDER,
      isApplePay: false,
    },
    ...(options.applePayEnabled
      ? [
          {
            id: SANDBOX_METHOD_IDS.applePay,
            type: 'apple_pay' as const,
            title: 'Apple Pay',
            provider: SANDBOX_PROVIDER,
            isApplePay: true,
          },
        ]
      : []),
    {
      id: SANDBOX_METHOD_IDS.bank,
      type: 'bank',
      title: 'Instant bank transfer',
      provider: SANDBOX_PROVIDER,
      isApplePay: false,
    },
  ];

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.set(timer, resolve);
    });

  const sign = (event: ProviderEvent): SignedWebhook => {
    const body = JSON.stringify(event);
    return { body, signature: signSandboxWebhook(secret, body), event };
  };

  async function deliverWithRetries(webhook: SignedWebhook) {
    for (let attempt = 0; attempt < maxAttempts && !closed; attempt++) {
      if (attempt > 0) await sleep(Math.min(60_000, retryBaseMs * 4 ** (attempt - 1)));
      if (closed) return;
      const status = await options.deliver(webhook).catch(() => 0);
      if (status >= 200 && status < 300) return;
    }
  }

  /** Sends the events of one charge after the delivery delay, in order, each with its own retries. */
  function send(ref: string, events: Array<Omit<ProviderEvent, 'eventId' | 'occurredAt'>>) {
    const signed = events.map((e) =>
      sign({ ...e, eventId: newEventId(), occurredAt: options.clock.now().toISOString() }),
    );
    if (held) {
      held.push(...signed);
      return;
    }
    const previous = chains.get(ref) ?? Promise.resolve();
    const job = previous.then(async () => {
      await sleep(options.webhookDelayMs);
      for (const webhook of signed) await deliverWithRetries(webhook);
    });
    chains.set(ref, job);
    inFlight.add(job);
    void job.finally(() => {
      inFlight.delete(job);
      if (chains.get(ref) === job) chains.delete(ref);
    });
  }

  async function setStatus(ref: string, status: 'processing' | 'succeeded' | 'failed', declineCode?: string) {
    await db
      .update(sandboxCharges)
      .set({ status, declineCode: declineCode ?? null, updatedAt: options.clock.now() })
      .where(eq(sandboxCharges.ref, ref));
  }

  const answerFor = (charge: typeof sandboxCharges.$inferSelect): StartPaymentResult =>
    charge.status === 'challenge'
      ? { status: 'challenge', providerRef: charge.ref, challengeUrl: sandboxChallengePath(charge.ref) }
      : charge.status === 'declined'
        ? { status: 'declined', providerRef: charge.ref, reason: charge.declineCode ?? 'card_declined' }
        : { status: 'pending', providerRef: charge.ref };

  async function startPayment(input: StartPaymentInput): Promise<StartPaymentResult> {
    // A repeated request for the same merchant payment gets the same charge, as with a real provider.
    const [existing] = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.merchantPaymentId, input.paymentId));
    if (existing) return answerFor(existing);

    let scenario: SandboxScenario = 'success';
    if (input.method.type === 'card') {
      if (!input.card)
        throw new DomainError({ status: 422, code: 'card_required', message: 'Enter your card details.' });
      assertCardUsable(input.card, options.clock.now());
      scenario = CARD_SCENARIOS.get(input.card.number) ?? 'unknown_card';
    }
    const declineCode = DECLINE_CODES[scenario];
    const challenge = scenario === 'three_ds_pass' || scenario === 'three_ds_fail';
    const ref = newRef();
    const [charge] = await db
      .insert(sandboxCharges)
      .values({
        ref,
        merchantPaymentId: input.paymentId,
        amountCents: input.amountCents,
        currency: input.currency,
        methodId: input.method.id,
        cardLast4: input.card?.number.slice(-4) ?? null,
        scenario,
        status: declineCode ? 'declined' : challenge ? 'challenge' : 'processing',
        declineCode: declineCode ?? null,
      })
      .onConflictDoNothing({ target: sandboxCharges.merchantPaymentId })
      .returning();
    if (!charge) {
      const [first] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.merchantPaymentId, input.paymentId));
      return answerFor(first!);
    }
    if (charge.status === 'processing') {
      await setStatus(ref, 'succeeded');
      send(ref, [{ type: 'payment.succeeded', providerRef: ref, paymentId: input.paymentId }]);
    }
    return answerFor(charge);
  }

  async function findCharge(ref: string) {
    const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, ref));
    return charge ?? null;
  }

  async function submitChallenge(ref: string, pressedPass: boolean) {
    const charge = await findCharge(ref);
    if (!charge) throw notFound('This verification does not exist.');
    const passed = pressedPass && charge.scenario !== 'three_ds_fail';
    // Only the first answer counts: move out of `challenge` atomically.
    const [moved] = await db
      .update(sandboxCharges)
      .set({
        status: passed ? 'succeeded' : 'failed',
        declineCode: passed ? null : 'three_ds_failed',
        updatedAt: options.clock.now(),
      })
      .where(and(eq(sandboxCharges.ref, ref), eq(sandboxCharges.status, 'challenge')))
      .returning({ ref: sandboxCharges.ref });
    if (!moved)
      throw new DomainError({
        status: 409,
        code: 'challenge_done',
        message: 'This verification is already done.',
      });
    const paymentId = charge.merchantPaymentId;
    send(
      ref,
      passed
        ? [
            { type: 'challenge.passed', providerRef: ref, paymentId },
            { type: 'payment.succeeded', providerRef: ref, paymentId },
          ]
        : [
            { type: 'challenge.failed', providerRef: ref, paymentId, reason: 'three_ds_failed' },
            { type: 'payment.failed', providerRef: ref, paymentId, reason: 'three_ds_failed' },
          ],
    );
    return { paymentId, passed };
  }

  /** The sandbox's books answer a status call as a real provider's API would. */
  async function paymentStatus({ paymentId }: { paymentId: string }): Promise<ProviderEvent | null> {
    const [charge] = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.merchantPaymentId, paymentId));
    const event = (type: ProviderEvent['type'], providerRef: string, reason?: string): ProviderEvent => ({
      eventId: `status_${providerRef || paymentId}_${type}`,
      type,
      providerRef,
      paymentId,
      occurredAt: options.clock.now().toISOString(),
      ...(reason ? { reason } : {}),
    });
    if (!charge) return event('payment.failed', '', 'not_charged');
    // A charge cut off between its record and its result: the sandbox's processing always succeeds.
    if (charge.status === 'processing') await setStatus(charge.ref, 'succeeded');
    if (charge.status === 'succeeded' || charge.status === 'processing')
      return event('payment.succeeded', charge.ref);
    if (charge.status === 'failed' || charge.status === 'declined')
      return event('payment.failed', charge.ref, charge.declineCode ?? 'payment_failed');
    return null;
  }

  return {
    name: SANDBOX_PROVIDER,
    methods,
    startPayment,
    // Keyed, so a list of card numbers cannot be hashed to find whose card a fingerprint is.
    cardFingerprint: (card) =>
      createHmac('sha256', secret).update(`card-fingerprint:${card.number}`).digest('hex'),
    paymentStatus,
    parseWebhook: (rawBody, headers) => parseSandboxWebhook(secret, rawBody, headers),
    findCharge,
    submitChallenge,
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    holdWebhooks(hold) {
      held = hold ? (held ?? []) : null;
    },
    takeHeldWebhooks() {
      const taken = held ?? [];
      if (held) held = [];
      return taken;
    },
    close() {
      closed = true;
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
    },
  };
}
