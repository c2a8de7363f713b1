import { QUEST_PATHS, QuestResponseSchema, type QuestData, type QuestType } from '@casino/contracts';
import { http } from '../../lib/http/http-client.ts';

/** GET /rest/quest/ — the running quest (of `type` when given) with the player's days. */
export const fetchQuest = async (type: QuestType | null, optimized: boolean): Promise<QuestData> =>
  (
    await http.get(QUEST_PATHS.quest, {
      schema: QuestResponseSchema,
      query: { ...(type ? { type } : {}), ...(optimized ? { useOptimizedGames: 1 } : {}) },
    })
  ).data;
