import { z } from 'zod';

/** Every 4xx/5xx answer of the API: a message a person can act on, and field errors where they apply. */
export const ApiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** The balance after a refusal that concerns money (e.g. 402 insufficient_funds), so the client can show it. */
  balance: z.number().optional(),
  /** Facts for the client to word in the player's language (a break's `until`, a wait's `retryAfterSeconds`). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Every 2xx answer of the API: `success: true` beside the route's own fields (none for a bare "done"). */
export const ok = <Shape extends z.ZodRawShape = Record<never, never>>(shape: Shape = {} as Shape) =>
  z.object({ success: z.literal(true), ...shape });

export const HealthSchema = z.object({
  status: z.enum(['ok', 'starting', 'stopping']),
  checks: z.record(z.string(), z.string()).optional(),
});
export type Health = z.infer<typeof HealthSchema>;

export const BuildManifestSchema = z.object({ id: z.string().min(1) });
export type BuildManifest = z.infer<typeof BuildManifestSchema>;
