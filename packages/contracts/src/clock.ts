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
