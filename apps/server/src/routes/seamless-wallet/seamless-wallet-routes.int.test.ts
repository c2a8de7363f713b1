import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveInHouseSecret, getPlayerBalances, IN_HOUSE_PROVIDER, signSeamlessBody } from '@casino/core';
import { createPlayer, databaseKinds } from '@casino/core/testing';
import { setupTestApp, testConfig } from '../../testing/test-app.ts';
import {
  EXTERNAL_SECRET,
  fundedGameSession,
  seamlessPost,
  withExternalProvider,
} from '../../testing/seamless.ts';

describe.each(databaseKinds())('seamless wallet over HTTP on %s', (kind) => {
  const t = setupTestApp(kind, withExternalProvider());

  const post = (operation: string, body: unknown, secret = EXTERNAL_SECRET, raw = JSON.stringify(body)) =>
    seamlessPost(t.app, operation, body, secret, raw);

  async function launched(provider = 'acme') {
    const { player } = await createPlayer(t.database.db);
    const token = await fundedGameSession(t.database.db, {
      playerId: player.id,
      gameId: 'jungle-quest',
      provider,
      coins: 1_000,
    });
    return { playerId: player.id, token, coins: (await getPlayerBalances(t.database.db, player.id)).coins };
  }

  it('runs balance, bet and win over signed raw JSON without CSRF', async () => {
    const p = await launched();
    const balance = await post('balance', { provider: 'acme', sessionToken: p.token });
    expect(balance.statusCode).toBe(200);
    expect(balance.json()).toEqual({ status: 'OK', balance: p.coins, currency: 'COIN' });
    const roundId = randomUUID();
    // Whitespace and key order are the provider's: the signature covers the exact bytes sent.
    const raw = `{ "amount": 250, "roundId": "${roundId}", "transactionId": "b-${roundId}", "sessionToken": "${p.token}", "provider": "acme" }`;
    const bet = await post('bet', null, EXTERNAL_SECRET, raw);
    expect(bet.statusCode).toBe(200);
    expect(bet.json()).toMatchObject({ status: 'OK', balance: p.coins - 250, transactionId: `b-${roundId}` });
    const win = await post('win', {
      provider: 'acme',
      sessionToken: p.token,
      transactionId: `w-${roundId}`,
      roundId,
      amount: 100,
    });
    expect(win.json()).toMatchObject({ status: 'OK', balance: p.coins - 150 });
  });

  it('answers 401 for a wrong signature, 400 for bad JSON, 402 with the balance for a bet too big', async () => {
    const p = await launched();
    const body = { provider: 'acme', sessionToken: p.token };
    const forged = await post('balance', body, 'not-the-secret-at-all-0000');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 'ERROR', code: 'INVALID_SIGNATURE' });
    const broken = await post('bet', null, EXTERNAL_SECRET, '{"provider":"acme",');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    const big = await post('bet', {
      ...body,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      amount: p.coins + 1,
    });
    expect(big.statusCode).toBe(402);
    expect(big.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: p.coins, currency: 'COIN' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/rest/seamless-wallet/balance/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('accepts the in-house provider with the secret derived from SESSION_SECRET', async () => {
    const p = await launched(IN_HOUSE_PROVIDER);
    const secret = deriveInHouseSecret(testConfig().sessionSecret);
    const response = await post('balance', { provider: IN_HOUSE_PROVIDER, sessionToken: p.token }, secret);
    expect(response.json()).toEqual({ status: 'OK', balance: p.coins, currency: 'COIN' });
    // In-process, through the same verification.
    const raw = JSON.stringify({ provider: IN_HOUSE_PROVIDER, sessionToken: p.token });
    expect(
      (await t.app.services.seamlessWallet.handle('balance', raw, signSeamlessBody(secret, raw))).httpStatus,
    ).toBe(200);
  });
});
