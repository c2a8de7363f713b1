import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PushMessage } from '@casino/contracts';
import {
  createManualClock,
  createRecordingPublisher,
  featureModule,
  tables,
  updateFeatureSettings,
  type Database,
  type Db,
} from '@casino/core';
import { createTestDatabase, databaseKinds } from '@casino/core/testing';
import { setupTestApp } from '../testing/test-app.ts';
import { announceFeatureTransitions } from './feature-transitions.ts';

const HOUR = 3_600_000;

/** The wheel runs on tao from 12:00 UTC on the 24th to 12:00 on the 27th; its day resets at 05:00 New York. */
async function givenFeatures(db: Db) {
  // The seed's features, and what it recorded of theirs as told (what began before the database was made).
  await db.delete(tables.features);
  await db.delete(tables.featureTransitions);
  const period = { kind: 'day', resetHour: 5, timeZone: 'America/New_York' };
  await db.insert(tables.features).values([
    {
      brand: 'tao',
      key: 'dailyWheel',
      enabled: true,
      priority: 1,
      schedule: { startsAt: '2026-11-24T12:00:00Z', finishesAt: '2026-11-27T12:00:00Z', period },
      config: featureModule('dailyWheel').defaults.config,
    },
    // Off, so never announced; a key no feature has and a row whose config fails its schema, skipped.
    { brand: 'tao', key: 'dailyChests', enabled: false, priority: 2, schedule: {}, config: {} },
    { brand: 'nlc', key: 'noSuchFeature', enabled: true, priority: 3, schedule: {}, config: {} },
    { brand: 'nlc', key: 'dailyLogin', enabled: true, priority: 4, schedule: {}, config: { levels: [] } },
  ]);
}

const pushes = (sent: Array<{ to: string; message: PushMessage }>) =>
  sent.map(({ to, message }) =>
    message.type === 'feature' ? `${to} ${message.action} ${message.data.key}` : `${to} ${message.type}`,
  );

describe.each(databaseKinds())('feature transitions on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await givenFeatures(database.db);
  });
  afterAll(() => database?.close());

  it('announces the start, each new period and the finish once, as the clock moves across them', async () => {
    const { publisher, sent } = createRecordingPublisher();
    const run = (iso: string) => announceFeatureTransitions({ db: database.db, publisher }, new Date(iso));

    await run('2026-11-24T11:59:00Z');
    expect(sent).toEqual([]);
    await run('2026-11-24T12:00:30Z');
    expect(pushes(sent.splice(0))).toEqual(['brand:tao started dailyWheel', 'brand:tao promotionsPage']);
    await run('2026-11-24T12:01:30Z');
    expect(sent).toEqual([]);
    // 05:00 in New York is 10:00 UTC in November.
    await run('2026-11-25T09:59:00Z');
    expect(sent).toEqual([]);
    await run('2026-11-25T10:00:00Z');
    // A new period: the feature push only (the promotions list is the same; an exit offer keeps running).
    expect(pushes(sent.splice(0))).toEqual(['brand:tao periodStarted dailyWheel']);
    await run('2026-11-27T12:00:10Z');
    expect(pushes(sent.splice(0))).toEqual(['brand:tao finished dailyWheel', 'brand:tao promotionsPage']);
    await run('2026-11-27T12:05:00Z');
    expect(sent).toEqual([]);

    const rows = await database.db.select().from(tables.featureTransitions);
    expect(rows.map((r) => `${r.transition} ${r.at.toISOString()}`).sort()).toEqual([
      'finished 2026-11-27T12:00:00.000Z',
      'periodStarted 2026-11-25T10:00:00.000Z',
      'started 2026-11-24T12:00:00.000Z',
    ]);
  });

  it('announces a transition once when 32 runs race over it', async () => {
    const { publisher, sent } = createRecordingPublisher();
    const now = new Date('2026-11-26T10:00:05Z');
    const results = await Promise.all(
      Array.from({ length: 32 }, () => announceFeatureTransitions({ db: database.db, publisher }, now)),
    );
    expect(results.flat()).toHaveLength(1);
    expect(pushes(sent)).toEqual(['brand:tao periodStarted dailyWheel']);
  });
});

describe.each(databaseKinds())('a recurring feature’s transitions on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.delete(tables.features);
    await database.db.insert(tables.features).values({
      brand: 'tao',
      key: 'dailyWheel',
      enabled: true,
      priority: 1,
      schedule: {
        period: { kind: 'day', resetHour: 0, timeZone: 'UTC' },
        // Every Friday evening in New York; three weeks across the change to standard time.
        recurrence: {
          start: '2026-10-23T18:00',
          timeZone: 'America/New_York',
          rrule: 'FREQ=WEEKLY;BYDAY=FR',
          duration: 'PT4H',
          until: '2026-11-07T00:00',
        },
      },
      config: featureModule('dailyWheel').defaults.config,
    });
  });
  afterAll(() => database?.close());

  it('starts and finishes each Friday once, announced by one of two processes that share the database', async () => {
    // Two processes' runs of the job: each its own publisher, the same database; one runs a minute after the other.
    const a = createRecordingPublisher();
    const b = createRecordingPublisher();
    const clock = createManualClock('2026-10-20T00:00:00Z');
    while (clock.now() < new Date('2026-11-14T00:00:00Z')) {
      clock.advance(HOUR);
      await announceFeatureTransitions({ db: database.db, publisher: a.publisher }, clock.now());
      await announceFeatureTransitions(
        { db: database.db, publisher: b.publisher },
        new Date(clock.now().getTime() + 60_000),
      );
    }
    const announced = [...a.sent, ...b.sent].map(({ message }) => message);
    // A new day (00:00 UTC) inside each occurrence is a new period; the starts and finishes are the windows'.
    const feature = announced.filter((m) => m.type === 'feature' && m.action !== 'periodStarted');
    expect(feature.map((m) => m.action)).toEqual([
      'started',
      'finished',
      'started',
      'finished',
      'started',
      'finished',
    ]);
    expect(announced.filter((m) => m.type === 'promotionsPage')).toHaveLength(6);
    const rows = await database.db.select().from(tables.featureTransitions);
    const windows = rows.filter((r) => r.transition !== 'periodStarted');
    expect(windows.map((r) => `${r.transition} ${r.at.toISOString()}`).sort()).toEqual([
      'finished 2026-10-24T02:00:00.000Z',
      'finished 2026-10-31T02:00:00.000Z',
      'finished 2026-11-07T03:00:00.000Z', // 22:00 EST
      'started 2026-10-23T22:00:00.000Z',
      'started 2026-10-30T22:00:00.000Z',
      'started 2026-11-06T23:00:00.000Z',
    ]);
  });

  it('an operator turning it on inside an occurrence announces the start once: the job does not repeat it', async () => {
    await database.db.update(tables.features).set({ enabled: false });
    const now = new Date('2026-11-06T23:30:00Z');
    await database.db.delete(tables.featureTransitions);
    const { publisher, sent } = createRecordingPublisher();
    await updateFeatureSettings(
      { db: database.db, publisher },
      { brand: 'tao', key: 'dailyWheel', update: { enabled: true }, now },
    );
    expect(pushes(sent.splice(0))).toEqual(['brand:tao started dailyWheel', 'brand:tao promotionsPage']);
    expect(await announceFeatureTransitions({ db: database.db, publisher }, now)).toEqual([]);
    expect(sent).toEqual([]);
    // Its end is the job's to announce.
    const end = await announceFeatureTransitions(
      { db: database.db, publisher },
      new Date('2026-11-07T03:00:30Z'),
    );
    expect(end.map((t) => t.transition)).toEqual(['finished']);
  });
});

describe.each(databaseKinds())('feature transitions through the app’s job engine on %s', (kind) => {
  const clock = createManualClock('2026-11-24T11:00:00Z');
  const t = setupTestApp(kind, {}, { clock });

  it('runs when the clock moves and pushes the start to the brand', async () => {
    await givenFeatures(t.app.services.db);
    const toBrand = vi.spyOn(t.app.services.publisher, 'toBrand');
    await t.app.services.jobs.start();
    clock.advance(2 * HOUR);
    await vi.waitFor(() => expect(toBrand).toHaveBeenCalledTimes(2), { timeout: 20_000, interval: 50 });
    expect(toBrand.mock.calls).toEqual([
      ['tao', { type: 'feature', action: 'started', data: { key: 'dailyWheel' } }],
      ['tao', { type: 'promotionsPage', action: 'update' }],
    ]);
  });
});
