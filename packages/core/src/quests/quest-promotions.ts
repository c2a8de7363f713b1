import { and, eq, isNotNull } from 'drizzle-orm';
import type { QuestPromotionData } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { questProgress } from '../db/schema/index.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { meetsQuestConditions, questRankOf } from './get-quest-data.ts';
import { loadQuests, runningQuests } from './load-quests.ts';
import { questEnd } from './quest-rules.ts';

/**
 * The promotions page's quest cards (spec: "quest promotions show only when available"): one per running quest
 * the player may take part in, `fpChallenge` for a free-play challenge, `quest` for the others.
 */
export async function questPromotionsFor(
  db: Db,
  input: {
    brand: string;
    playerId: string;
    now: Date;
    player: { profileCompleted: boolean; phoneConfirmed: boolean };
  },
): Promise<Array<{ type: 'quest' | 'fpChallenge'; data: QuestPromotionData }>> {
  const feature = await loadFeature(db, input.brand, 'quest');
  if (!feature || !isLive(feature, input.now)) return [];
  const all = runningQuests(await loadQuests(db, input.brand), input.now);
  const { rank } = await questRankOf(db, input, all);
  const running = all.filter((q) => meetsQuestConditions(q, { ...input.player, rank }));
  if (running.length === 0) return [];
  const done = await db
    .select({ questId: questProgress.questId })
    .from(questProgress)
    .where(and(eq(questProgress.playerId, input.playerId), isNotNull(questProgress.completedAt)));
  return running.map((quest) => ({
    type: quest.type === 'fp_challenge' ? ('fpChallenge' as const) : ('quest' as const),
    data: {
      questId: quest.id,
      questType: quest.type,
      title: quest.title,
      end: questEnd(quest).toISOString(),
      tasksCompleted: done.filter((d) => d.questId === quest.id).length,
      tasksCount: quest.days.reduce((n, day) => n + day.tasks.length, 0),
    },
  }));
}
