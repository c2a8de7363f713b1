import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { TermsDocument } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { termsAcceptances, termsDocuments } from '../db/schema/index.ts';

const documentFields = {
  id: termsDocuments.id,
  key: termsDocuments.key,
  title: termsDocuments.title,
  url: termsDocuments.url,
  version: termsDocuments.version,
};

/** The version in force of every document: the highest version of each key already effective. */
export async function findCurrentTerms(db: Db, at: Date): Promise<TermsDocument[]> {
  return db
    .selectDistinctOn([termsDocuments.key], documentFields)
    .from(termsDocuments)
    .where(lte(termsDocuments.effectiveAt, at))
    .orderBy(termsDocuments.key, desc(termsDocuments.version));
}

/** The current documents this player has not accepted: what the terms gate asks for. */
export async function getUnconfirmedTerms(db: Db, playerId: string, at: Date): Promise<TermsDocument[]> {
  const current = db
    .selectDistinctOn([termsDocuments.key], documentFields)
    .from(termsDocuments)
    .where(lte(termsDocuments.effectiveAt, at))
    .orderBy(termsDocuments.key, desc(termsDocuments.version))
    .as('current');
  const rows = await db
    .select({
      id: current.id,
      key: current.key,
      title: current.title,
      url: current.url,
      version: current.version,
    })
    .from(current)
    .leftJoin(
      termsAcceptances,
      and(eq(termsAcceptances.documentId, current.id), eq(termsAcceptances.playerId, playerId)),
    )
    .where(isNull(termsAcceptances.playerId))
    .orderBy(current.key);
  return rows;
}
