import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BoFeatureDetailResponseSchema, BoFeaturesPageSchema, type OperatorRole } from '@casino/contracts';
import { createManualClock, tables, type MovableClock } from '@casino/core';
import { databaseKinds, seededFeatureKeys } from '@casino/core/testing';
import { setupTestApp } from '../../../testing/test-app.ts';
import { signInOperator } from '../../../testing/operators.ts';
import { signedInPlayer } from '../../../testing/signed-in-player.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe.each(databaseKinds())('back-office features on %s', (kind) => {
  const clock: MovableClock = createManualClock(NOW);
  const t = setupTestApp(kind, {}, { clock });
  afterEach(() => vi.restoreAllMocks());

  const as: Partial<Record<OperatorRole, Record<string, string>>> = {};
  beforeAll(async () => {
    for (const role of ['marketing', 'viewer', 'finance'] as const)
      as[role] = (await signInOperator(t.app, { role })).headers;
  });
  const get = (url: string, role: OperatorRole) => t.app.inject({ method: 'GET', url, headers: as[role] });
  const put = (brand: string, key: string, payload: object, role: OperatorRole = 'marketing') =>
    t.app.inject({
      method: 'PUT',
      url: `/rest/backoffice/features/${brand}/${key}/`,
      headers: as[role],
      payload,
    });
  const rowOf = async (brand: string, key: string) =>
    (
      await t.database.db
        .select()
        .from(tables.features)
        .where(and(eq(tables.features.brand, brand), eq(tables.features.key, key)))
    )[0];
  const auditsOf = (brand: string, key: string) =>
    t.database.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.targetType, 'feature'), eq(tables.auditLog.targetId, `${brand}/${key}`)));

  it("lists a brand's features in the players' order for features.read; CSV too", async () => {
    const response = await get('/rest/backoffice/features/?brand=tao&pageSize=100', 'viewer');
    expect(response.statusCode).toBe(200);
    const page = BoFeaturesPageSchema.parse(response.json()).data;
    expect(page.rows.map((r) => r.key)).toEqual(seededFeatureKeys());
    const csv = await get('/rest/backoffice/features/?brand=tao&format=csv', 'marketing');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe(
      'Brand,Feature,Enabled,Live now,Priority,Starts,Finishes,Period reset hour,Time zone,Updated',
    );
    expect(csv.body.trim().split('\r\n')).toHaveLength(seededFeatureKeys().length + 1);
    expect((await get('/rest/backoffice/features/', 'finance')).statusCode).toBe(403);
    expect((await get('/rest/backoffice/features/?brand=nope', 'viewer')).statusCode).toBe(400);
  });

  it('shows one feature with its config', async () => {
    const response = await get('/rest/backoffice/features/tao/dailyWheel/', 'viewer');
    expect(response.statusCode).toBe(200);
    const detail = BoFeatureDetailResponseSchema.parse(response.json()).data;
    expect(detail).toMatchObject({ brand: 'tao', key: 'dailyWheel', config: expect.any(Object) });
    expect((await get('/rest/backoffice/features/tao/nope/', 'viewer')).statusCode).toBe(400);
  });

  it("changes the schedule: audited with before and after, and the brand's pages hear it", async () => {
    const before = await rowOf('nlc', 'dailyWheel');
    expect(before?.enabled).toBe(true);
    const { agent } = await signedInPlayer(t, { brand: 'nlc', host: 'nlc.test' });
    const onMainPage = async () =>
      (await agent.get('/rest/app/init/')).json().featuresPriority.onMainPage as string[];
    expect(await onMainPage()).toContain('dailyWheel');
    const toBrand = vi.spyOn(t.app.services.publisher, 'toBrand');
    const response = await put('nlc', 'dailyWheel', {
      priority: 3,
      schedule: {
        startsAt: '2026-04-01T00:00:00.000Z',
        period: { kind: 'day', resetHour: 6, timeZone: 'America/New_York' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      priority: 3,
      live: false,
      schedule: {
        startsAt: '2026-04-01T00:00:00.000Z',
        period: { resetHour: 6, timeZone: 'America/New_York' },
      },
    });
    expect(toBrand).toHaveBeenCalledWith('nlc', {
      type: 'feature',
      action: 'finished',
      data: { key: 'dailyWheel' },
    });
    expect(toBrand).toHaveBeenCalledWith('nlc', { type: 'promotionsPage', action: 'update' });
    const [audit, ...more] = await auditsOf('nlc', 'dailyWheel');
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      action: 'feature.update',
      before: { brand: 'nlc', key: 'dailyWheel', priority: before!.priority, schedule: before!.schedule },
      after: {
        brand: 'nlc',
        key: 'dailyWheel',
        priority: 3,
        schedule: { startsAt: '2026-04-01T00:00:00.000Z' },
      },
    });
    // The player's site follows: the feature is no longer on its main page.
    expect(await onMainPage()).not.toContain('dailyWheel');
  });

  it("refuses a config the feature's schema refuses with each field's path, and changes nothing", async () => {
    const stored = await rowOf('tao', 'dailyLogin');
    const toBrand = vi.spyOn(t.app.services.publisher, 'toBrand');
    const response = await put('tao', 'dailyLogin', { config: { ...(stored!.config as object), type: 42 } });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toMatch(/config/);
    const fields = Object.keys(body.errors);
    expect(fields).toContain('config.type');
    expect(body.errors['config.type']![0]).toMatch(/config\.type/);
    expect(await rowOf('tao', 'dailyLogin')).toEqual(stored);
    expect(await auditsOf('tao', 'dailyLogin')).toEqual([]);
    expect(toBrand).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a finish before the start',
      { schedule: { startsAt: '2026-05-01T00:00:00Z', finishesAt: '2026-04-01T00:00:00Z' } },
    ],
    [
      'an unknown time zone',
      { schedule: { period: { kind: 'day', resetHour: 1, timeZone: 'Mars/Olympus' } } },
    ],
    ['a reset hour of 24', { schedule: { period: { kind: 'day', resetHour: 24, timeZone: 'UTC' } } }],
    ['a priority over 1000', { priority: 1001 }],
    ['an unknown field', { colour: 'red' }],
    ['a config that is not an object', { config: [1, 2] }],
  ])('refuses %s with a 400 and changes nothing', async (_label, payload) => {
    const stored = await rowOf('funrize', 'dailyChests');
    const response = await put('funrize', 'dailyChests', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await rowOf('funrize', 'dailyChests')).toEqual(stored);
    expect(await auditsOf('funrize', 'dailyChests')).toEqual([]);
  });

  /** The path and value of the first coin amount in a config (a prize table's coins, a package's price). */
  const firstCoins = (value: unknown, path: string[] = []): { path: string[]; coins: number } | null => {
    if (Array.isArray(value) || (value && typeof value === 'object'))
      for (const [key, item] of Object.entries(value)) {
        if (typeof item === 'number' && /coins$/i.test(key)) return { path: [...path, key], coins: item };
        const found = firstCoins(item, [...path, key]);
        if (found) return found;
      }
    return null;
  };
  const withValue = (config: unknown, path: string[], value: number): unknown => {
    const copy = structuredClone(config) as Record<string, unknown>;
    const parent = path.slice(0, -1).reduce<Record<string, unknown>>((at, key) => at[key] as never, copy);
    parent[path.at(-1)!] = value;
    return copy;
  };

  // Issue #32 lists these features' content (prize tables, packages) as authored in the back-office: each takes
  // a changed amount (audited, before and after) and refuses a negative one by the field's path, through the
  // feature's own schema.
  it.each([
    'prizeDrops',
    'scratchCardLottery',
    'bingo',
    'fortuneInvestment',
    'magicBox',
    'dailyLogin',
    'dailyWheel',
    'dailyChests',
  ])(
    "authors %s's prize table: a changed amount is stored and audited, a negative one refused",
    async (key) => {
      const stored = (await rowOf('tao', key))!;
      const amount = firstCoins(stored.config);
      expect(amount, `${key} has a coin amount`).not.toBeNull();
      const { path, coins } = amount!;

      const refused = await put('tao', key, { config: withValue(stored.config, path, -1) });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys((refused.json() as { errors: Record<string, string[]> }).errors)).toContain(
        ['config', ...path].join('.'),
      );
      expect(await rowOf('tao', key)).toEqual(stored);

      // One coin less: a table's own limits (a day's pool, its highest prize) still hold.
      const config = withValue(stored.config, path, coins > 1 ? coins - 1 : coins + 1);
      const saved = await put('tao', key, { config });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await rowOf('tao', key))!.config).toEqual(config);
      const [audit, ...more] = await auditsOf('tao', key);
      expect(more).toEqual([]);
      expect(audit).toMatchObject({
        action: 'feature.update',
        before: { config: stored.config },
        after: { config },
      });
    },
  );

  it('refuses roles without features.manage, and unknown brands or keys', async () => {
    const stored = await rowOf('sws', 'dailyWheel');
    for (const role of ['viewer', 'finance'] as const)
      expect((await put('sws', 'dailyWheel', { enabled: false }, role)).statusCode).toBe(403);
    expect((await put('nope', 'dailyWheel', { enabled: false })).statusCode).toBe(400);
    expect((await put('sws', 'nope', { enabled: false })).statusCode).toBe(400);
    expect(await rowOf('sws', 'dailyWheel')).toEqual(stored);
    expect(await auditsOf('sws', 'dailyWheel')).toEqual([]);
  });
});
