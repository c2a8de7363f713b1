import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../db/client.ts';
import { createRecordingPublisher } from '../realtime/publisher.ts';
import { createPlayer } from '../testing/factories.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { expectLedgerBalanced } from '../testing/ledger.ts';
import { getPlayerBalances } from '../wallet/get-player-balances.ts';
import type { PlayerBalances } from '../wallet/wallet-types.ts';
import { openGameSession } from './open-game-session.ts';
import { createSeamlessTestClient, fund, setGameMode, TEST_PROVIDER } from './seamless-test-client.ts';
import type { SeamlessAnswer } from './seamless-types.ts';

const CLIENTS = 64;
const PLAYERS = 16;
const PAIRS = 2_000;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

type Task =
  | { kind: 'pair'; player: number; n: number; bet: number; win: number; duplicated: boolean }
  | { kind: 'race'; player: number; n: number; bet: number };

/*
 * PostgreSQL only: PGlite has a single connection, so nothing there runs concurrently. 64 clients
 * send thousands of bet/win pairs for 16 players; a quarter are sent twice at the same moment (same
 * transaction ids), and some bets race their own rollback. Final balances must be exact.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'seamless wallet under 64 concurrent clients (PostgreSQL; skipped without DATABASE_URL because PGlite has one connection)',
  () => {
    let database: Database;
    let wide: Database;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      const [row] = rowsOf<{ name: string }>(
        await database.db.execute(sql`SELECT current_database() AS name`),
      );
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${row!.name}`;
      wide = openPostgres(url.toString(), { max: CLIENTS });
    }, 60_000);
    afterAll(async () => {
      await wide?.close();
      await database?.close();
    });

    it('ends with exact balances, nothing doubled, every currency summing to zero', async () => {
      const db = wide.db;
      const players: Array<{ id: string; token: string; mode: 'TournamentPoints' | 'SweepStakes' }> = [];
      for (let i = 0; i < PLAYERS; i++) {
        const id = (await createPlayer(database.db)).player.id;
        const mode = i % 2 ? 'SweepStakes' : 'TournamentPoints';
        await setGameMode(database.db, id, mode);
        await fund(database.db, id, mode === 'SweepStakes' ? 'ENTRY' : 'COIN', 1_000_000);
        const { token } = await openGameSession(database.db, {
          playerId: id,
          gameId: 'jungle-quest',
          provider: TEST_PROVIDER,
          now: new Date(),
        });
        players.push({ id, token, mode });
      }
      const start = new Map<string, PlayerBalances>();
      for (const p of players) start.set(p.id, await getPlayerBalances(db, p.id));
      const { publisher } = createRecordingPublisher();
      const { call } = createSeamlessTestClient(db, publisher);

      const tasks: Task[] = Array.from({ length: PAIRS }, (_, n) =>
        n % 10 === 9
          ? { kind: 'race', player: n % PLAYERS, n, bet: 5 + (n % 17) }
          : {
              kind: 'pair',
              player: n % PLAYERS,
              n,
              bet: 1 + ((n * 7) % 50),
              win: (n * 13) % 120,
              duplicated: n % 4 === 0,
            },
      );
      const expected = new Map(players.map((p) => [p.id, { bet: 0, win: 0 }]));
      const failures: string[] = [];
      const same = (a: SeamlessAnswer, b: SeamlessAnswer, label: string) => {
        if (!isDeepStrictEqual(a, b)) failures.push(`${label}: ${JSON.stringify([a, b])}`);
      };

      async function run(task: Task) {
        const p = players[task.player]!;
        const base = { sessionToken: p.token, roundId: `round-${task.n}` };
        const bet = { ...base, transactionId: `bet-${task.n}`, amount: task.bet };
        if (task.kind === 'race') {
          const rollback = {
            sessionToken: p.token,
            transactionId: `rb-${task.n}`,
            referenceTransactionId: bet.transactionId,
          };
          const [b, r] = await Promise.all([call('bet', bet), call('rollback', rollback)]);
          // Either order is fine; either way the bet must cost nothing in the end.
          const betFirst = b.httpStatus === 200;
          const rollbackFirst =
            b.httpStatus === 409 && b.body.status === 'ERROR' && b.body.code === 'BET_ALREADY_ROLLED_BACK';
          if (!(betFirst || rollbackFirst) || r.httpStatus !== 200)
            failures.push(`race ${task.n}: ${JSON.stringify([b, r])}`);
          return;
        }
        const copies = task.duplicated ? 2 : 1;
        const bets = await Promise.all(Array.from({ length: copies }, () => call('bet', bet)));
        if (bets[0]!.httpStatus !== 200) failures.push(`bet ${task.n}: ${JSON.stringify(bets[0])}`);
        if (copies === 2) same(bets[0]!, bets[1]!, `bet ${task.n}`);
        const win = { ...base, transactionId: `win-${task.n}`, amount: task.win };
        const wins = await Promise.all(Array.from({ length: copies }, () => call('win', win)));
        if (wins[0]!.httpStatus !== 200) failures.push(`win ${task.n}: ${JSON.stringify(wins[0])}`);
        if (copies === 2) same(wins[0]!, wins[1]!, `win ${task.n}`);
        const e = expected.get(p.id)!;
        e.bet += task.bet;
        e.win += task.win;
      }

      const queue = [...tasks];
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let task = queue.shift(); task; task = queue.shift()) await run(task);
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      console.info(`${PAIRS} tasks by ${CLIENTS} clients in ${seconds.toFixed(1)} s`);

      expect(failures).toEqual([]);
      for (const p of players) {
        const s = start.get(p.id)!;
        const e = expected.get(p.id)!;
        const now = await getPlayerBalances(db, p.id);
        if (p.mode === 'TournamentPoints') expect(now.coins).toBe(s.coins - e.bet + e.win);
        else
          expect({ entries: now.entries, winnings: now.winnings }).toEqual({
            entries: s.entries - e.bet,
            winnings: s.winnings + e.win,
          });
      }
      await expectLedgerBalanced(db);
      // Nothing doubled: exactly one ledger transfer per distinct bet, paid win and refunded race.
      const races = tasks.filter((t) => t.kind === 'race');
      const paidWins = tasks.filter((t) => t.kind === 'pair' && t.win > 0).length;
      const [counted] = rowsOf<{ bets: string; wins: string; rollbacks: string }>(
        await db.execute(sql`SELECT
          count(*) FILTER (WHERE kind = 'bet')::text AS bets,
          count(*) FILTER (WHERE kind = 'win')::text AS wins,
          count(*) FILTER (WHERE kind = 'rollback')::text AS rollbacks
          FROM wallet_transfers WHERE key LIKE ${`seamless:${TEST_PROVIDER}:%`}`),
      );
      expect(Number(counted!.wins)).toBe(paidWins);
      // A raced bet either ran and was refunded (two transfers) or never ran (none).
      expect(Number(counted!.bets) - (PAIRS - races.length)).toBe(Number(counted!.rollbacks));
    }, 300_000);
  },
);
