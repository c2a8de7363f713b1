// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PurchaseEvent } from '@casino/contracts';
import { trackCompletedDeposit, trackDepositStep } from './cash-analytics.ts';

type Layer = { dataLayer?: Record<string, unknown>[] };
const events = () => (window as unknown as Layer).dataLayer ?? [];
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const purchase: PurchaseEvent = {
  type: 'coins',
  value: 9.99,
  discount: 10,
  coins: 200_000,
  bonus: 20,
  affiliation: 'TaoFortune',
  playerId: 'p-1',
  quantity: 1,
  offer: 7,
};

afterEach(() => {
  (window as unknown as Layer).dataLayer = [];
});

describe('cashier analytics', () => {
  it('sends each deposit step with location, type, package, player, quantity and offer', () => {
    trackDepositStep('offer', {
      location: 'exitsidebar',
      playerId: 'player1',
      offer: { id: 7, kind: 'promoOffer' },
    });
    trackDepositStep('open', { location: null, playerId: 'player1', offer: null });
    expect(events()).toEqual([
      {
        event: 'deposit',
        step: 'offer',
        location: 'exitsidebar',
        playerId: 'player1',
        type: 'promoOffer',
        package: 7,
        quantity: 1,
        offer: 7,
      },
      { event: 'deposit', step: 'open', playerId: 'player1' },
    ]);
  });

  it("sends the server's purchase data; the first deposit adds email and phone hashed with SHA-256", async () => {
    await trackCompletedDeposit({
      purchase,
      isFirstDeposit: true,
      contact: { email: ' Ada@Example.test ', phone: '+15550001111' },
      location: 'header',
    });
    const userData = { email: sha256('ada@example.test'), phone: sha256('+15550001111') };
    expect(events()[0]).toEqual({ event: 'purchase', ...purchase, user_data: userData });
    expect(events()[1]).toMatchObject({
      event: 'payment_complete',
      location: 'header',
      value: 9.99,
      user_data: userData,
    });
    expect(JSON.stringify(events())).not.toContain('Example.test');
  });

  it('leaves the contact out of later deposits', async () => {
    await trackCompletedDeposit({
      purchase,
      isFirstDeposit: false,
      contact: { email: 'ada@example.test', phone: null },
      location: null,
    });
    expect(events()[0]).toEqual({ event: 'purchase', ...purchase });
    expect(events()[1]).not.toHaveProperty('user_data');
  });
});
