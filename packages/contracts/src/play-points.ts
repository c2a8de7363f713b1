import { z } from 'zod';

/**
 * How play feeds the mini games (adventure map, funmeter, mini-game slot): points per coin bet and per
 * hundredth of an entry bet, as data per brand. Free rounds bet nothing and earn nothing.
 */
export const PlayPointsSchema = z.object({
  perCoin: z.number().int().min(0).max(1_000_000).default(1),
  /** Per hundredth of an entry (an entry is worth more than a coin). */
  perEntryHundredth: z.number().int().min(0).max(1_000_000).default(50),
});
export type PlayPoints = z.infer<typeof PlayPointsSchema>;
