import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  BONUSES_PATH,
  BonusesResponseSchema,
  DAILY_WHEEL_SPIN_PATH,
  DailyWheelSpinResponseSchema,
  FEATURE_KEYS,
  FeatureContentListResponseSchema,
  FeatureContentVersionResponseSchema,
  PrizeDropsInfoResponseSchema,
  type BrandKey,
  type OperatorRole,
} from '@casino/contracts';
import { applyDueFeatureContent, createManualClock, tables } from '@casino/core';
import { databaseKinds, SMALL_PRIZE_DROPS } from '@casino/core/testing';
import type { Agent } from '../../../testing/agent.ts';
import { setupTestApp } from '../../../testing/test-app.ts';
import { signInOperator } from '../../../testing/operators.ts';
import { signedInPlayer } from '../../../testing/signed-in-player.ts';

const base = (brand: string, key: string) => `/rest/backoffice/features/${brand}/${key}/content/`;

/** A wheel whose every sector pays 777 coins: no sector of the seeded wheel does. */
const WHEEL_777 = {
  sectors: Array.from({ length: 4 }, () => ({
    weight: 1,
    prize: { coins: 777, entries: 0, freeSpins: null },
  })),
  streakForBooster: 7,
  boosterMultiplier: 2,
  extraWheelForDepositors: true,
};
/**
 * Issue #32: a feature's content as versions — draft, edit, publish by the live-edit rule, cancel — through the
 * back-office API, applied once by the `feature-content` job when the clock reaches the next period, each
 * change audited. The clock is moved, never waited for.
 */
describe.each(databaseKinds())('feature content versions on %s', (kind) => {
  const clock = createManualClock('2026-03-10T12:00:00.000Z');
  const t = setupTestApp(kind, {}, { clock });
  const db = () => t.database.db;
  afterEach(() => vi.restoreAllMocks());

  /** One sign-in per role, again after a move of the clock (a session idles out after 30 minutes). */
  const sessions = new Map<OperatorRole, { at: number; headers: Record<string, string> }>();
  const as = async (role: OperatorRole) => {
    const now = clock.now().getTime();
    const held = sessions.get(role);
    if (held && now >= held.at && now - held.at < 10 * 60_000) return held.headers;
    const { headers } = await signInOperator(t.app, { role });
    sessions.set(role, { at: now, headers });
    return headers;
  };
  const call = async (
    role: OperatorRole | Record<string, string>,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: typeof role === 'string' ? await as(role) : role,
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });
  const list = async (brand: string, key: string) => {
    const response = await call('viewer', 'GET', base(brand, key));
    expect(response.statusCode, response.body).toBe(200);
    return FeatureContentListResponseSchema.parse(response.json());
  };
  const versionOf = (response: { statusCode: number; body: string; json(): unknown }, status = 200) => {
    expect(response.statusCode, response.body).toBe(status);
    return FeatureContentVersionResponseSchema.parse(response.json()).version;
  };
  const draft = async (headers: Record<string, string>, brand: string, key: string, config: object) =>
    versionOf(await call(headers, 'POST', base(brand, key), { config, note: 'test' }), 201);
  const publish = (
    headers: Record<string, string>,
    brand: string,
    key: string,
    id: number,
    at: string | null,
  ) => call(headers, 'POST', `${base(brand, key)}${id}/publish/`, { effectiveFrom: at });
  const auditsOf = (id: number) =>
    db()
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.targetType, 'featureContent'))
      .then((rows) => rows.filter((row) => row.targetId?.endsWith(`/${id}`)).sort((a, b) => a.id - b.id));
  const configOf = async (brand: string, key: string) =>
    (
      await db()
        .select()
        .from(tables.features)
        .where(and(eq(tables.features.brand, brand), eq(tables.features.key, key)))
    )[0]!.config;
  const player = async (brand: BrandKey) => {
    const made = await signedInPlayer(t, { brand });
    made.agent.jar.set('brand_override', brand);
    return made;
  };
  const wheelSectors = async (agent: Agent) =>
    BonusesResponseSchema.parse((await agent.get(BONUSES_PATH)).json()).dailyWheel!.prizes.map(
      (p) => p.coins,
    );
  const spin = async (agent: Agent) => {
    const response = await agent.post(DAILY_WHEEL_SPIN_PATH);
    expect(response.statusCode, response.body).toBe(200);
    return DailyWheelSpinResponseSchema.parse(response.json()).prize;
  };

  it('lists what is live, when a change may start and the form, for features.read only', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const content = await list('funrize', 'dailyWheel');
    expect(content).toMatchObject({
      versions: [],
      live: { config: await configOf('funrize', 'dailyWheel'), since: expect.any(String) },
      // The wheel is live on a day that resets at 00:00 UTC: a change starts at the next midnight.
      earliestChange: '2026-03-11T00:00:00.000Z',
      timeZone: 'UTC',
      form: { type: 'object', properties: { sectors: { type: 'array' } } },
    });
    // Every feature's config has a form, and a refused role hears 403.
    const viewer = await as('viewer');
    for (const key of FEATURE_KEYS) {
      const response = await call(viewer, 'GET', base('funrize', key));
      expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
      expect(FeatureContentListResponseSchema.parse(response.json()).form).toHaveProperty('type');
    }
    expect((await call('finance', 'GET', base('funrize', 'dailyWheel'))).statusCode).toBe(403);
    expect(
      (await call('viewer', 'POST', base('funrize', 'dailyWheel'), { config: WHEEL_777 })).statusCode,
    ).toBe(403);
    expect((await call(viewer, 'GET', base('funrize', 'nope'))).statusCode).toBe(400);
  }, 120_000);

  it('refuses a config by its fields’ paths, and a bad note or id, writing nothing', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const marketing = await as('marketing');
    const bad = {
      ...WHEEL_777,
      sectors: WHEEL_777.sectors.map((s, i) => (i === 2 ? { ...s, weight: 0 } : s)),
    };
    const refused = await call(marketing, 'POST', base('funrize', 'dailyWheel'), { config: bad });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['config.sectors.2.weight']);
    expect(refused.json().message).toMatch(/config\.sectors\.2\.weight/);
    const drops = await call(marketing, 'POST', base('funrize', 'prizeDrops'), {
      config: { ...SMALL_PRIZE_DROPS, levels: [{ level: 3, count: 1, coins: 0 }] },
    });
    expect(drops.statusCode).toBe(400);
    expect(drops.json().errors).toHaveProperty(['config.levels.0.coins']);
    const longNote = await call(marketing, 'POST', base('funrize', 'dailyWheel'), {
      config: WHEEL_777,
      note: 'x'.repeat(201),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().message).toMatch(/200 characters/);
    expect(
      (await call(marketing, 'PATCH', `${base('funrize', 'dailyWheel')}999999/`, { note: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(marketing, 'POST', `${base('funrize', 'dailyWheel')}abc/cancel/`)).statusCode).toBe(
      400,
    );
    expect(await db().select().from(tables.featureContentVersions)).toEqual([]);
    expect(
      await db().select().from(tables.auditLog).where(eq(tables.auditLog.targetType, 'featureContent')),
    ).toEqual([]);
  }, 120_000);

  it('changes a live wheel from its next day only: the job applies it once, the running day keeps its table', async () => {
    clock.set('2026-03-10T12:00:00.000Z');
    const marketing = await as('marketing');
    const seeded = await configOf('funrize', 'dailyWheel');
    const { agent, player: p } = await player('funrize');
    const oldSectors = await wheelSectors(agent);

    // A draft, then edited.
    const created = await draft(marketing, 'funrize', 'dailyWheel', { ...WHEEL_777, streakForBooster: 5 });
    expect(created).toMatchObject({ state: 'draft', effectiveFrom: null, appliedAt: null, note: 'test' });
    expect(created.createdBy).toMatch(/@/);
    const edited = versionOf(
      await call(marketing, 'PATCH', `${base('funrize', 'dailyWheel')}${created.id}/`, {
        config: WHEEL_777,
        note: 'All 777',
      }),
    );
    expect(edited).toMatchObject({ state: 'draft', note: 'All 777', config: { streakForBooster: 7 } });

    // Live now: "now" is inside the running day and refused in words; the next day's start is taken.
    const now = await publish(marketing, 'funrize', 'dailyWheel', created.id, '2026-03-10T12:00:00.000Z');
    expect(now.statusCode).toBe(400);
    expect(now.json().errors.effectiveFrom).toEqual([
      'The feature is live: a change takes effect from the start of its next day, 2026-03-11 00:00 UTC, or later.',
    ]);
    expect(
      (await publish(marketing, 'funrize', 'dailyWheel', created.id, '2026-03-10T23:59:59.000Z')).statusCode,
    ).toBe(400);
    const scheduled = versionOf(
      await publish(marketing, 'funrize', 'dailyWheel', created.id, '2026-03-11T00:00:00.000Z'),
    );
    expect(scheduled).toMatchObject({ state: 'scheduled', effectiveFrom: '2026-03-11T00:00:00.000Z' });
    // A scheduled version may still be edited (it stays scheduled).
    expect(
      versionOf(
        await call(marketing, 'PATCH', `${base('funrize', 'dailyWheel')}${created.id}/`, { note: 'Sevens' }),
      ),
    ).toMatchObject({ state: 'scheduled', note: 'Sevens' });
    // A second version may not take effect at the same instant; null asks for the earliest, the same one.
    const rival = await draft(marketing, 'funrize', 'dailyWheel', WHEEL_777);
    const clash = await publish(marketing, 'funrize', 'dailyWheel', rival.id, null);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(new RegExp(`Version ${created.id} already takes effect`));
    versionOf(await call(marketing, 'POST', `${base('funrize', 'dailyWheel')}${rival.id}/cancel/`));

    // The running day still pays by the old table, and the feature's row is unchanged.
    expect(await configOf('funrize', 'dailyWheel')).toEqual(seeded);
    expect((await spin(agent)).coins).not.toBe(777);
    expect(await wheelSectors(agent)).toEqual(oldSectors);

    // The clock reaches the next day: the app's job engine applies it at once.
    await t.app.services.jobs.start();
    clock.set('2026-03-11T00:00:30.000Z');
    await vi.waitFor(
      async () => expect((await list('funrize', 'dailyWheel')).versions[1]?.state).toBe('live'),
      { timeout: 60_000, interval: 50 },
    );
    const content = await list('funrize', 'dailyWheel');
    expect(content.versions.map((v) => [v.id, v.state])).toEqual([
      [rival.id, 'cancelled'],
      [created.id, 'live'],
    ]);
    expect(content.versions[1]!.appliedAt).toBe('2026-03-11T00:00:30.000Z');
    expect(content.live).toEqual({ config: WHEEL_777, since: '2026-03-11T00:00:30.000Z' });
    expect(await configOf('funrize', 'dailyWheel')).toEqual(WHEEL_777);
    // The same player's claim in the new day is paid by the new table.
    expect(await wheelSectors(agent)).toEqual([777, 777, 777, 777]);
    expect((await spin(agent)).coins).toBe(777);
    const paid = await db()
      .select()
      .from(tables.walletTransfers)
      .where(eq(tables.walletTransfers.key, `feature:dailyWheel:${p.id}:2026-03-11:COIN`));
    expect(paid).toHaveLength(1);

    // Live is read-only; a new draft is the way.
    const marketingLater = await as('marketing');
    const patchLive = await call(marketingLater, 'PATCH', `${base('funrize', 'dailyWheel')}${created.id}/`, {
      note: 'x',
    });
    expect(patchLive.statusCode).toBe(409);
    expect(patchLive.json().message).toBe('This version is live. Make a new draft from it.');
    expect(
      (await call(marketingLater, 'POST', `${base('funrize', 'dailyWheel')}${created.id}/cancel/`))
        .statusCode,
    ).toBe(409);

    // One audit row per change, the apply by the system.
    expect((await auditsOf(created.id)).map((a) => [a.action, a.operatorEmail === 'system'])).toEqual([
      ['featureContent.create', false],
      ['featureContent.update', false],
      ['featureContent.publish', false],
      ['featureContent.update', false],
      ['featureContent.apply', true],
    ]);
    const [apply] = (await auditsOf(created.id)).slice(-1);
    expect(apply).toMatchObject({
      targetId: `funrize/dailyWheel/${created.id}`,
      before: { config: seeded },
      after: { state: 'live', config: WHEEL_777 },
    });
    expect((await auditsOf(rival.id)).map((a) => a.action)).toEqual([
      'featureContent.create',
      'featureContent.cancel',
    ]);
  }, 120_000);

  it('applies a version once when 32 job runs race, and the next publish finishes the live one', async () => {
    clock.set('2026-03-12T12:00:00.000Z');
    const marketing = await as('marketing');
    const { agent } = await player('funrize');
    const info = async () =>
      PrizeDropsInfoResponseSchema.parse((await agent.get('/rest/prize-drops/info/')).json()).data.general
        .prizeCountPerDay;
    expect(await info()).toBe(500);
    const version = await draft(marketing, 'funrize', 'prizeDrops', SMALL_PRIZE_DROPS);
    expect(versionOf(await publish(marketing, 'funrize', 'prizeDrops', version.id, null))).toMatchObject({
      state: 'scheduled',
      effectiveFrom: '2026-03-13T00:00:00.000Z',
    });
    // Not yet due: the runs apply nothing.
    expect(
      (await applyDueFeatureContent({ db: db(), publisher: t.app.services.publisher }, clock.now())).applied,
    ).toEqual([]);
    const toBrand = vi.spyOn(t.app.services.publisher, 'toBrand');
    const at = new Date('2026-03-13T00:00:05.000Z');
    const runs = await Promise.all(
      Array.from({ length: 32 }, () =>
        applyDueFeatureContent({ db: db(), publisher: t.app.services.publisher }, at),
      ),
    );
    expect(runs.flatMap((r) => r.applied.map((v) => v.id))).toEqual([version.id]);
    expect(runs.flatMap((r) => r.failed)).toEqual([]);
    expect(toBrand).toHaveBeenCalledWith('funrize', { type: 'promotionsPage', action: 'update' });
    expect((await auditsOf(version.id)).filter((a) => a.action === 'featureContent.apply')).toHaveLength(1);
    clock.set(at);
    expect(await info()).toBe(4);

    // The next version replaces it: the live one is finished, read-only.
    const next = await draft(await as('marketing'), 'funrize', 'prizeDrops', {
      ...SMALL_PRIZE_DROPS,
      minimalLevelPlay: 30,
    });
    versionOf(
      await publish(await as('marketing'), 'funrize', 'prizeDrops', next.id, '2026-03-14T00:00:00.000Z'),
    );
    await applyDueFeatureContent(
      { db: db(), publisher: t.app.services.publisher },
      new Date('2026-03-14T00:00:00.000Z'),
    );
    const states = (await list('funrize', 'prizeDrops')).versions.map((v) => [v.id, v.state]);
    expect(states).toEqual([
      [next.id, 'live'],
      [version.id, 'finished'],
    ]);
    clock.set('2026-03-14T00:00:01.000Z');
    const finished = await call('marketing', 'PATCH', `${base('funrize', 'prizeDrops')}${version.id}/`, {
      note: 'x',
    });
    expect(finished.statusCode).toBe(409);
    expect(finished.json().message).toMatch(/finished/);
  }, 120_000);

  it('applies at once a publish of a feature that is not live, in the request’s transaction', async () => {
    clock.set('2026-03-15T12:00:00.000Z');
    const marketing = await as('marketing');
    // The chests start next month on this brand: not live, so any time from now on is allowed.
    const off = await t.app.inject({
      method: 'PUT',
      url: '/rest/backoffice/features/funrize/dailyChests/',
      headers: marketing,
      payload: { schedule: { startsAt: '2026-04-01T00:00:00.000Z' } },
    });
    expect(off.statusCode, off.body).toBe(200);
    const config = { ...((await configOf('funrize', 'dailyChests')) as object) };
    const content = await list('funrize', 'dailyChests');
    expect(content.earliestChange).toBe('2026-03-15T12:00:00.000Z');
    const version = await draft(marketing, 'funrize', 'dailyChests', config);
    const past = await publish(marketing, 'funrize', 'dailyChests', version.id, '2026-03-15T11:00:00.000Z');
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.effectiveFrom[0]).toMatch(
      /^That time has passed: choose 2026-03-15 12:00 UTC or later\.$/,
    );
    const applied = versionOf(await publish(marketing, 'funrize', 'dailyChests', version.id, null));
    expect(applied).toMatchObject({
      state: 'live',
      effectiveFrom: '2026-03-15T12:00:00.000Z',
      appliedAt: '2026-03-15T12:00:00.000Z',
    });
    expect((await auditsOf(version.id)).map((a) => [a.action, a.operatorEmail === 'system'])).toEqual([
      ['featureContent.create', false],
      ['featureContent.apply', false],
      ['featureContent.publish', false],
    ]);
    // Publishing twice, or cancelling, a live version is refused.
    expect((await publish(marketing, 'funrize', 'dailyChests', version.id, null)).statusCode).toBe(409);
  }, 120_000);

  it('cancels a draft or a scheduled version for good', async () => {
    clock.set('2026-03-16T12:00:00.000Z');
    const marketing = await as('marketing');
    const first = await draft(marketing, 'nlc', 'dailyWheel', WHEEL_777);
    const cancelled = versionOf(
      await call(marketing, 'POST', `${base('nlc', 'dailyWheel')}${first.id}/cancel/`, {}),
    );
    expect(cancelled.state).toBe('cancelled');
    for (const response of [
      await call(marketing, 'PATCH', `${base('nlc', 'dailyWheel')}${first.id}/`, { note: 'again' }),
      await call(marketing, 'POST', `${base('nlc', 'dailyWheel')}${first.id}/cancel/`),
      await publish(marketing, 'nlc', 'dailyWheel', first.id, null),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/cancelled/);
    }
    const second = await draft(marketing, 'nlc', 'dailyWheel', WHEEL_777);
    versionOf(await publish(marketing, 'nlc', 'dailyWheel', second.id, null));
    expect(
      versionOf(await call(marketing, 'POST', `${base('nlc', 'dailyWheel')}${second.id}/cancel/`)).state,
    ).toBe('cancelled');
    // A cancelled scheduled version is never applied.
    await applyDueFeatureContent(
      { db: db(), publisher: t.app.services.publisher },
      new Date('2026-03-20T00:00:00Z'),
    );
    expect((await list('nlc', 'dailyWheel')).versions.map((v) => v.state)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    // The version of another feature is not found under this one.
    expect(
      (await call(marketing, 'POST', `${base('nlc', 'dailyChests')}${second.id}/cancel/`)).statusCode,
    ).toBe(404);
  }, 120_000);
});
