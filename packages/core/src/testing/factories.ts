import { randomBytes } from 'node:crypto';
import type { BrandKey } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { registerPlayer } from '../identity/register-player.ts';

export const uniqueEmail = (prefix = 'player') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
export const TEST_PASSWORD = 'violet-harbor-42';

/** A registered player with a known password; every call makes a new one. */
export async function createPlayer(
  db: Db,
  overrides: { email?: string; password?: string; brand?: BrandKey; now?: Date } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? TEST_PASSWORD;
  const { player } = await registerPlayer(db, {
    agreedToTerms: true,
    brand: overrides.brand ?? 'funrize',
    locale: 'en',
    email,
    password,
    now: overrides.now ?? new Date(),
  });
  return { player, email, password };
}
