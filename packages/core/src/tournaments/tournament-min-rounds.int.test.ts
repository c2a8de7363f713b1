import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentAudience } from '@casino/contracts';
import type { Database } from '../db/client.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { expectLedgerBalanced } from '../testing/ledger.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { insertTestRace } from '../testing/tournaments.ts';
import { finishTournament } from './finish-tournaments.ts';
import { findTournament, tournamentView } from './get-tournament.ts';
import { qualifyingLeaders } from './tournament-rules.ts';

const HOUR = 3_600_000;

describe('qualifyingLeaders', () => {
  it('passes over rows below the minimum of rounds or outside the audience, keeping the order', () => {
    const rows = [
      { playerId: 'a', roundsPlayed: 1 },
      { playerId: 'b', roundsPlayed: 5 },
      { playerId: 'c', roundsPlayed: 3 },
      { playerId: 'd', roundsPlayed: 9 },
    ];
    expect(
      qualifyingLeaders(rows, { minRounds: 3, inAudience: (id) => id !== 'd' }).map((r) => r.playerId),
    ).toEqual(['b', 'c']);
  });
});

describe.each(databaseKinds())('minimum rounds and audience when a race ends on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.close());
  const { publisher } = createRecordingPublisher();

  const now = new Date('2027-02-01T12:00:00.000Z');
  const race = (
    board: Array<{ points: number; rounds: number }>,
    audience: TournamentAudience,
    endsAt = new Date(now.getTime() - HOUR),
  ) =>
    insertTestRace(database.db, {
      now,
      title: { en: 'Qualifier', es: 'Clasificatoria' },
      prizes: [
        { coins: 900, entries: 0 },
        { coins: 300, entries: 0 },
      ],
      board,
      minRounds: 3,
      audience,
      endsAt,
    });

  it('lists a player below the minimum but pays the prize to the next qualifying place, once, through the ledger', async () => {
    const db = database.db;
    // The leader played one round of the three needed: places 2 and 3 move up.
    const r = await race(
      [
        { points: 50, rounds: 1 },
        { points: 30, rounds: 5 },
        { points: 20, rounds: 3 },
      ],
      { kind: 'all' },
    );
    const first = await finishTournament({ db, publisher }, r.id, now);
    expect(first.status === 'finished' && first.paid.map((p) => [p.place, p.points])).toEqual([
      [1, 30],
      [2, 20],
    ]);
    expect(await r.gained()).toEqual([0, 900, 300]);
    expect(await finishTournament({ db, publisher }, r.id, new Date(now.getTime() + HOUR))).toMatchObject({
      status: 'already-finished',
    });
    expect(await r.gained()).toEqual([0, 900, 300]);

    // An audience of rank 2 and above: fresh players are rank 1, so nobody is paid.
    const vip = await race([{ points: 40, rounds: 9 }], { kind: 'rank', rank: 2 });
    const vipFinish = await finishTournament({ db, publisher }, vip.id, now);
    expect(vipFinish).toMatchObject({ status: 'finished', paid: [] });
    expect(await vip.gained()).toEqual([0]);
    await expectLedgerBalanced(db);
  }, 120_000);

  it('shows on the running board the prize each row will really take, as the end then pays it', async () => {
    const db = database.db;
    // Running for another hour; the leader and the fourth played too few rounds, the third ties the second.
    const r = await race(
      [
        { points: 50, rounds: 1 },
        { points: 30, rounds: 5 },
        { points: 30, rounds: 4 },
        { points: 25, rounds: 2 },
        { points: 20, rounds: 3 },
      ],
      { kind: 'all' },
      new Date(now.getTime() + HOUR),
    );
    const t = await findTournament(db, 'tao', r.id);
    const { data } = await tournamentView(db, t, {
      playerId: r.players[4]!.id,
      now,
      top: 10,
      withAround: true,
    });
    // Raw places 1–5; the two tied qualifiers share places 1 and 2 (900 + 300), nobody else is paid.
    const board = data.winners.map((w) => [w.place, w.prizePlace, w.prize?.coins ?? null]);
    expect(board).toEqual([
      [1, null, null],
      [2, 1, 600],
      [3, 1, 600],
      [4, null, null],
      [5, null, null],
    ]);
    // The player's own neighbourhood reads the same awards.
    expect(data.around.find((row) => row.isMe)).toMatchObject({ place: 5, prizePlace: null, prize: null });

    // The end pays what the board showed, row by row.
    const finished = await finishTournament({ db, publisher }, r.id, new Date(now.getTime() + 2 * HOUR));
    expect(finished.status).toBe('finished');
    expect(await r.gained()).toEqual(data.winners.map((w) => w.prize?.coins ?? 0));
    await expectLedgerBalanced(db);
  }, 120_000);
});
