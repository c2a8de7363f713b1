import { desc, eq } from 'drizzle-orm';
import type { PublishTermsRequest, TermsDocument } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { termsDocuments } from '../db/schema/index.ts';
import { conflict } from '../errors.ts';

/**
 * An operator publishes a new version of a document, in force at once: every player who has not
 * accepted it meets the terms gate on their next page. Two publishes at once: the unique
 * (key, version) index lets one win, the other hears to retry.
 */
export async function publishTerms(db: Db, input: PublishTermsRequest, now: Date): Promise<TermsDocument> {
  const [latest] = await db
    .select({ version: termsDocuments.version })
    .from(termsDocuments)
    .where(eq(termsDocuments.key, input.key))
    .orderBy(desc(termsDocuments.version))
    .limit(1);
  try {
    const [row] = await db
      .insert(termsDocuments)
      .values({
        key: input.key,
        title: input.title,
        url: input.url,
        version: (latest?.version ?? 0) + 1,
        // The application clock decides what is current (findCurrentTerms), so it stamps this too.
        effectiveAt: now,
      })
      .returning();
    return { id: row!.id, key: row!.key, title: row!.title, url: row!.url, version: row!.version };
  } catch (error) {
    const message = String(
      (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message,
    );
    if (message.includes('terms_documents_key_version_idx'))
      throw conflict('Another version of this document was published at the same time. Try again.');
    throw error;
  }
}
