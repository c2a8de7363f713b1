// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  firstDepositUserData,
  hashForTracking,
  pushEvent,
  trackChangeForm,
  trackClickButton,
  trackDeposit,
  trackError,
  trackOpenPopup,
  trackPaymentComplete,
  trackPurchase,
  trackSendForm,
  trackVerification,
} from './data-layer.ts';

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

beforeEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('data layer events', () => {
  it('creates the data layer and pushes a deposit with all its fields', () => {
    const payload = {
      location: 'header',
      step: 'open',
      type: 'money',
      package: 'pkg-10',
      playerId: 42,
      quantity: 1,
      offer: 'welcome',
    };
    expect(trackDeposit(payload)).toBe(true);
    expect(layer()).toEqual([{ event: 'deposit', ...payload }]);
  });

  it('keeps what is already in the data layer', () => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [{ gtm: 'start' }];
    trackOpenPopup({ popup_name: 'daily-wheel' });
    expect(layer()).toEqual([{ gtm: 'start' }, { event: 'open_popup', popup_name: 'daily-wheel' }]);
  });

  it('pushes purchase with all its fields', () => {
    const payload = {
      type: 'money',
      value: 9.99,
      discount: 10,
      coins: 100_000,
      bonus: 20,
      affiliation: 'web',
      playerId: '42',
      quantity: 1,
      offer: 7,
    };
    trackPurchase(payload);
    expect(layer()).toEqual([{ event: 'purchase', ...payload }]);
  });

  it('pushes every form and button event with the shared fields', () => {
    const payload = {
      form_name: 'signup',
      form_field: 'email',
      button_name: 'submit',
      location: 'modal',
      step: '1',
      message: 'Invalid email',
    };
    trackChangeForm(payload);
    trackClickButton(payload);
    trackSendForm(payload);
    expect(layer()).toEqual([
      { event: 'change_form', ...payload },
      { event: 'click_button', ...payload },
      { event: 'send_form', ...payload },
    ]);
  });

  it('pushes the remaining events', () => {
    trackPaymentComplete({ type: 'money', value: 5, playerId: 1 });
    trackVerification({ location: 'profile', step: 'start' });
    trackError({ message: 'Card declined', form_name: 'deposit', location: 'cash' });
    expect(layer()).toEqual([
      { event: 'payment_complete', type: 'money', value: 5, playerId: 1 },
      { event: 'verification', location: 'profile', step: 'start' },
      { event: 'error', message: 'Card declined', form_name: 'deposit', location: 'cash' },
    ]);
  });

  it('drops an event with an unknown field and warns', () => {
    // @ts-expect-error: a misspelled field must not compile
    expect(trackDeposit({ playerID: 1 })).toBe(false);
    // @ts-expect-error: form fields do not belong to a purchase
    expect(pushEvent('purchase', { form_name: 'x' })).toBe(false);
    expect(layer()).toBeUndefined();
    expect(console.warn).toHaveBeenCalledTimes(2);
  });

  it('drops an event with a wrongly typed value', () => {
    // @ts-expect-error: value is a number
    expect(trackPurchase({ value: '9.99' })).toBe(false);
    // @ts-expect-error: popup_name is required
    expect(trackOpenPopup({})).toBe(false);
    expect(layer()).toBeUndefined();
  });
});

describe('hashForTracking', () => {
  it('hashes the trimmed lowercased value with SHA-256', async () => {
    await expect(hashForTracking('  Player@Example.COM ')).resolves.toBe(sha('player@example.com'));
    expect(sha('player@example.com')).toMatch(/^[0-9a-f]{64}$/);
    await expect(hashForTracking('+15551234567')).resolves.toBe(sha('+15551234567'));
  });

  it('gives null for empty values', async () => {
    await expect(hashForTracking('   ')).resolves.toBeNull();
    await expect(hashForTracking(null)).resolves.toBeNull();
  });

  it('builds the first-deposit user data and pushes it with a purchase', async () => {
    const userData = await firstDepositUserData({ email: 'A@b.co', phone: null });
    expect(userData).toEqual({ email: sha('a@b.co') });
    trackPurchase({ value: 10, user_data: userData });
    expect(layer()).toEqual([{ event: 'purchase', value: 10, user_data: { email: sha('a@b.co') } }]);
  });

  it('refuses an unhashed value in user_data', () => {
    expect(trackPurchase({ user_data: { email: 'a@b.co' } })).toBe(false);
  });
});
