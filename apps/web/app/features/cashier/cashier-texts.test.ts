import { describe, expect, it } from 'vitest';
import { FAILED_PAYMENT_TEXT } from '@casino/contracts';
import en from '../../i18n/messages/en/cashier.json';

describe('cashier texts', () => {
  it("shows the spec's failed-payment text word for word in English", () => {
    expect(en.failed.text).toBe(FAILED_PAYMENT_TEXT);
  });
});
