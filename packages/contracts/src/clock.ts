import { z } from 'zod';

/** The farthest one move of the test clock may go (a year either way). */
const MAX_CLOCK_MOVE_SECONDS = 366 * 24 * 3600;

/**
 * POST /rest/ops/clock/ — exists only with CLOCK_CONTROL=1 (a test control, docs/security.md): moves the
 * server's clock by `advanceSeconds` (negative goes back) or to `now`.
 */
export const ClockMoveSchema = z
  .strictObject({
    advanceSeconds: z
      .number({ error: 'advanceSeconds must be a number of seconds.' })
      .int('advanceSeconds must be whole seconds.')
      .min(-MAX_CLOCK_MOVE_SECONDS, 'One move goes back at most a year.')
      .max(MAX_CLOCK_MOVE_SECONDS, 'One move goes forward at most a year.')
      .optional(),
    now: z.iso
      .datetime({ offset: true, error: 'now must be an ISO date-time, e.g. 2026-11-25T00:00:00Z.' })
      .optional(),
  })
  .refine((move) => (move.advanceSeconds === undefined) !== (move.now === undefined), {
    error: 'Send either advanceSeconds or now, e.g. { "advanceSeconds": 86400 }.',
  });
export type ClockMove = z.infer<typeof ClockMoveSchema>;

/** The server's now after the move. */
export const ClockReplySchema = z.object({ now: z.string() });
export type ClockReply = z.infer<typeof ClockReplySchema>;

/**
 * `POST /rest/ops/in-house/seed/` (test control, with the movable clock only): the player's in-house rounds
 * come from this seed from now on, so a browser journey meets a feature and a big win on a known spin.
 */
export const SeededPlaySchema = z.strictObject({
  email: z.email('The player is named by their email.'),
  seed: z.number().int('A seed is a whole number.').min(0).max(0xffffffff, 'A seed fits in 32 bits.'),
});
export type SeededPlayInput = z.infer<typeof SeededPlaySchema>;
export const SeededPlayReplySchema = z.object({ playerId: z.string() });
