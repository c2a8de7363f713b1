import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BRANDS, REWARD_AMOUNTS } from '@casino/contracts';
import type { Database } from '../db/client.ts';
import { players } from '../db/schema/identity.ts';
import { createPlayer } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { getAppInit } from './get-app-init.ts';

const NOW = new Date('2031-03-15T10:30:00Z');

describe.each(databaseKinds())('app init’s welcome offer and first session on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const init = (playerId: string | null) =>
    getAppInit({ db: database.db }, { brand: BRANDS.funrize, playerId, now: NOW });

  it('offers a guest the plain sign-up gift, and is no one’s first session', async () => {
    expect(await init(null)).toMatchObject({
      welcomeOffer: REWARD_AMOUNTS.registration,
      firstSession: false,
    });
  });

  it('shows a player what their sign-up paid: the bigger gift with a friend’s code', async () => {
    const { player: friend } = await createPlayer(database.db, { now: NOW });
    const { player } = await createPlayer(database.db, { now: NOW });
    expect(await init(player.id)).toMatchObject({ welcomeOffer: REWARD_AMOUNTS.registration });
    await database.db.update(players).set({ referrerId: friend.id }).where(eq(players.id, player.id));
    expect(await init(player.id)).toMatchObject({ welcomeOffer: REWARD_AMOUNTS.registrationWithCode });
  });

  it('is a player’s first session until they sign in again', async () => {
    const { player } = await createPlayer(database.db, { now: NOW });
    expect(await init(player.id)).toMatchObject({ firstSession: true });
    await database.db.update(players).set({ previousLoginAt: NOW }).where(eq(players.id, player.id));
    expect(await init(player.id)).toMatchObject({ firstSession: false });
  });
});
