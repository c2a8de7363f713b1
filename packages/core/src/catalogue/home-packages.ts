import { and, asc, eq } from 'drizzle-orm';
import type { HomePage } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { offerPresets } from '../db/schema/index.ts';
import {
  guestOfferContext,
  isVisibleTo,
  toPresetPackage,
  toPromoOfferPreset,
} from '../offers/player-offers.ts';

/** The home payload's packages: the coin packages on sale to anyone on the brand (no secret or birthday one). */
export async function homePackages(db: Db, brand: string, now: Date): Promise<HomePage['packages']> {
  const ctx = guestOfferContext(now, brand);
  const rows = await db
    .select()
    .from(offerPresets)
    .where(and(eq(offerPresets.kind, 'package'), eq(offerPresets.isActive, true)))
    .orderBy(asc(offerPresets.sort), asc(offerPresets.id));
  return rows
    .filter((row) => isVisibleTo(row, ctx))
    .map((row) => toPresetPackage(toPromoOfferPreset(row, ctx)));
}
