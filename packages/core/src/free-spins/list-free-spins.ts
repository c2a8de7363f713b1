import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import { freeSpinsLink, type FreeSpinGrant, type InHouseFreeSpins } from '@casino/contracts';
import { gameImage } from '../catalogue/catalogue-source.ts';
import type { Db } from '../db/client.ts';
import { games, playerGameRestrictions } from '../db/schema/catalogue.ts';
import { freeSpinGrants } from '../db/schema/free-spins.ts';

/** Live: rounds left and not expired. An expired grant is gone without a sweep: every read filters by time. */
const live = (playerId: string, now: Date) =>
  and(
    eq(freeSpinGrants.playerId, playerId),
    gt(freeSpinGrants.remaining, 0),
    gt(freeSpinGrants.expiresAt, now),
  );
const soonestFirst = [asc(freeSpinGrants.expiresAt), asc(freeSpinGrants.createdAt)];

/**
 * GET /rest/free-spins/: the player's live grants on games they can play (active, not restricted for
 * them), soonest to expire first, each with the game's title, artwork and the lobby link that opens it.
 */
export async function listFreeSpins(
  db: Db,
  input: { playerId: string; now: Date },
): Promise<FreeSpinGrant[]> {
  const rows = await db
    .select({
      grant: freeSpinGrants,
      game: { slug: games.slug, title: games.title, artworkSeed: games.artworkSeed },
    })
    .from(freeSpinGrants)
    .innerJoin(games, and(eq(games.slug, freeSpinGrants.gameId), eq(games.isActive, true)))
    .where(
      and(
        live(input.playerId, input.now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(playerGameRestrictions)
            .where(
              and(
                eq(playerGameRestrictions.playerId, input.playerId),
                eq(playerGameRestrictions.gameId, games.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(...soonestFirst);
  return rows.map(({ grant, game }) => ({
    freeSpinId: grant.id,
    gameId: grant.gameId,
    gameTitle: game.title,
    img: gameImage(game).src,
    freeSpinCount: grant.remaining,
    freeSpinTotal: grant.total,
    freeSpinsBetLevel: grant.betLevel,
    freeSpinLifetime: grant.lifetimeSeconds,
    endDate: grant.expiresAt.toISOString(),
    link: freeSpinsLink(grant.gameId),
    source: grant.source,
  }));
}

/** The free spins the game frame plays on one game: the live grant that ends first, or null. */
export async function findLiveFreeSpins(
  db: Db,
  input: { playerId: string; gameId: string; now: Date },
): Promise<InHouseFreeSpins | null> {
  const [grant] = await db
    .select()
    .from(freeSpinGrants)
    .where(and(live(input.playerId, input.now), eq(freeSpinGrants.gameId, input.gameId)))
    .orderBy(...soonestFirst)
    .limit(1);
  return grant ? toFrameFreeSpins(grant) : null;
}

export const toFrameFreeSpins = (
  grant: Pick<typeof freeSpinGrants.$inferSelect, 'id' | 'remaining' | 'betLevel' | 'expiresAt'>,
): InHouseFreeSpins => ({
  freeSpinId: grant.id,
  remaining: grant.remaining,
  betLevel: grant.betLevel,
  endDate: grant.expiresAt.toISOString(),
});
