import { eq } from 'drizzle-orm';
import type { EngineId, IssueKey, Volatility } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { gameCategoryGames, gameProviders, games } from '../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { seedFromString } from './seeded-random.ts';

/**
 * Adds a game to the catalogue (operators; tests build their own games with it). Call the catalogue
 * cache's invalidate() afterwards in a running server.
 */
export async function addCatalogueGame(
  db: Db,
  input: {
    slug: string;
    title: string;
    providerSlug: string;
    engineId: EngineId;
    issues?: IssueKey[];
    rtp?: string;
    volatility?: Volatility;
    isNew?: boolean;
    isHot?: boolean;
    sort?: number;
  },
) {
  const [provider] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(eq(gameProviders.slug, input.providerSlug))
    .limit(1);
  if (!provider) throw notFound(`No provider with the slug ${input.providerSlug}.`);
  const [game] = await db
    .insert(games)
    .values({
      slug: input.slug,
      title: input.title,
      providerId: provider.id,
      engineId: input.engineId,
      rtp: input.rtp ?? '96.0%',
      volatility: input.volatility ?? 'medium',
      isNew: input.isNew ?? false,
      isHot: input.isHot ?? false,
      sort: input.sort ?? 10_000,
      artworkSeed: seedFromString(input.slug),
    })
    .onConflictDoNothing()
    .returning();
  if (!game) throw conflict(`A game with the slug ${input.slug} exists already.`);
  const issues = [...new Set<IssueKey>(['allGames', ...(input.issues ?? [])])];
  await db
    .insert(gameCategoryGames)
    .values(issues.map((categoryKey) => ({ categoryKey, gameId: game.id, sort: 0 })));
  return game;
}
