import { eq } from 'drizzle-orm';
import { BRAND_KEYS, BRANDS, type BrandKey, type FreeEntryTerms } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { freeEntryTerms } from '../db/schema/index.ts';

/** What a brand without a row offers (a brand added after the seed). */
export const DEFAULT_FREE_ENTRY_TERMS = { entriesPerRequest: 5, yearlyCap: 250 } as const;

/** Each brand's terms at launch: a fictional PO box per brand; TaoFortune's requests credit 4 Entries. */
export const INITIAL_FREE_ENTRY_TERMS = BRAND_KEYS.map((brand, index) => ({
  brand,
  entriesPerRequest: brand === 'tao' ? 4 : DEFAULT_FREE_ENTRY_TERMS.entriesPerRequest,
  yearlyCap: brand === 'tao' ? 200 : DEFAULT_FREE_ENTRY_TERMS.yearlyCap,
  address: [
    `${BRANDS[brand].appName} Sweepstakes – Free Entry`,
    `PO Box ${4100 + index * 7}`,
    'Wilmington, DE 19850',
    'United States',
  ],
}));

const defaultsOf = (brand: string): FreeEntryTerms => {
  const seeded = INITIAL_FREE_ENTRY_TERMS.find((t) => t.brand === brand);
  return seeded
    ? { entriesPerRequest: seeded.entriesPerRequest, yearlyCap: seeded.yearlyCap, address: seeded.address }
    : { ...DEFAULT_FREE_ENTRY_TERMS, address: [] };
};

/** The brand's mail-in terms: its row, else the launch defaults. */
export async function getFreeEntryTerms(db: Db, brand: BrandKey | string): Promise<FreeEntryTerms> {
  const [row] = await db.select().from(freeEntryTerms).where(eq(freeEntryTerms.brand, brand));
  return row
    ? { entriesPerRequest: row.entriesPerRequest, yearlyCap: row.yearlyCap, address: row.address }
    : defaultsOf(brand);
}

export async function seedFreeEntryTerms(db: Db): Promise<void> {
  await db.insert(freeEntryTerms).values(INITIAL_FREE_ENTRY_TERMS).onConflictDoNothing();
}
