import { z } from 'zod';
import { ok } from './api.ts';
import { GAME_MODES, type GameMode, type PlayerBalance } from './values/game-mode.ts';

export const GameModeSchema = z.enum(GAME_MODES) satisfies z.ZodType<GameMode>;

/** GET /rest/player/game-mode/switch-to-…/ → the mode the player is in now. */
export const GameModeSwitchResponseSchema = ok({ gameMode: GameModeSchema });
export type GameModeSwitchResponse = z.infer<typeof GameModeSwitchResponseSchema>;

/** `playerInfo.playerBalance` (values/game-mode.ts). Integers. */
export const PlayerBalanceSchema = z.object({
  tourPoints: z.number().int(),
  entries: z.number(),
  winnings: z.number(),
}) satisfies z.ZodType<PlayerBalance>;

export const PlayerInfoSchema = z.object({ playerBalance: PlayerBalanceSchema });
export type PlayerInfo = z.infer<typeof PlayerInfoSchema>;
