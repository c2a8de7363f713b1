import { randomUUID } from 'node:crypto';
import { openGameSession, signSeamlessBody, transfer, type Db } from '@casino/core';
import type { App } from '../app.ts';
import { testConfig } from './test-app.ts';

/** The secret of the external provider `acme` in the seamless-wallet suites. */
export const EXTERNAL_SECRET = 'external-provider-secret-0123456789';

/** A test app's config with `acme` among the seamless-wallet providers. */
export const withExternalProvider = () => ({
  seamlessWalletSecrets: { ...testConfig().seamlessWalletSecrets, acme: EXTERNAL_SECRET },
});

/** Tests only: posts like a provider: raw JSON, signed with `secret`, no cookies and no CSRF token. */
export const seamlessPost = (
  app: App,
  operation: string,
  body: unknown,
  secret = EXTERNAL_SECRET,
  raw = JSON.stringify(body),
) =>
  app.inject({
    method: 'POST',
    url: `/rest/seamless-wallet/${operation}/`,
    headers: { 'content-type': 'application/json', 'x-casino-signature': signSeamlessBody(secret, raw) },
    payload: raw,
  });

/** Tests only: `coins` bought for the player (through the ledger), then a session of `gameId` opened: its token. */
export async function fundedGameSession(
  db: Db,
  session: { playerId: string; gameId: string; provider: string; coins: number },
) {
  await transfer(db, {
    key: `fund:${randomUUID()}`,
    kind: 'purchase',
    currency: 'COIN',
    amount: session.coins,
    from: { house: 'purchases' },
    to: { playerId: session.playerId },
  });
  const { token } = await openGameSession(db, {
    playerId: session.playerId,
    gameId: session.gameId,
    provider: session.provider,
    now: new Date(),
  });
  return token;
}
