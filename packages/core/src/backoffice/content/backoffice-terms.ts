import { sql } from 'drizzle-orm';
import type { BackofficeListQuery, BackofficeTermsRow, PublishTermsRequest } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { publishTerms } from '../../terms/publish-terms.ts';
import { rowsOf } from '../../wallet/check-ledger.ts';
import { listOrder, listWindow, type ListPage } from '../shared/list-page.ts';
import { containsPattern } from '../../db/like-pattern.ts';

interface TermsQueryRow {
  id: number;
  key: string;
  version: number;
  title: string;
  url: string;
  effective_at: Date | string;
  current: boolean;
  acceptances: number;
  total: number;
}

/**
 * GET /rest/backoffice/content/terms/: every version of every document, which one is in force (the
 * highest version already effective, as findCurrentTerms decides) and how many players accepted it.
 */
export async function listBackofficeTerms(
  db: Db,
  query: BackofficeListQuery,
  now: Date,
): Promise<ListPage<BackofficeTermsRow>> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const order = listOrder(
    query,
    {
      key: sql`td.key`,
      version: sql`td.version`,
      title: sql`td.title`,
      effectiveAt: sql`td.effective_at`,
      acceptances: sql`acceptances`,
    },
    sql`td.key asc, td.version desc`,
    sql`td.id asc`,
  );
  const result = await db.execute(sql`
    with current_docs as (
      select distinct on (c.key) c.id from terms_documents c
      where c.effective_at <= ${now.toISOString()} order by c.key, c.version desc
    ),
    accepted as (select a.document_id, count(*)::int as n from terms_acceptances a group by a.document_id)
    select td.id, td.key, td.version, td.title, td.url, td.effective_at,
      exists (select 1 from current_docs cd where cd.id = td.id) as current,
      coalesce(ac.n, 0) as acceptances,
      (count(*) over ())::int as total
    from terms_documents td
    left join accepted ac on ac.document_id = td.id
    ${pattern ? sql`where td.key ilike ${pattern} or td.title ilike ${pattern}` : sql``}
    order by ${order}
    ${listWindow(query)}
  `);
  const rows = rowsOf<TermsQueryRow>(result);
  return {
    rows: rows.map(({ effective_at, acceptances, total: _total, ...row }) => ({
      ...row,
      effectiveAt: new Date(effective_at).toISOString(),
      acceptances: Number(acceptances),
    })),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * POST /rest/backoffice/content/terms/: publishes the next version of a document, in force at once
 * (publishTerms); players meet the terms gate on their next page. Run it in the audit's transaction.
 */
export async function publishBackofficeTerms(
  db: Db,
  input: PublishTermsRequest,
  now: Date,
): Promise<BackofficeTermsRow> {
  const document = await publishTerms(db, input, now);
  return { ...document, effectiveAt: now.toISOString(), current: true, acceptances: 0 };
}
