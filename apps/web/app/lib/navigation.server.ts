import { redirect, redirectDocument } from 'react-router';
import type { RedirectLookup } from '@casino/contracts';

/**
 * Query flags the shell rewrites before a page renders: `cf` is remembered as the geo source and
 * dropped; `aa` becomes `autologin=true` with a full reload of the same path.
 */
export function rewriteShellQuery(url: URL): { response: Response; geoSource?: string } | null {
  if (url.searchParams.has('aa')) {
    const next = new URL(url);
    next.searchParams.delete('aa');
    next.searchParams.set('autologin', 'true');
    return { response: redirectDocument(next.pathname + next.search + next.hash) };
  }
  if (url.searchParams.has('cf')) {
    const next = new URL(url);
    const geoSource = next.searchParams.get('cf') ?? '';
    next.searchParams.delete('cf');
    const response = redirect(next.pathname + next.search + next.hash);
    response.headers.append(
      'set-cookie',
      `geo_source=${encodeURIComponent(geoSource || 'cf')}; Path=/; SameSite=Lax; Max-Age=31536000`,
    );
    return { response, geoSource };
  }
  return null;
}

/** The redirect table's answer as a response: external targets load as a whole new document. */
export function redirectResponse(lookup: RedirectLookup, search: string): Response | null {
  if (!lookup.redirect) return null;
  const { type, to, status } = lookup.redirect;
  return type === 'external'
    ? redirectDocument(to, status)
    : redirect(to + (to.includes('?') ? '' : search), status);
}
