import { z } from 'zod';
import { LastPayProviderSchema, PromoOfferPresetSchema } from './cashier.ts';

/**
 * Fields every promotion of the spec carries (null where a type has no use for one). A feature's card is
 * `z.object({ type, data, ...promotionBase })` in its own contracts file, listed in `features.ts`.
 */
export const promotionBase = {
  promoOfferPreset: PromoOfferPresetSchema.nullable(),
  /** Taking part needs a deposit (the offers are purchases). */
  needDeposits: z.boolean(),
  applePayEnabled: z.boolean(),
  lastPayProvider: LastPayProviderSchema.nullable(),
  /** Message keys (promotions.howWorks.*) explaining the steps, or null. */
  howWorks: z.array(z.string()).nullable(),
  prizeEntries: z.number().nullable(),
  prizeCoins: z.number().nullable(),
  grandPrize: z.number().nullable(),
};
