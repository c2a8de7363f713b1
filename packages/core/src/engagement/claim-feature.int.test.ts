import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { Prize } from '@casino/contracts';
import type { Database } from '../db/client.ts';
import { featureClaims, features, freeSpinGrants, walletTransfers } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createPlayer } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { expectLedgerBalanced } from '../testing/ledger.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import { claimFeature, featureClaimKey, lastClaimOf } from './claim-feature.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const PRIZE: Prize = {
  coins: 1_500,
  entries: 0.25,
  freeSpins: { gameId: 'nile-frenzy', count: 5, betLevel: 100, lifetimeSeconds: 3600 },
};

describe.each(databaseKinds())('the claim rule on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  const db = () => database.db;

  const claim = (playerId: string, options: { slot?: string; now?: Date; prize?: Prize } = {}) => {
    const { publisher, sent } = createRecordingPublisher();
    const result = claimFeature(
      { db: db(), publisher },
      {
        brand: 'funrize',
        playerId,
        key: 'dailyWheel',
        now: options.now ?? NOW,
        ...(options.slot ? { slot: options.slot } : {}),
        decide: async ({ lastClaim, period, feature }) => {
          expect(feature.key).toBe('dailyWheel');
          return {
            prizes: [options.prize ?? PRIZE],
            state: { previous: lastClaim?.period ?? null, period: period.key },
          };
        },
      },
    );
    return { result, sent };
  };

  it('pays coins, entries and free spins once, stores them and answers a repeat the same', async () => {
    const { player } = await createPlayer(db());
    const before = await getPlayerBalances(db(), player.id);
    const first = claim(player.id);
    const outcome = await first.result;
    expect(outcome).toMatchObject({ replayed: false, prizes: [PRIZE], period: { key: '2026-03-10' } });
    expect(outcome.freeSpinIds).toHaveLength(1);
    expect(first.sent.map((s) => `${s.message.type} ${s.message.action}`)).toEqual([
      'balance setBalance',
      'feature claimed',
    ]);

    const after = await getPlayerBalances(db(), player.id);
    expect(after.coins - before.coins).toBe(1_500);
    expect(after.entries - before.entries).toBe(25); // hundredths
    const key = featureClaimKey('dailyWheel', player.id, '2026-03-10');
    const transfers = await db()
      .select()
      .from(walletTransfers)
      .where(like(walletTransfers.key, `${key}:%`));
    expect(transfers.map((t) => [t.key, t.fromOwner, t.amount]).sort()).toEqual([
      [`${key}:COIN`, 'house:rewards', 1_500],
      [`${key}:ENTRY`, 'house:rewards', 25],
    ]);
    const [grant] = await db().select().from(freeSpinGrants).where(eq(freeSpinGrants.playerId, player.id));
    expect(grant).toMatchObject({ id: outcome.freeSpinIds[0], grantKey: `${key}:free-spins`, remaining: 5 });

    const again = claim(player.id, { prize: { coins: 999, entries: 0, freeSpins: null } });
    const repeat = await again.result;
    expect(repeat).toMatchObject({ replayed: true, prizes: [PRIZE], freeSpinIds: outcome.freeSpinIds });
    expect(repeat.state).toEqual(outcome.state);
    expect(again.sent).toEqual([]);
    expect(await getPlayerBalances(db(), player.id)).toEqual(after);
  });

  it('32 racing claims of one period pay exactly once', async () => {
    const { player } = await createPlayer(db());
    const before = await getPlayerBalances(db(), player.id);
    const results = await Promise.all(Array.from({ length: 32 }, () => claim(player.id).result));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.freeSpinIds[0])).size).toBe(1);
    const after = await getPlayerBalances(db(), player.id);
    expect(after.coins - before.coins).toBe(1_500);
    const grants = await db().select().from(freeSpinGrants).where(eq(freeSpinGrants.playerId, player.id));
    expect(grants).toHaveLength(1);
    await expectLedgerBalanced(db());
  });

  it('a slot is a second claim in the period; the next period sees the last claim', async () => {
    const { player } = await createPlayer(db());
    await claim(player.id).result;
    const extra = await claim(player.id, { slot: 'extra' }).result;
    expect(extra).toMatchObject({ replayed: false, state: { previous: '2026-03-10', period: '2026-03-10' } });
    expect((await lastClaimOf(db(), player.id, 'dailyWheel'))?.period).toBe('2026-03-10:extra');
    const tomorrow = await claim(player.id, { now: new Date('2026-03-11T00:00:00.000Z') }).result;
    expect(tomorrow).toMatchObject({ replayed: false, state: { previous: '2026-03-10:extra' } });
  });

  it('refuses a feature that is off or a player its rule refuses, and a refusal leaves nothing behind', async () => {
    const { player } = await createPlayer(db());
    const where = and(eq(features.brand, 'funrize'), eq(features.key, 'dailyWheel'));
    await db().update(features).set({ enabled: false }).where(where);
    await expect(claim(player.id).result).rejects.toMatchObject({ status: 409, code: 'feature_not_active' });
    await db().update(features).set({ enabled: true }).where(where);

    const { publisher } = createRecordingPublisher();
    const refused = claimFeature(
      { db: db(), publisher },
      {
        brand: 'funrize',
        playerId: player.id,
        key: 'dailyLogin',
        now: NOW,
        decide: async () => {
          throw new DomainError({ status: 409, code: 'no', message: 'No.' });
        },
      },
    );
    await expect(refused).rejects.toMatchObject({ status: 409, code: 'no' });
    expect(await db().select().from(featureClaims).where(eq(featureClaims.playerId, player.id))).toEqual([]);
    // A refused claim does not use the period: the next attempt decides again.
    const paid = await claimFeature(
      { db: db(), publisher },
      {
        brand: 'funrize',
        playerId: player.id,
        key: 'dailyLogin',
        now: NOW,
        decide: async () => ({ prizes: [{ coins: 10, entries: 0, freeSpins: null }], state: { level: 1 } }),
      },
    );
    expect(paid.replayed).toBe(false);
  });
});
