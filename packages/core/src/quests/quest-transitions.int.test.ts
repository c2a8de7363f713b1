import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '@casino/contracts';
import type { Database } from '../db/client.ts';
import * as tables from '../db/schema/index.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { announceQuestTransitions } from './quest-transitions.ts';

const spins = {
  kind: 'spins',
  currency: null,
  goal: 3,
  games: [],
  sharedGameSet: null,
  prize: { coins: 10 },
};

const pushes = (sent: Array<{ to: string; message: PushMessage }>) =>
  sent.map(({ to, message }) =>
    message.type === 'quest' && 'day' in message.data
      ? `${to} ${message.action} ${message.data.day ?? '-'}`
      : `${to} ${message.type}`,
  );

describe.each(databaseKinds())('quest transitions on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // Only this quest: three days of a day each from 2031-05-01 00:00 UTC.
    await database.db.delete(tables.quests);
    await database.db.insert(tables.quests).values({
      brand: 'nlc',
      type: 'advent',
      title: { en: 'Test advent', es: 'Adviento de prueba' },
      startsAt: new Date('2031-05-01T00:00:00Z'),
      dayHours: 24,
      days: [{ tasks: [spins] }, { tasks: [spins] }, { tasks: [spins] }],
    });
  });
  afterAll(() => database?.close());

  it('announces the start, each day’s end and the finish once, as the clock moves across them', async () => {
    const { publisher, sent } = createRecordingPublisher();
    const run = (iso: string) => announceQuestTransitions({ db: database.db, publisher }, new Date(iso));
    await run('2031-04-30T23:59:00Z');
    expect(sent).toEqual([]);
    await run('2031-05-01T00:00:30Z');
    expect(pushes(sent.splice(0))).toEqual(['brand:nlc started -']);
    await run('2031-05-01T12:00:00Z');
    expect(sent).toEqual([]);
    await run('2031-05-02T00:00:10Z');
    expect(pushes(sent.splice(0))).toEqual(['brand:nlc dayFinished 0']);
    await run('2031-05-03T00:00:10Z');
    expect(pushes(sent.splice(0))).toEqual(['brand:nlc dayFinished 1']);
    await run('2031-05-04T00:00:10Z');
    expect(pushes(sent.splice(0))).toEqual(['brand:nlc finished -']);
    await run('2031-05-04T00:05:00Z');
    expect(sent).toEqual([]);
  });

  it('announces a transition once when 32 runs race over it', async () => {
    await database.db.delete(tables.featureTransitions);
    const { publisher, sent } = createRecordingPublisher();
    const now = new Date('2031-05-02T00:00:05Z');
    const results = await Promise.all(
      Array.from({ length: 32 }, () => announceQuestTransitions({ db: database.db, publisher }, now)),
    );
    // The start (24 h before) is no longer news.
    expect(results.flat()).toHaveLength(1);
    expect(pushes(sent)).toEqual(['brand:nlc dayFinished 0']);
  });
});
