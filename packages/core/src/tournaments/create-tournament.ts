import { and, eq, inArray } from 'drizzle-orm';
import { BRAND_KEYS, EVERY_PLAYER, type TournamentCreateRequest } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { games, tournaments } from '../db/schema/index.ts';
import { invalid } from '../errors.ts';

/**
 * An operator's new tournament (POST /rest/ops/tournaments/): its brand must exist and every game must be an
 * active catalogue game (by slug); refused with a 422 that names what is wrong, changing nothing.
 */
export async function createTournament(db: Db, input: TournamentCreateRequest): Promise<{ id: number }> {
  if (!(BRAND_KEYS as readonly string[]).includes(input.brand))
    throw invalid('Unknown brand.', { brand: ['Unknown brand.'] });
  const slugs = [...new Set(input.games)];
  const found = await db
    .select({ slug: games.slug })
    .from(games)
    .where(and(inArray(games.slug, slugs), eq(games.isActive, true)));
  const missing = slugs.filter((slug) => !found.some((g) => g.slug === slug));
  if (missing.length > 0)
    throw invalid(`Unknown games: ${missing.join(', ')}.`, {
      games: [`Unknown games: ${missing.join(', ')}.`],
    });
  const [row] = await db
    .insert(tournaments)
    .values({
      brand: input.brand,
      title: input.title,
      games: slugs,
      mode: input.mode,
      scoring: input.scoring,
      prizes: input.prizes,
      minRounds: input.minRounds ?? 0,
      audience: input.audience ?? EVERY_PLAYER,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
    })
    .returning({ id: tournaments.id });
  return { id: row!.id };
}
