import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@casino/contracts';
import { SANDBOX_METHOD_IDS, tables } from '@casino/core';
import { databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

describe.each(databaseKinds())('with the sandbox provider switched off on %s', (kind) => {
  const t = setupTestApp(kind, { sandboxPayments: false });

  it('offers no payment method, takes no deposit and serves no sandbox page', async () => {
    const { agent } = await signedInPlayer(t);
    const offers = (await agent.get('/rest/cash/offers/')).json();
    expect(offers.methods).toEqual([]);
    expect(offers.packages.length).toBeGreaterThan(0);

    const [pack] = await t.database.db.select().from(tables.offerPresets).limit(1);
    const deposit = await agent.post('/rest/cash/deposit/', {
      presetId: pack!.id,
      offerType: pack!.kind,
      methodId: SANDBOX_METHOD_IDS.card,
      card: { number: SANDBOX_CARDS.success, expiry: '12/39', cvc: '123', holder: 'Test Player' },
      idempotencyKey: randomUUID(),
    });
    expect(deposit.statusCode).toBeGreaterThanOrEqual(400);
    expect(deposit.statusCode).toBeLessThan(500);
    expect(deposit.json().message).toEqual(expect.any(String));
    expect(await t.database.db.select().from(tables.payments)).toEqual([]);

    expect((await agent.get('/sandbox-pay/challenge/anything')).statusCode).toBe(404);
    expect((await agent.post('/rest/cash/webhooks/sandbox/', {})).statusCode).toBe(404);
  });
});
