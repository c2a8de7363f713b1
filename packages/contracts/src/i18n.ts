import { z } from 'zod';
import type { MessageTree } from './values/i18n.ts';

export const MessageTreeSchema: z.ZodType<MessageTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), MessageTreeSchema])),
);

export const TranslationsParamsSchema = z.object({ locale: z.string().max(16) });
