import { GAME_MODE_SWITCH_PATHS, GameModeSwitchResponseSchema, type GameMode } from '@casino/contracts';
import { http } from '../http/http-client.ts';

/** The spec's switch call (a GET); answers the mode the player is in now. */
export async function requestGameMode(gameMode: GameMode): Promise<GameMode> {
  return (await http.get(GAME_MODE_SWITCH_PATHS[gameMode], { schema: GameModeSwitchResponseSchema }))
    .gameMode;
}
