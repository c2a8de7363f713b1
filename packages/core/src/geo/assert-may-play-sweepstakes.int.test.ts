import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GEO_TEXTS } from '@casino/contracts';
import type { Database } from '../db/client.ts';
import { players, restrictedRegions } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { createPlayer } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { assertMayPlaySweepstakes } from './assert-may-play-sweepstakes.ts';
import { checkGeoAccess, checkIpAccess } from './check-geo-access.ts';

const LAS_VEGAS_IP = '24.234.0.1';
const AUSTIN_IP = '72.177.0.1';
const LOS_ANGELES_IP = '66.215.0.1';

describe.each(databaseKinds())('assertMayPlaySweepstakes on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 403, message: GEO_TEXTS.sweepstakesBlocked });
  };

  it('lets a player with an allowed or unknown location play from an allowed or local IP', async () => {
    const { player } = await createPlayer(database.db);
    await expect(
      assertMayPlaySweepstakes(database.db, { playerId: player.id, ip: AUSTIN_IP, at: new Date() }),
    ).resolves.toBeUndefined();
    await expect(
      assertMayPlaySweepstakes(database.db, { playerId: player.id, ip: '127.0.0.1', at: new Date() }),
    ).resolves.toBeUndefined();
    await expect(
      assertMayPlaySweepstakes(database.db, { playerId: player.id, ip: null, at: new Date() }),
    ).resolves.toBeUndefined();
  });

  it('refuses an IP in a restricted region with 403 and the spec text', async () => {
    const { player } = await createPlayer(database.db);
    await refusal(
      assertMayPlaySweepstakes(database.db, { playerId: player.id, ip: LAS_VEGAS_IP, at: new Date() }),
    );
    await refusal(
      assertMayPlaySweepstakes(database.db, { playerId: player.id, ip: '80.12.0.1', at: new Date() }),
    );
  });

  it('follows the effective dates (California from 2026-01-01)', async () => {
    const { player } = await createPlayer(database.db);
    const input = { playerId: player.id, ip: LOS_ANGELES_IP };
    await expect(
      assertMayPlaySweepstakes(database.db, { ...input, at: new Date('2025-12-31T12:00:00Z') }),
    ).resolves.toBeUndefined();
    await refusal(assertMayPlaySweepstakes(database.db, { ...input, at: new Date('2026-01-01T12:00:00Z') }));
  });

  it('refuses a player whose stored location is blocked, from any IP, until a check allows again', async () => {
    const { player } = await createPlayer(database.db);
    await checkGeoAccess(database.db, {
      playerId: player.id,
      ip: '127.0.0.1',
      latitude: 36.17,
      longitude: -115.14,
      at: new Date(),
    });
    const [row] = await database.db.select().from(players).where(eq(players.id, player.id));
    expect(row).toMatchObject({ geoAccess: 'blocked', geoRegion: 'US-NV' });
    expect(row!.geoCheckedAt).toBeInstanceOf(Date);
    await refusal(
      assertMayPlaySweepstakes(database.db, { playerId: player.id, ip: AUSTIN_IP, at: new Date() }),
    );

    // An allowed IP does not clear a block; a precise allowed position does.
    await checkIpAccess(database.db, { playerId: player.id, ip: AUSTIN_IP, at: new Date() });
    await refusal(
      assertMayPlaySweepstakes(database.db, { playerId: player.id, ip: AUSTIN_IP, at: new Date() }),
    );
    await checkGeoAccess(database.db, {
      playerId: player.id,
      ip: '127.0.0.1',
      latitude: 30.27,
      longitude: -97.74,
      at: new Date(),
    });
    await expect(
      assertMayPlaySweepstakes(database.db, { playerId: player.id, ip: AUSTIN_IP, at: new Date() }),
    ).resolves.toBeUndefined();
  });

  it('applies rules an operator adds, including whole countries inside the service area', async () => {
    const { player } = await createPlayer(database.db);
    await database.db
      .insert(restrictedRegions)
      .values({ country: 'US', region: 'TX', effectiveFrom: '2030-01-01', reason: 'Texas later' });
    const input = { playerId: player.id, ip: AUSTIN_IP };
    await expect(
      assertMayPlaySweepstakes(database.db, { ...input, at: new Date('2029-12-31T00:00:00Z') }),
    ).resolves.toBeUndefined();
    await refusal(assertMayPlaySweepstakes(database.db, { ...input, at: new Date('2030-01-01T00:00:00Z') }));
    await database.db.delete(restrictedRegions).where(eq(restrictedRegions.reason, 'Texas later'));
  });
});
