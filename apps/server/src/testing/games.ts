import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GamePlayResponseSchema, type EngineId } from '@casino/contracts';
import { tables, type Db } from '@casino/core';
import type { Agent } from './agent.ts';

/** Tests only: the slug of an active seeded game of `engineId` (the first the database finds). */
export async function activeGameSlug(db: Db, engineId: EngineId = 'triple-sevens') {
  const [game] = await db
    .select({ slug: tables.games.slug })
    .from(tables.games)
    .where(and(eq(tables.games.engineId, engineId), eq(tables.games.isActive, true)))
    .limit(1);
  return game!.slug;
}

/** Tests only: launches `slug` for the agent's player (`/rest/game/:slug/play/`): the answer and its session token. */
export async function launchGame(agent: Agent, slug: string) {
  const response = await agent.get(`/rest/game/${slug}/play/`);
  expect(response.statusCode, response.body).toBe(200);
  const play = GamePlayResponseSchema.parse(response.json());
  return { play, token: new URL(play.url, 'http://x').searchParams.get('session')! };
}
