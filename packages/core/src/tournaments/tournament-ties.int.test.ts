import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as tables from '../db/schema/index.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { expectLedgerBalanced } from '../testing/ledger.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { insertTestRace } from '../testing/tournaments.ts';
import { finishTournaments } from './finish-tournaments.ts';
import { prizeShares } from './tournament-rules.ts';

const HOUR = 3_600_000;

describe('prizeShares', () => {
  const prizes = [
    { coins: 1000, entries: 10 },
    { coins: 500, entries: 5 },
    { coins: 101, entries: 0.05 },
  ];
  it('gives equal points the same place and splits the prizes of the places they cover', () => {
    expect(prizeShares([{ points: 9 }, { points: 5 }, { points: 5 }, { points: 1 }], prizes)).toEqual([
      { place: 1, coins: 1000, entries: 10 },
      // Places 2 and 3 together: 601 coins and 5.05 entries, split in two and rounded down.
      { place: 2, coins: 300, entries: 2.52 },
      { place: 2, coins: 300, entries: 2.52 },
    ]);
  });
  it('splits only the places within the table among a tie that runs past it', () => {
    expect(
      prizeShares([{ points: 9 }, { points: 9 }, { points: 9 }, { points: 9 }], prizes.slice(0, 2)),
    ).toEqual(Array.from({ length: 4 }, () => ({ place: 1, coins: 375, entries: 3.75 })));
  });
  it('pays nobody without points', () => {
    expect(prizeShares([{ points: 3 }, { points: 0 }, { points: 0 }], prizes)).toEqual([
      { place: 1, coins: 1000, entries: 10 },
      { place: 2, coins: 0, entries: 0 },
      { place: 2, coins: 0, entries: 0 },
    ]);
  });
});

describe.each(databaseKinds())('a finished tournament with ties on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  // Five sign-ups and a finish run of every seeded race: slow on a busy machine.
  it(
    'pays tied players the same place and an equal share of the tied places, once, through the ledger',
    { timeout: 120_000 },
    async () => {
      const db = database.db;
      const now = new Date('2027-02-01T12:00:00.000Z');
      const race = await insertTestRace(db, {
        now,
        title: { en: 'Tie Race', es: 'Carrera empatada' },
        prizes: [
          { coins: 900, entries: 0 },
          { coins: 301, entries: 0 },
          { coins: 100, entries: 0 },
        ],
        // Who got there first no longer matters for the prizes.
        board: [50, 20, 20, 20, 5].map((points) => ({ points, rounds: 3 })),
      });

      const { publisher } = createRecordingPublisher();
      // The seeded races that ended by then finish in the same run.
      const first = (await finishTournaments({ db, publisher }, now)).find((r) => r.tournamentId === race.id);
      expect(first).toMatchObject({ status: 'finished' });
      const paid = first!.status === 'finished' ? first!.paid : [];
      expect(paid.map(({ place, points }) => ({ place, points }))).toEqual([
        { place: 1, points: 50 },
        { place: 2, points: 20 },
        { place: 2, points: 20 },
        { place: 2, points: 20 },
      ]);
      const gained = await race.gained();
      // Places 2 to 4 hold 301 + 100 coins (the table has three places): 401 / 3 = 133 each, 2 coins unpaid.
      expect(gained).toEqual([900, 133, 133, 133, 0]);

      // A second run pays nobody.
      const again = await finishTournaments({ db, publisher }, new Date(now.getTime() + HOUR));
      expect(again.filter((r) => r.tournamentId === race.id)).toEqual([]);
      const [row] = await db.select().from(tables.tournaments).where(eq(tables.tournaments.id, race.id));
      expect(row!.finishedAt).toEqual(now);
      await expectLedgerBalanced(db);
    },
  );
});
