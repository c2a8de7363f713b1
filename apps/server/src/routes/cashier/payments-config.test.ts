import { describe, expect, it } from 'vitest';
import { derivePaymentWebhookSecret } from '@casino/core';
import { loadConfig } from '../../config.ts';

const base = {
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/casino-config-test-unused',
  SESSION_SECRET: 'config-test-secret-config-test-secret-01',
};

describe('payment settings', () => {
  it('default to a derived webhook secret, a short delay and Apple Pay on', () => {
    const config = loadConfig(base);
    expect(config.paymentWebhookSecret).toBe(derivePaymentWebhookSecret(base.SESSION_SECRET));
    expect(config.paymentWebhookSecret).not.toBe(
      derivePaymentWebhookSecret('another-secret-0123456789-abcdef'),
    );
    expect(config.paymentWebhookDelayMs).toBe(1500);
    expect(config.applePayEnabled).toBe(true);
    expect(config.sandboxPayments).toBe(true);
  });

  it('read the secret, the delay and the Apple Pay switch', () => {
    const config = loadConfig({
      ...base,
      PAYMENT_WEBHOOK_SECRET: 'webhook-secret-0123456789',
      SANDBOX_WEBHOOK_DELAY_MS: '0',
      APPLE_PAY_ENABLED: 'false',
      SANDBOX_PAYMENTS: 'false',
    });
    expect(config).toMatchObject({
      paymentWebhookSecret: 'webhook-secret-0123456789',
      paymentWebhookDelayMs: 0,
      applePayEnabled: false,
      sandboxPayments: false,
    });
  });

  it('refuse a short secret and a bad delay, naming the setting', () => {
    expect(() => loadConfig({ ...base, PAYMENT_WEBHOOK_SECRET: 'short' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...base, SANDBOX_WEBHOOK_DELAY_MS: '-1' })).toThrow(/SANDBOX_WEBHOOK_DELAY_MS/);
    expect(() => loadConfig({ ...base, APPLE_PAY_ENABLED: 'yes' })).toThrow(/APPLE_PAY_ENABLED/);
  });
});
