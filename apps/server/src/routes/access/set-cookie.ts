/**
 * The access check's set-cookie passthrough rule: a `language=deleted` cookie (how a cleared cookie
 * is often written) must not leave the visitor without a language, so it becomes `language=en`.
 * Other cookies, and other values of `language`, pass unchanged.
 */
export function rewriteSetCookie(header: string): string;
export function rewriteSetCookie(header: string[]): string[];
export function rewriteSetCookie(header: string | string[] | undefined): string | string[] | undefined;
export function rewriteSetCookie(header: string | string[] | undefined): string | string[] | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) return header.map((cookie) => rewriteOne(cookie));
  return rewriteOne(header);
}

const rewriteOne = (cookie: string) => cookie.replace(/^(\s*language=)deleted(?=\s*(;|$))/i, '$1en');
