import type { Db } from '../db/client.ts';
import { termsDocuments } from '../db/schema/index.ts';

/** The documents in force at launch, version 1 each, shown on their own /page/<key>. */
export const INITIAL_TERMS = [
  { key: 'terms', title: 'Terms and Conditions' },
  { key: 'privacy', title: 'Privacy Policy' },
  { key: 'sweepstakes-rules', title: 'Sweepstakes Rules' },
] as const;

export async function seedTerms(db: Db): Promise<void> {
  await db
    .insert(termsDocuments)
    .values(
      INITIAL_TERMS.map((d) => ({
        key: d.key,
        title: d.title,
        url: `/page/${d.key}`,
        version: 1,
        // Effective from the past, so a clock a little behind the database still sees them.
        effectiveAt: new Date('2020-01-01T00:00:00Z'),
      })),
    )
    .onConflictDoNothing();
}
