import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema/index.ts';
import { unauthorized } from '../errors.ts';

export type Player = typeof players.$inferSelect;

export async function findPlayer(db: Db, playerId: string): Promise<Player | null> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId)).limit(1);
  return player ?? null;
}

/** The signed-in player, or a 401 that tells the player to sign in. */
export async function requirePlayer(db: Db, playerId: string | null): Promise<Player> {
  const player = playerId ? await findPlayer(db, playerId) : null;
  if (!player) throw unauthorized();
  return player;
}

/** The spec's rule: complete when flagged, or when name, surname and birthday are all present. */
export const isProfileCompleted = (p: Pick<Player, 'name' | 'surname' | 'birthDay'>) =>
  Boolean(p.name && p.surname && p.birthDay);
