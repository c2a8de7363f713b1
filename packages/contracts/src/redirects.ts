import { z } from 'zod';

export const RedirectLookupQuerySchema = z.object({
  path: z
    .string({ error: 'Give the path to look up, e.g. ?path=/promo' })
    .min(1, 'Give the path to look up, e.g. ?path=/promo')
    .max(2048, 'The path is too long')
    .startsWith('/', 'The path must start with /'),
});

export const RedirectLookupSchema = z.object({
  redirect: z.union([
    z.null(),
    z.object({ type: z.enum(['internal', 'external']), to: z.string(), status: z.number().int() }),
  ]),
});
export type RedirectLookup = z.infer<typeof RedirectLookupSchema>;

/** The server-side access check: is the visitor signed in, and must this path go elsewhere first. */
export const AccessCheckQuerySchema = z.object({
  path: z
    .string()
    .max(2048, 'The path is too long')
    .startsWith('/', 'The path must start with /')
    .default('/'),
});
export const AccessCheckSchema = z.object({ authorized: z.boolean(), redirectUrl: z.string() });
export type AccessCheck = z.infer<typeof AccessCheckSchema>;
