import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { ok } from './api.ts';
import { PrizeSchema } from './engagement.ts';
import { PlayPointsSchema } from './play-points.ts';

export const MINI_SLOT_SYMBOLS = ['cherry', 'bell', 'star', 'seven', 'up', 'blank'] as const;
export const MiniSlotSymbolSchema = z.enum(MINI_SLOT_SYMBOLS);
export type MiniSlotSymbol = z.infer<typeof MiniSlotSymbolSchema>;

/** The spec's texts: a spin or reset while one runs (answered by the server too). */
export const MINI_SLOT_ALREADY_SPINNING = 'Already spinning';

/** One outcome of a level's table: its weight, the line it shows, what it pays, and whether it climbs. */
export const MiniSlotOutcomeSchema = z.object({
  weight: z.number().int().positive().max(1_000_000),
  symbol: MiniSlotSymbolSchema,
  prize: PrizeSchema,
  levelUp: z.boolean().default(false),
});

/** The mini-game slot's config (docs/engagement.md, "Mini-game slot"). */
export const MiniGameSlotConfigSchema = z
  .object({
    playPoints: PlayPointsSchema.default({ perCoin: 1, perEntryHundredth: 50 }),
    /** Play points that earn one spin. */
    spinCost: z.number().int().min(1).max(1_000_000_000),
    /** Spins kept at most; play beyond it earns nothing more until one is used. */
    maxStoredSpins: z.number().int().min(1).max(100),
    /** Level 1 first; the top level's table must not climb. */
    levels: z
      .array(z.object({ outcomes: z.array(MiniSlotOutcomeSchema).min(2).max(12) }))
      .min(1)
      .max(10),
    /** Paid when a player at the top level collects and starts again (`/reset-level/`). */
    topPrize: PrizeSchema,
  })
  .refine((c) => !c.levels.at(-1)!.outcomes.some((o) => o.levelUp), {
    message: 'The top level cannot climb higher.',
    path: ['levels'],
  });
export type MiniGameSlotConfig = z.infer<typeof MiniGameSlotConfigSchema>;

export const MiniGameSlotSchema = z.object({
  isActive: z.boolean(),
  finishedAt: z.string().nullable(),
  /** The player's level, 1 first. */
  level: z.number().int().positive(),
  levels: z.array(
    z.object({
      level: z.number().int().positive(),
      outcomes: z.array(
        z.object({
          symbol: MiniSlotSymbolSchema,
          prize: PrizeSchema,
          levelUp: z.boolean(),
          chance: z.number(),
        }),
      ),
    }),
  ),
  spins: z.number().int().nonnegative(),
  maxStoredSpins: z.number().int().positive(),
  spinCost: z.number().int().positive(),
  /** Play points toward the next spin. */
  progress: z.number().int().nonnegative(),
  topPrize: PrizeSchema,
  /** At the top level: `/reset-level/` pays the top prize and starts again at level 1. */
  canReset: z.boolean(),
  playPoints: PlayPointsSchema,
});
export type MiniGameSlot = z.infer<typeof MiniGameSlotSchema>;

/** GET /rest/mini-game-slot/configs/ */
export const MiniGameSlotResponseSchema = ok({ data: MiniGameSlotSchema });

/** GET /rest/mini-game-slot/spin/: the line the server drew, what it paid, and the slot after it. */
export const MiniGameSlotSpinResponseSchema = ok({
  reels: z.tuple([MiniSlotSymbolSchema, MiniSlotSymbolSchema, MiniSlotSymbolSchema]),
  symbol: MiniSlotSymbolSchema,
  prize: PrizeSchema,
  levelUp: z.boolean(),
  data: MiniGameSlotSchema,
});

/** GET /rest/mini-game-slot/reset-level/ */
export const MiniGameSlotResetResponseSchema = ok({
  prize: PrizeSchema,
  data: MiniGameSlotSchema,
});

/** The spec's calls (GETs, like the daily login's claim: a request another site starts is refused). */
export const MINI_GAME_SLOT_PATHS = {
  configs: '/rest/mini-game-slot/configs/',
  spin: '/rest/mini-game-slot/spin/',
  resetLevel: '/rest/mini-game-slot/reset-level/',
} as const;

export const MiniGameSlotPushSchema = pushSchema(
  'miniGameSlot',
  'update',
  z.object({ level: z.number(), spins: z.number(), progress: z.number() }),
);
