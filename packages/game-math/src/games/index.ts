import type { GameDefinition } from '../types.ts';
import { GOLDEN_LINK } from './golden-link.ts';
import { JUNGLE_QUEST } from './jungle-quest.ts';
import { TRIPLE_SEVENS } from './triple-sevens.ts';

export { GOLDEN_LINK, JUNGLE_QUEST, TRIPLE_SEVENS };
export const GAME_DEFINITIONS: readonly GameDefinition[] = [TRIPLE_SEVENS, JUNGLE_QUEST, GOLDEN_LINK];

export function getGameDefinition(id: string): GameDefinition | undefined {
  return GAME_DEFINITIONS.find((game) => game.id === id);
}
