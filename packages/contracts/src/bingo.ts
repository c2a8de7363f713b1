import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { ok } from './api.ts';
import { PrizeSchema } from './engagement.ts';
import { VALIDATION } from './validation.ts';

/**
 * Bingo (spec §3, §4, §6): play earns balls; at `BINGO_BALLS_PER_CARD` balls a card plays — the server
 * draws the card's numbers and the balls (node:crypto) and pays by the lines completed (docs/engagement.md,
 * "Bingo").
 */
export const BINGO_PATHS = {
  status: '/rest/bingo/check-player-status/',
  gameData: '/rest/bingo/bingo-game-data/',
  accrueReward: '/rest/bingo/bingo-accrue-reward/',
} as const;

/** Spec §9: bingo 10 balls; a progress popup from 1 ball. */
export const BINGO_BALLS_PER_CARD = 10;
export const BINGO_POPUP_FROM_BALLS = 1;
/** A card is 3×3 numbers out of 1–BINGO_NUMBERS; the balls are drawn from the same numbers. */
export const BINGO_CARD_SIZE = 3;
export const BINGO_NUMBERS = 30;

export const BingoConfigSchema = z.object({
  /** Rounds (bet at least `minBet`, not free) that earn one ball. */
  roundsPerBall: z.number().int().min(1).max(1000).default(5),
  /** The least bet of a round that counts: coins in coin mode, hundredths of an entry in entry mode. */
  minBet: z.number().int().min(1).max(1_000_000).default(10),
  /** Days of one bingo round (balls are kept until it ends: `bingoEndDate`). */
  roundDays: z.number().int().min(1).max(90).default(7),
  /** The prize by lines completed (rows, columns, diagonals: 0–8); past the end the last applies. */
  linePrizes: z.array(PrizeSchema).min(2).max(9),
});
export type BingoConfig = z.infer<typeof BingoConfigSchema>;

export const BingoStatusSchema = z.object({
  isActive: z.boolean(),
  /** A card can be played now (at least 10 balls). */
  isAvailable: z.boolean(),
  availablePoint: z.number().int().nonnegative(),
});
export const BingoStatusResponseSchema = ok({ data: BingoStatusSchema });

/** A played card: the 9 numbers row by row, the 10 balls in the order drawn, the hit cells and lines. */
export const BingoCardSchema = z.object({
  numbers: z.array(z.number().int()),
  balls: z.array(z.number().int()),
  hits: z.array(z.boolean()),
  lines: z.number().int().nonnegative(),
});
export type BingoCard = z.infer<typeof BingoCardSchema>;

export const BingoGameDataSchema = z.object({
  isActive: z.boolean(),
  /** Balls collected and not yet played. */
  availablePoint: z.number().int().nonnegative(),
  /** When this bingo round ends (its balls go with it). */
  bingoEndDate: z.string().nullable(),
  /** Progress to the next ball, 0–100. */
  nextBallProgress: z.number().int().min(0).max(100),
  ballsPerCard: z.number().int(),
  roundsPerBall: z.number().int(),
  minBet: z.number().int(),
  cardsPlayed: z.number().int().nonnegative(),
  /** The prize by lines completed (index = lines). */
  linePrizes: z.array(PrizeSchema),
});
export type BingoGameData = z.infer<typeof BingoGameDataSchema>;
export const BingoGameDataResponseSchema = ok({ data: BingoGameDataSchema });

export const BingoAccrueRewardResponseSchema = ok({
  card: BingoCardSchema,
  prizes: z.array(PrizeSchema),
  data: BingoGameDataSchema,
});
export type BingoAccrueRewardResponse = z.infer<typeof BingoAccrueRewardResponseSchema>;

export const BingoProgressDataSchema = z.object({
  availablePoint: z.number().int().nonnegative(),
  nextBallProgress: z.number().int().min(0).max(100),
});

/** Refusal when a card is asked for with too few balls. */
export const BINGO_REFUSALS = {
  notEnoughBalls: {
    code: 'not_enough_balls',
    message: VALIDATION.claim.notEnoughBalls,
    text: 'Collect 10 balls to play a bingo card.',
  },
} as const;

// Bingo: progress to the next ball, and `show` when a ball was earned (the progress popup).
export const BingoPushSchema = z.discriminatedUnion('action', [
  pushSchema('bingo', 'progressNextBall', BingoProgressDataSchema),
  pushSchema('bingo', 'show', BingoProgressDataSchema),
]);
