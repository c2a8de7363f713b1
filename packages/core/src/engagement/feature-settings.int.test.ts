import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { features } from '../db/schema/index.ts';
import { DomainError } from '../errors.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { seededFeatureKeys } from '../testing/factories.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { updateFeatureSettings, updateFeatureSettingsInTransaction } from './feature-settings.ts';
import { getFeatureDetail, listFeaturesPage } from './list-features-page.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const PAGE = { page: 1, pageSize: 100, order: 'asc' as const };

describe.each(databaseKinds())('feature settings for operators on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  const db = () => database.db;
  const rowOf = async (brand: string, key: string) =>
    (
      await db()
        .select()
        .from(features)
        .where(and(eq(features.brand, brand), eq(features.key, key)))
    )[0];

  it("lists a brand's features in the engine's order, sorts and pages them", async () => {
    const page = await listFeaturesPage(db(), { ...PAGE, brand: 'tao' }, NOW);
    expect(page.total).toBe(seededFeatureKeys().length);
    expect(page.rows.map((r) => r.key)).toEqual(seededFeatureKeys());
    expect(page.rows.every((r) => r.brand === 'tao')).toBe(true);
    expect(page.rows[0]).toMatchObject({ resetHour: expect.any(Number), timeZone: expect.any(String) });
    const byKey = await listFeaturesPage(
      db(),
      { ...PAGE, brand: 'tao', sort: 'key', order: 'desc', pageSize: 2 },
      NOW,
    );
    expect(byKey.rows.map((r) => r.key)).toEqual([...seededFeatureKeys()].sort().reverse().slice(0, 2));
    const search = await listFeaturesPage(db(), { ...PAGE, brand: 'tao', q: 'daily' }, NOW);
    expect(search.rows.map((r) => r.key).sort()).toEqual(['dailyChests', 'dailyLogin', 'dailyWheel']);
  });

  it('changes a feature in the caller transaction with before and after, and tells the brand after it', async () => {
    const before = await getFeatureDetail(db(), { brand: 'nlc', key: 'dailyWheel' }, NOW);
    const { publisher, sent } = createRecordingPublisher();
    const changed = await db().transaction((tx) =>
      updateFeatureSettingsInTransaction(tx, {
        brand: 'nlc',
        key: 'dailyWheel',
        update: { priority: 7, schedule: { startsAt: '2026-04-01T00:00:00.000Z' } },
        now: NOW,
      }),
    );
    expect(changed.before).toMatchObject({ priority: before.priority, schedule: before.schedule });
    expect(changed.after).toMatchObject({ priority: 7, schedule: { startsAt: '2026-04-01T00:00:00.000Z' } });
    expect(sent).toEqual([]);
    changed.notify(publisher);
    const live = before.live;
    expect(sent.map((s) => [s.to, s.message.type, s.message.action])).toEqual([
      ...(live ? [['brand:nlc', 'feature', 'finished']] : []),
      ['brand:nlc', 'promotionsPage', 'update'],
    ]);
    const after = await getFeatureDetail(db(), { brand: 'nlc', key: 'dailyWheel' }, NOW);
    expect(after).toMatchObject({ priority: 7, live: false, updatedAt: NOW.toISOString() });
  });

  it('refuses a config its schema refuses with the path of every field, and changes nothing', async () => {
    const stored = await rowOf('funrize', 'dailyLogin');
    const error = await updateFeatureSettings(
      { db: db(), publisher: createRecordingPublisher().publisher },
      { brand: 'funrize', key: 'dailyLogin', update: { config: { nonsense: true } }, now: NOW },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_feature_settings' });
    const fields = Object.keys((error as DomainError).errors ?? {});
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((f) => f.startsWith('config'))).toBe(true);
    expect(await rowOf('funrize', 'dailyLogin')).toEqual(stored);
  });

  it('rolls the change back with the caller transaction', async () => {
    const stored = await rowOf('funrize', 'dailyWheel');
    await expect(
      db().transaction(async (tx) => {
        await updateFeatureSettingsInTransaction(tx, {
          brand: 'funrize',
          key: 'dailyWheel',
          update: { enabled: !stored!.enabled },
          now: NOW,
        });
        throw new Error('the audit failed');
      }),
    ).rejects.toThrow('the audit failed');
    expect(await rowOf('funrize', 'dailyWheel')).toEqual(stored);
  });

  it('answers 404 for a feature the brand has no row for', async () => {
    await db()
      .delete(features)
      .where(and(eq(features.brand, 'sws'), eq(features.key, 'bingo')));
    await expect(getFeatureDetail(db(), { brand: 'sws', key: 'bingo' }, NOW)).rejects.toMatchObject({
      status: 404,
    });
  });
});
