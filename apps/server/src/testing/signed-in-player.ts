import type { BrandKey } from '@casino/contracts';
import { createSession, registerPlayer, type Database } from '@casino/core';
import { createPlayer } from '@casino/core/testing';
import type { App } from '../app.ts';
import { createAgent } from './agent.ts';

/**
 * Tests only: a new player with a session made directly in the database, so suites that need many
 * players do not run into the sign-in and sign-up rate limits (the auth suite covers those routes).
 */
export async function signedInPlayer(
  t: { app: App; database: Database },
  options: { host?: string; brand?: BrandKey; oneClick?: boolean } = {},
) {
  const created = options.oneClick
    ? {
        ...(await registerPlayer(t.database.db, {
          agreedToTerms: true,
          brand: options.brand ?? 'funrize',
          locale: 'en',
          email: null,
          now: t.app.services.clock.now(),
        })),
        email: null,
        password: null,
      }
    : await createPlayer(t.database.db, options.brand ? { brand: options.brand } : {});
  const session = await createSession(t.database.db, created.player.id, t.app.services.clock.now());
  const agent = createAgent(t.app, options.host ? { host: options.host } : {});
  agent.jar.set('sid', session.token);
  return { ...created, agent };
}
