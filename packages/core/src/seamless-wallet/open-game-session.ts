import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/identity.ts';
import { gameSessions } from '../db/schema/wallet.ts';
import { invalid, notFound } from '../errors.ts';
import type { SessionCurrency } from './seamless-types.ts';
import type { GameSession } from './session-ledger.ts';

/** A session lasts this long for bets; wins and rollbacks of its rounds are accepted after it. */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export type GameMode = 'TournamentPoints' | 'SweepStakes';

/** The currency a session bets in, fixed at launch by the player's mode. */
export const sessionCurrencyFor = (mode: GameMode): SessionCurrency =>
  mode === 'SweepStakes' ? 'ENTRY' : 'COIN';

export async function openGameSession(
  db: Db,
  input: { playerId: string; gameId: string; provider: string; now: Date },
): Promise<GameSession> {
  if (!input.gameId || !input.provider) throw invalid('A game session needs a game and a provider.');
  const [player] = await db
    .select({ gameMode: players.gameMode })
    .from(players)
    .where(eq(players.id, input.playerId));
  if (!player) throw notFound('Player not found.');
  const { now } = input;
  const token = randomBytes(32).toString('base64url');
  const currency = sessionCurrencyFor(player.gameMode);
  const expiresAt = new Date(now.getTime() + GAME_SESSION_TTL_MS);
  const [session] = await db
    .insert(gameSessions)
    .values({
      token,
      playerId: input.playerId,
      gameId: input.gameId,
      provider: input.provider,
      gameMode: player.gameMode,
      currency,
      createdAt: now,
      expiresAt,
    })
    .returning();
  return session!;
}

export async function findGameSession(db: Db, token: string) {
  const [session] = await db.select().from(gameSessions).where(eq(gameSessions.token, token));
  return session;
}
