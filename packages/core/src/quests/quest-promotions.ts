import { and, eq, isNotNull } from 'drizzle-orm';
import { QUEST_TYPES, type Promotion, type ScheduledSoon } from '@casino/contracts';
import type { PromotionContext } from '../engagement/feature-module.ts';
import { questProgress } from '../db/schema/index.ts';
import { isLive, loadFeature } from '../engagement/load-features.ts';
import { meetsQuestConditions, questRankOf } from './get-quest-data.ts';
import { futureQuestOf, loadQuests, runningQuests } from './load-quests.ts';
import { questEnd } from './quest-rules.ts';

/**
 * The promotions page's quest cards (spec: "quest promotions show only when available"): one per running quest
 * the player may take part in, `fpChallenge` for a free-play challenge, `quest` for the others.
 */
export async function questPromotions(ctx: PromotionContext): Promise<Promotion[]> {
  const { db } = ctx;
  const feature = await loadFeature(db, ctx.brand, 'quest');
  if (!feature || !isLive(feature, ctx.now)) return [];
  const all = runningQuests(await loadQuests(db, ctx.brand), ctx.now);
  const { rank } = await questRankOf(db, ctx, all);
  const player = {
    profileCompleted: ctx.profileCompleted,
    phoneConfirmed: ctx.player.phoneConfirmedAt !== null,
  };
  const running = all.filter((q) => meetsQuestConditions(q, { ...player, rank }));
  if (running.length === 0) return [];
  const done = await db
    .select({ questId: questProgress.questId })
    .from(questProgress)
    .where(and(eq(questProgress.playerId, ctx.playerId), isNotNull(questProgress.completedAt)));
  return running.map((quest) => ({
    ...ctx.base,
    promoOfferPreset: null,
    needDeposits: false,
    type: quest.type === 'fp_challenge' ? ('fpChallenge' as const) : ('quest' as const),
    data: {
      questId: quest.id,
      questType: quest.type,
      title: quest.title.en,
      end: questEnd(quest).toISOString(),
      tasksCompleted: done.filter((d) => d.questId === quest.id).length,
      tasksCount: quest.days.reduce((n, day) => n + day.tasks.length, 0),
    },
  }));
}

/** The next quest of each kind not started yet (season, advent calendar, free-play challenge): `available_soon`. */
export async function questsSoon(ctx: PromotionContext): Promise<ScheduledSoon[]> {
  const feature = await loadFeature(ctx.db, ctx.brand, 'quest');
  if (!feature || !isLive(feature, ctx.now)) return [];
  const all = await loadQuests(ctx.db, ctx.brand);
  return QUEST_TYPES.flatMap((type) => {
    const next = futureQuestOf(all, ctx.now, Number.POSITIVE_INFINITY, type);
    return next
      ? [
          {
            type: type === 'fp_challenge' ? ('fpChallenge' as const) : ('quest' as const),
            occurrence: { id: next.id, title: next.title, path: '/quests/' as const },
            availableFrom: next.startsAt.toISOString(),
          },
        ]
      : [];
  });
}
