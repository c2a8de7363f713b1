import { and, eq } from 'drizzle-orm';
import type { AdventureMap, Prize } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { adventureMapProgress } from '../db/schema/index.ts';
import { claimFeature, notActiveError } from '../engagement/claim-feature.ts';
import { liveFeature, loadFeature } from '../engagement/load-features.ts';
import { conflict, notFound } from '../errors.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { adventureMapView } from './get-adventure-map.ts';

/**
 * Chooses the next section of the map: it must follow the current one and be reached by play. It becomes
 * current and its award is claimed once (occasion `adventure-map:{slug}:{index}`); racing requests wait on
 * the progress row, and the ones after the first find the section already chosen.
 */
export async function chooseAdventureMapSection(
  deps: { db: Db; publisher: Publisher },
  input: { brand: string; playerId: string; now: Date; id: string; index: number },
): Promise<{ prize: Prize; data: AdventureMap }> {
  const feature = liveFeature(await loadFeature(deps.db, input.brand, 'adventureMap'), input.now);
  if (!feature) throw notActiveError();
  const { slug, sections } = feature.config;
  if (input.id !== slug) throw notFound('There is no such adventure map.');
  const section = sections[input.index - 1];
  if (!section) throw notFound('The map has no such section.');
  const where = and(
    eq(adventureMapProgress.playerId, input.playerId),
    eq(adventureMapProgress.mapSlug, slug),
  );

  const outcome = await claimFeature(deps, {
    brand: input.brand,
    playerId: input.playerId,
    key: 'adventureMap',
    now: input.now,
    occasion: `adventure-map:${slug}:${input.index}`,
    decide: async ({ tx }) => {
      const [progress] = await tx.select().from(adventureMapProgress).where(where).for('update');
      const current = progress?.currentIndex ?? 0;
      if (input.index !== current + 1)
        throw conflict(
          input.index <= current
            ? 'You have already collected this section.'
            : 'Choose the next section of the map first.',
        );
      if ((progress?.points ?? 0) < section.points)
        throw conflict('Play on to reach this section of the map.');
      await tx
        .update(adventureMapProgress)
        .set({ currentIndex: input.index, updatedAt: input.now })
        .where(where);
      return { prizes: [section.award], state: { index: input.index } };
    },
  });
  const [after] = await deps.db.select().from(adventureMapProgress).where(where);
  return { prize: outcome.prizes[0]!, data: adventureMapView(feature, after, input.now) };
}
