import { asc, eq, inArray } from 'drizzle-orm';
import { LocalizedTextSchema, QUEST_TYPES, QuestDaysSchema, type QuestType } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import type { RankRise } from '../engagement/feature-module.ts';
import { games, quests } from '../db/schema/index.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { isRunningAt, type QuestRecord } from './quest-rules.ts';

type QuestRow = typeof quests.$inferSelect;

/** A row as the rules read it; a row whose days no longer parse is left out (never half-read). */
export function parseQuestRow(row: QuestRow): QuestRecord | null {
  const days = QuestDaysSchema.safeParse(row.days);
  const title = LocalizedTextSchema.safeParse(row.title);
  if (!days.success || !title.success) return null;
  return {
    id: row.id,
    brand: row.brand,
    type: row.type,
    title: title.data,
    startsAt: row.startsAt,
    dayHours: row.dayHours,
    days: days.data,
    sharedGameSets: (row.sharedGameSets ?? {}) as Record<string, string[]>,
    requiresCompletedProfile: row.requiresCompletedProfile,
    requiresConfirmedPhone: row.requiresConfirmedPhone,
    requiredRank: row.requiredRank,
  };
}

/** A brand's quests, earliest first (a brand has a handful: one statement, no cache). */
export async function loadQuests(db: Db, brand: string): Promise<QuestRecord[]> {
  const rows = await db
    .select()
    .from(quests)
    .where(eq(quests.brand, brand))
    .orderBy(asc(quests.startsAt), asc(quests.id));
  return rows.flatMap((row) => parseQuestRow(row) ?? []);
}

/** Whether `a` started after `b` (the later id first at one start). */
const startedAfter = (a: QuestRecord, b: QuestRecord) =>
  a.startsAt.getTime() !== b.startsAt.getTime() ? a.startsAt > b.startsAt : a.id > b.id;

/**
 * The quests running at `at` that players see and play, in the order of QUEST_TYPES (season, advent,
 * fp_challenge): at most one per type, the one that started last. A quest an operator schedules over a running
 * quest of its type takes its place while it runs (the calendar flags the overlap); the other neither shows
 * nor counts play meanwhile, and comes back if it still runs when the newer one ends.
 */
export const runningQuests = (all: QuestRecord[], at: Date, type?: QuestType) =>
  QUEST_TYPES.flatMap((t) => {
    if (type && t !== type) return [];
    const shown = all
      .filter((q) => q.type === t && isRunningAt(q, at))
      .reduce<QuestRecord | null>((latest, q) => (!latest || startedAfter(q, latest) ? q : latest), null);
    return shown ? [shown] : [];
  });

/** The next quest to start after `at` within `withinMs`, or null. */
export const futureQuestOf = (all: QuestRecord[], at: Date, withinMs: number, type?: QuestType) =>
  all.find(
    (q) => q.startsAt > at && q.startsAt.getTime() - at.getTime() <= withinMs && (!type || q.type === type),
  ) ?? null;

/** Catalogue ids of game slugs (unknown or removed slugs are left out). */
export async function gameIdsBySlug(db: Db, slugs: readonly string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, slug: games.slug })
    .from(games)
    .where(inArray(games.slug, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/**
 * The running quests a rank unlocks for a player who climbs from rank `from` to rank `to` (1-based): those that
 * require a rank in (from, to]. Nothing while the brand's quests are off.
 */
export async function questsUnlockedByRank(
  db: Db,
  input: { brand: string; from: number; to: number; at: Date },
): Promise<QuestRecord[]> {
  if (input.to <= input.from) return [];
  const feature = await loadFeature(db, input.brand, 'quest');
  if (!feature || !isLive(feature, input.at)) return [];
  return runningQuests(await loadQuests(db, input.brand), input.at).filter(
    (q) => q.requiredRank !== null && q.requiredRank > input.from && q.requiredRank <= input.to,
  );
}

/**
 * The quests' reaction to a player's rank rising (the module's `rankRose`): each running quest the new rank
 * unlocks is announced to the player (`quest availableByRankLeague`), so their pages refresh it (shell §4
 * task events).
 */
export async function announceQuestsUnlockedByRank(rise: RankRise): Promise<void> {
  const { tx, brand, playerId, from, to, at, push } = rise;
  for (const quest of await questsUnlockedByRank(tx, { brand, from, to, at }))
    push.toPlayer(playerId, {
      type: 'quest',
      action: 'availableByRankLeague',
      data: { questId: quest.id, questType: quest.type, day: null },
    });
}
