import type { Clock } from '../clock/clock.ts';
import type { Database } from '../db/client.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { createSeamlessWallet } from '../seamless-wallet/create-seamless-wallet.ts';
import { openGameSession } from '../seamless-wallet/open-game-session.ts';
import { fund, setGameMode } from '../seamless-wallet/seamless-test-client.ts';
import { IN_HOUSE_PROVIDER } from '../seamless-wallet/seamless-types.ts';
import { createPlayer, seededGameOn } from '../testing/factories.ts';
import { createTestDatabase, type DatabaseKind } from '../testing/test-database.ts';
import { createInHouseGames } from './create-in-house-games.ts';

/** For the in-house integration tests: a test database, the in-house games over it, and a seeded game of theirs. */
export async function inHouseFixture(kind: DatabaseKind, clock: Clock, publisher: Publisher) {
  const database: Database = await createTestDatabase(kind);
  const wallet = createSeamlessWallet({ db: database.db, publisher, secrets: {}, clock });
  const inHouse = createInHouseGames({ db: database.db, wallet, publisher, clock });
  const game = await seededGameOn(database.db, 'jungle-quest');
  return { database, inHouse, slug: game.slug, gameId: game.id };
}

/** A new player in `mode` with an open session of the in-house game `slug`, funded with `coins` when given. */
export async function openInHouseSession(
  database: Database,
  slug: string,
  now: Date,
  mode: 'TournamentPoints' | 'SweepStakes',
  coins?: number,
) {
  const { player } = await createPlayer(database.db);
  await setGameMode(database.db, player.id, mode);
  if (coins !== undefined) await fund(database.db, player.id, 'COIN', coins);
  const { token } = await openGameSession(database.db, {
    playerId: player.id,
    gameId: slug,
    provider: IN_HOUSE_PROVIDER,
    now,
  });
  return { playerId: player.id, token };
}
