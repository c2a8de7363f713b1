import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BackofficeListQuery, BackofficeRedirectRow } from '@casino/contracts';
import type { Db } from '../../db/client.ts';
import { redirects } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { normalizeRedirectPath } from '../../redirects/find-redirect.ts';
import { listOrder, type ListPage, selectListPage } from '../shared/list-page.ts';
import { anyContains } from '../../db/like-pattern.ts';

type RedirectRow = typeof redirects.$inferSelect;

export const toBackofficeRedirectRow = (row: RedirectRow): BackofficeRedirectRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** GET /rest/backoffice/content/redirects/: the table every navigation consults (findRedirect). */
export async function listBackofficeRedirects(
  db: Db,
  query: BackofficeListQuery,
): Promise<ListPage<BackofficeRedirectRow>> {
  const r = redirects;
  const filters: SQL[] = [];
  if (query.q) filters.push(anyContains([r.fromPath, r.to], query.q));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = listOrder(
    query,
    {
      fromPath: sql`${r.fromPath}`,
      to: sql`${r.to}`,
      status: sql`${r.status}`,
      createdAt: sql`${r.createdAt}`,
    },
    sql`${r.fromPath} asc`,
    sql`${r.id} asc`,
  );
  const page = await selectListPage(db, r, where, order, query);
  return { ...page, rows: page.rows.map(toBackofficeRedirectRow) };
}

/**
 * POST /rest/backoffice/content/redirects/: a path of the site that now goes elsewhere (a site path is
 * internal, an https:// address external). The path is stored as findRedirect compares it (no trailing
 * slash); one entry per path.
 */
export async function createBackofficeRedirect(
  db: Db,
  input: { fromPath: string; to: string; status: number },
  now: Date,
): Promise<RedirectRow> {
  const fromPath = normalizeRedirectPath(input.fromPath);
  const [taken] = await db.select().from(redirects).where(eq(redirects.fromPath, fromPath));
  if (taken)
    throw conflict(`${fromPath} already redirects to ${taken.to}. Remove that entry first.`, {
      fromPath: ['This path already redirects.'],
    });
  const [row] = await db
    .insert(redirects)
    .values({
      fromPath,
      to: input.to,
      type: input.to.startsWith('/') ? 'internal' : 'external',
      status: input.status,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** DELETE /rest/backoffice/content/redirects/{id}/ */
export async function deleteBackofficeRedirect(db: Db, id: number): Promise<RedirectRow> {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
  if (!row) throw notFound(`No redirect with the id ${id}.`);
  return row;
}
