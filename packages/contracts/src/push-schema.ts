import { z } from 'zod';

/** One push message's schema: `{type, action, data}` with the literal type and action, so unions narrow by them. */
export const pushSchema = <T extends string, A extends string, D extends z.ZodType>(
  type: T,
  action: A,
  data: D,
) => z.object({ type: z.literal(type), action: z.literal(action), data });
