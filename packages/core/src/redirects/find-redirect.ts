import { eq } from 'drizzle-orm';
import type { RedirectLookup } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { redirects } from '../db/schema/index.ts';

/** Paths are compared without their trailing slash, so /casino and /casino/ are one entry. */
export const normalizeRedirectPath = (path: string) => {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

export async function findRedirect(db: Db, path: string): Promise<RedirectLookup> {
  const [row] = await db
    .select()
    .from(redirects)
    .where(eq(redirects.fromPath, normalizeRedirectPath(path)))
    .limit(1);
  return { redirect: row ? { type: row.type, to: row.to, status: row.status } : null };
}
