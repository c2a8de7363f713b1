// The game modal (?game={slug}), its insufficient-funds and max-bet modals.
import './register.ts';

export { useGameFromQuery, GAME_PARAM } from './use-game-from-query.ts';
