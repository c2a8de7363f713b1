import type { Db } from '../db/client.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { gameIdsBySlug, loadQuests, runningQuests } from './load-quests.ts';
import { dayIndexAt, taskGames } from './quest-rules.ts';

/**
 * GET /rest/features-games-info/info/ (the spec shows no more): the games today's quest tasks name (a badge
 * on their cards; empty while any game counts) and whether the season tower runs (every game feeds it).
 */
export async function getFeaturesGamesInfo(db: Db, input: { brand: string; playerId: string; now: Date }) {
  const [questFeature, seasonFeature] = await Promise.all([
    loadFeature(db, input.brand, 'quest'),
    loadFeature(db, input.brand, 'season'),
  ]);
  const season = { isEnabled: Boolean(seasonFeature && isLive(seasonFeature, input.now)), allGames: true };
  if (!questFeature || !isLive(questFeature, input.now))
    return { quest: { isActive: false, type: null, gameIds: [] }, season };
  const [running] = runningQuests(await loadQuests(db, input.brand), input.now);
  if (!running) return { quest: { isActive: false, type: null, gameIds: [] }, season };
  const day = running.days[dayIndexAt(running, input.now)!]!;
  const slugs = day.tasks.flatMap((task) => taskGames(task, running.sharedGameSets));
  const ids = await gameIdsBySlug(db, slugs);
  return { quest: { isActive: true, type: running.type, gameIds: [...new Set(ids.values())] }, season };
}
