// The game modal (?game={slug}); its modals (modals.ts) are registered by app/composition.

export { useGameFromQuery, GAME_PARAM } from './use-game-from-query.ts';
