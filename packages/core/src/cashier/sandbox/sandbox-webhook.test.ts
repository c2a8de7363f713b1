import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import {
  parseSandboxWebhook,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
  derivePaymentWebhookSecret,
} from './sandbox-provider.ts';

const secret = derivePaymentWebhookSecret('a-session-secret-of-enough-length-0123');
const event = {
  eventId: 'evt_1',
  type: 'payment.succeeded',
  providerRef: 'sbx_0123456789abcdef01234567',
  paymentId: '6f1c6f53-5d7b-4a44-9a35-3b1f1f0c9b10',
  occurredAt: '2026-11-21T05:00:00.000Z',
};
const body = JSON.stringify(event);
const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? error.status : 'other';
  }
  return 'ok';
};

describe('sandbox webhook signature', () => {
  it('signs the raw body with HMAC-SHA256 and accepts exactly that body', () => {
    const signature = signSandboxWebhook(secret, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(parseSandboxWebhook(secret, body, { [SANDBOX_SIGNATURE_HEADER]: signature })).toEqual(event);
  });

  it('refuses a missing, wrong or other-secret signature, and a changed body, with 401', () => {
    const signature = signSandboxWebhook(secret, body);
    expect(status(() => parseSandboxWebhook(secret, body, {}))).toBe(401);
    expect(status(() => parseSandboxWebhook(secret, body, { [SANDBOX_SIGNATURE_HEADER]: 'sha256=00' }))).toBe(
      401,
    );
    const other = signSandboxWebhook(derivePaymentWebhookSecret('another-session-secret-0123456789'), body);
    expect(status(() => parseSandboxWebhook(secret, body, { [SANDBOX_SIGNATURE_HEADER]: other }))).toBe(401);
    const changed = body.replace('succeeded', 'failed');
    expect(
      status(() => parseSandboxWebhook(secret, changed, { [SANDBOX_SIGNATURE_HEADER]: signature })),
    ).toBe(401);
    // Whitespace counts: the signature covers the bytes, not the JSON value.
    const reformatted = JSON.stringify(event, null, 2);
    expect(
      status(() => parseSandboxWebhook(secret, reformatted, { [SANDBOX_SIGNATURE_HEADER]: signature })),
    ).toBe(401);
  });

  it('refuses a correctly signed body that is not an event with 400', () => {
    for (const raw of [
      'not json',
      '{}',
      JSON.stringify({ ...event, type: 'refund.created' }),
      JSON.stringify({ ...event, paymentId: '42' }),
    ])
      expect(
        status(() =>
          parseSandboxWebhook(secret, raw, { [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(secret, raw) }),
        ),
      ).toBe(400);
  });
});
