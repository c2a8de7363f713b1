import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { FeatureSettingsListResponseSchema, type FeatureSettings } from '@casino/contracts';
import { brandRunsFeature, createManualClock, tables } from '@casino/core';
import { databaseKinds, seededFeatureKeys } from '@casino/core/testing';
import { createAgent } from '../../testing/agent.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { signedInPlayer } from '../../testing/signed-in-player.ts';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
const ops = { 'x-ops-token': OPS_TOKEN };

/** The brand's features but `key` (a brand may lack the capability a feature needs: docs/brands.md). */
const without = (brand: string, key: string) =>
  seededFeatureKeys().filter((k) => k !== key && brandRunsFeature(brand, k));

describe.each(databaseKinds())('feature operator endpoints on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const t = setupTestApp(kind, { opsToken: OPS_TOKEN }, { clock });
  afterEach(() => vi.restoreAllMocks());

  const put = (path: string, payload: unknown, headers: Record<string, string> = ops) =>
    createAgent(t.app).request({ method: 'PUT', url: path, payload: payload as object, headers });
  const list = async (brand?: string) => {
    const response = await createAgent(t.app).get(`/rest/ops/features/${brand ? `?brand=${brand}` : ''}`, {
      headers: ops,
    });
    expect(response.statusCode, response.body).toBe(200);
    return FeatureSettingsListResponseSchema.parse(response.json()).data;
  };
  const row = async (brand: string, key: string) =>
    (
      await t.database.db
        .select()
        .from(tables.features)
        .where(and(eq(tables.features.brand, brand), eq(tables.features.key, key)))
    )[0]!;

  it('lists every brand’s features, seeded live', async () => {
    const all = await list();
    expect(all).toHaveLength(9 * seededFeatureKeys().length);
    expect(all.every((feature) => feature.enabled)).toBe(true);
    const tao = await list('tao');
    expect(tao.map((f) => f.key)).toEqual(seededFeatureKeys());
    expect(tao[0]!.config).toMatchObject({ type: 'dailyLoginTrain' });
    const unknown = await createAgent(t.app).get('/rest/ops/features/?brand=acme', { headers: ops });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown brand.');
  });

  it('answers only with the operator token', async () => {
    expect((await createAgent(t.app).get('/rest/ops/features/')).statusCode).toBe(401);
    const refused = await put('/rest/ops/features/tao/dailyLogin/', { enabled: false }, {});
    expect(refused.statusCode).toBe(401);
    expect((await row('tao', 'dailyLogin')).enabled).toBe(true);
  });

  it('switches a feature off and on: the brand’s players are told, app init follows', async () => {
    const { agent } = await signedInPlayer(t, { brand: 'nlc', host: 'nlc.test' });
    // Pushes go to the brand's room (every signed-in page of the brand, in every process).
    const toBrand = vi.spyOn(t.app.services.publisher, 'toBrand');
    const pushesTo = (brand: string) =>
      toBrand.mock.calls.filter(([to]) => to === brand).map(([, m]) => `${m.type} ${m.action}`);

    const off = await put('/rest/ops/features/nlc/dailyWheel/', { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ brand: 'nlc', key: 'dailyWheel', enabled: false });
    expect(pushesTo('nlc')).toEqual(['feature finished', 'promotionsPage update']);
    expect(pushesTo('tao')).toEqual([]);
    const init = (await agent.get('/rest/app/init/')).json();
    expect(init.featuresPriority.onMainPage).toEqual(without('nlc', 'dailyWheel'));

    toBrand.mockClear();
    await put('/rest/ops/features/nlc/dailyWheel/', { enabled: true, priority: 1 });
    expect(pushesTo('nlc')).toEqual(['feature started', 'promotionsPage update']);
    expect((await agent.get('/rest/app/init/')).json().featuresPriority.onMainPage).toEqual([
      'dailyWheel',
      ...without('nlc', 'dailyWheel'),
    ]);

    // A change that does not start or stop it only refreshes the promotions page.
    toBrand.mockClear();
    await put('/rest/ops/features/nlc/dailyWheel/', { priority: 20 });
    expect(pushesTo('nlc')).toEqual(['promotionsPage update']);
  });

  it('a promotionsPage update makes the guest pages render again (their version moves)', async () => {
    const version = t.app.services.pageVersions.current();
    const changed = await put('/rest/ops/features/tao/dailyWheel/', { priority: 21 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(t.app.services.pageVersions.current()).not.toBe(version);
  });

  it('starts a feature scheduled later when the clock reaches its start', async () => {
    const { agent } = await signedInPlayer(t, { brand: 'tao', host: 'tao.test' });
    const starts = '2026-03-10T18:00:00.000Z';
    const response = await put('/rest/ops/features/tao/dailyChests/', { schedule: { startsAt: starts } });
    expect(response.json().data.schedule).toEqual({
      startsAt: starts,
      finishesAt: null,
      period: { kind: 'day', resetHour: 0, timeZone: 'UTC' },
      recurrence: null,
    });
    const keys = async () =>
      (await agent.get('/rest/app/init/')).json().features.map((f: { key: string }) => f.key);
    expect(await keys()).toEqual(without('tao', 'dailyChests'));
    clock.set(starts);
    expect(await keys()).toEqual(seededFeatureKeys());
    clock.set('2026-03-10T12:00:00.000Z');
  });

  const refusals: Array<[string, string, unknown, RegExp]> = [
    [
      'a config its schema refuses',
      'dailyLogin',
      { config: { levels: [] } },
      /^The config is not valid\. config\.levels/,
    ],
    [
      'a config of the wrong kind',
      'dailyWheel',
      { config: { sectors: 'all of them' } },
      /^The config is not valid\. config\.sectors/,
    ],
    [
      'free spins on a game that does not exist',
      'dailyLogin',
      {
        config: {
          levels: [
            { coins: 1 },
            {
              coins: 2,
              freeSpins: { gameId: 'no-such-game', count: 5, betLevel: 100, lifetimeSeconds: 3600 },
            },
          ],
        },
      },
      /there is no game "no-such-game"/,
    ],
    [
      'free spins at a bet the game does not offer',
      'dailyLogin',
      {
        config: {
          levels: [
            { coins: 1 },
            { coins: 2, freeSpins: { gameId: 'nile-frenzy', count: 5, betLevel: 7, lifetimeSeconds: 3600 } },
          ],
        },
      },
      /"nile-frenzy" bets 20, 40, 100, 200, 400, 1000, 2000: 7 is not one of them/,
    ],
    [
      'an unknown time zone',
      'dailyLogin',
      { schedule: { period: { kind: 'day', resetHour: 4, timeZone: 'Mars/Olympus' } } },
      /Unknown time zone/,
    ],
    [
      'a finish before the start',
      'dailyLogin',
      { schedule: { startsAt: '2026-03-12T00:00:00Z', finishesAt: '2026-03-11T00:00:00Z' } },
      /The finish time must come after the start time/,
    ],
    ['an unknown field', 'dailyLogin', { enabled: true, colour: 'red' }, /colour/],
    ['a priority out of range', 'dailyLogin', { priority: -1 }, /priority/],
  ];
  it.each(refusals)('refuses %s with 400 and changes nothing', async (_name, key, payload, message) => {
    const before = await row('funrize', key);
    const response = await put(`/rest/ops/features/funrize/${key}/`, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await row('funrize', key)).toEqual(before);
  });

  it('refuses an unknown brand or feature with a sentence', async () => {
    const brand = await put('/rest/ops/features/acme/dailyLogin/', { enabled: false });
    expect(brand.statusCode).toBe(400);
    expect(brand.json().message).toBe('Unknown brand.');
    const feature = await put('/rest/ops/features/tao/piggyBank/', { enabled: false });
    expect(feature.statusCode).toBe(400);
    expect(feature.json().message).toBe('Unknown feature.');
  });

  it('replaces a config whole and keeps the rest', async () => {
    const [login] = (await list('sws')) as FeatureSettings[];
    const levels = [
      { coins: 100, entries: 0, freeSpins: null },
      { coins: 200, entries: 0.5, freeSpins: null },
    ];
    const response = await put('/rest/ops/features/sws/dailyLogin/', { config: { levels } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      ...login,
      config: { type: 'default', requiresPhone: false, levels },
    });
  });
});
