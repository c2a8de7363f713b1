import type { TermsRequirement } from '@casino/contracts';

export const TERMS_MODAL = 'terms';
/** Set on the frozen page root; the gate's stylesheet dims it. */
export const FROZEN_ATTRIBUTE = 'data-terms-frozen';

/**
 * The spec's rule: a player with requirements is frozen, except on a page whose path contains a
 * requirement's key (e.g. /page/terms), so the document itself can be read.
 */
export function shouldFreeze(pathname: string, requirements: readonly TermsRequirement[]): boolean {
  if (!requirements.length) return false;
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: judge the raw path
  }
  return !requirements.some((r) => r.key && path.includes(r.key));
}

/** A stable name for a set of requirements, so a view is logged once per set and page session. */
export const requirementsKey = (requirements: readonly TermsRequirement[]) =>
  requirements
    .map((r) => r.id)
    .sort((a, b) => a - b)
    .join(',');

/**
 * The element that holds the page (header, content, footer) — the body child around #main-content.
 * Modals, toasts and the cookie banner live outside it and keep working.
 */
export function pageRoot(doc: Document = document): HTMLElement | null {
  const main = doc.getElementById('main-content');
  let node: HTMLElement | null = main;
  while (node && node.parentElement && node.parentElement !== doc.body) node = node.parentElement;
  return node && node.parentElement === doc.body ? node : null;
}

/** Makes the page inert (no clicks, focus or typing) and dim; the returned function undoes it. */
export function freezePage(doc: Document = document): () => void {
  const root = pageRoot(doc);
  if (!root) return () => undefined;
  root.setAttribute('inert', '');
  root.setAttribute(FROZEN_ATTRIBUTE, '');
  return () => {
    root.removeAttribute('inert');
    root.removeAttribute(FROZEN_ATTRIBUTE);
  };
}

const logged = new Set<string>();

/** Logs the view of a requirement set once per page session (a reload logs again). */
export function logViewOnce(key: string, log: () => Promise<void>): void {
  if (!key || logged.has(key)) return;
  logged.add(key);
  log().catch((error: unknown) => {
    logged.delete(key);
    console.warn('The terms view could not be logged', error);
  });
}

/** Tests only. */
export function resetLoggedViews(): void {
  logged.clear();
}
