import type { EngineDefinition, FishingDefinition, GameDefinition } from '../types.ts';
import { DRAGON_VAULT } from './dragon-vault.ts';
import { GOLDEN_LINK } from './golden-link.ts';
import { JUNGLE_QUEST } from './jungle-quest.ts';
import { OCEAN_HUNTER } from './ocean-hunter.ts';
import { TRIPLE_SEVENS } from './triple-sevens.ts';

export { DRAGON_VAULT, GOLDEN_LINK, JUNGLE_QUEST, OCEAN_HUNTER, TRIPLE_SEVENS };
/** The slots. */
export const GAME_DEFINITIONS: readonly GameDefinition[] = [
  TRIPLE_SEVENS,
  JUNGLE_QUEST,
  GOLDEN_LINK,
  DRAGON_VAULT,
];
export const FISHING_DEFINITIONS: readonly FishingDefinition[] = [OCEAN_HUNTER];
/** Every engine a catalogue game can be a skin of. */
export const ENGINE_DEFINITIONS: readonly EngineDefinition[] = [...GAME_DEFINITIONS, ...FISHING_DEFINITIONS];

/** A slot by id (undefined for a fishing game: it has no reels, lines or free spins). */
export function getGameDefinition(id: string): GameDefinition | undefined {
  return GAME_DEFINITIONS.find((game) => game.id === id);
}

/** Any engine by id. */
export function getEngineDefinition(id: string): EngineDefinition | undefined {
  return ENGINE_DEFINITIONS.find((game) => game.id === id);
}
