/*
 * Cookie-consent record, stored in one cookie:
 *
 *   cookie_consent=<given>|<id>~<id>...      e.g. cookie_consent=1|necessary~analytics
 *
 * - <given> is `1` once the person has made a choice, `0` otherwise (no banner answer yet).
 * - the ids after the bar are the enabled cookie ids, joined with a tilde; `necessary` is always included.
 * - `|` and `~` are valid cookie characters, so the value is stored unencoded; unknown ids are ignored on read.
 *
 * Categories: `necessary` (always on, cannot be refused) and `optional` (analytics, marketing),
 * which are allowed only after consent was given and the id was enabled.
 */

export const CONSENT_COOKIE = {
  name: 'cookie_consent',
  path: '/',
  sameSite: 'Lax',
  maxAgeDays: 365,
} as const;
/** Fired on window after writeConsent, `detail` is the new ConsentRecord, so optional scripts can load at once. */
export const CONSENT_CHANGE_EVENT = 'cookie-consent:change';

export const COOKIE_CATEGORIES = {
  necessary: ['necessary'],
  optional: ['analytics', 'marketing'],
} as const;

export type NecessaryCookieId = (typeof COOKIE_CATEGORIES.necessary)[number];
export type OptionalCookieId = (typeof COOKIE_CATEGORIES.optional)[number];
export type CookieId = NecessaryCookieId | OptionalCookieId;

export interface ConsentRecord {
  /** The person answered the consent banner. */
  given: boolean;
  /** Enabled ids, always including `necessary`. */
  enabled: CookieId[];
}

const ALL_IDS: readonly CookieId[] = [...COOKIE_CATEGORIES.necessary, ...COOKIE_CATEGORIES.optional];
const isCookieId = (value: string): value is CookieId => (ALL_IDS as readonly string[]).includes(value);

/** Before any answer: only what the site needs to work. */
export const NO_CONSENT: ConsentRecord = Object.freeze({
  given: false,
  enabled: ['necessary'],
}) as ConsentRecord;

function normalize(ids: readonly string[]): CookieId[] {
  const wanted = new Set(ids.filter(isCookieId));
  wanted.add('necessary');
  return ALL_IDS.filter((id) => wanted.has(id)); // stable order keeps the cookie value canonical
}

export function serializeConsent(record: ConsentRecord): string {
  return `${record.given ? '1' : '0'}|${normalize(record.enabled).join('~')}`;
}

/** Parses a cookie value; anything unreadable counts as no consent. */
export function parseConsent(value: string | null | undefined): ConsentRecord {
  if (!value) return { ...NO_CONSENT, enabled: [...NO_CONSENT.enabled] };
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // a stray % is left as is
  }
  const bar = decoded.indexOf('|');
  const flag = bar === -1 ? decoded : decoded.slice(0, bar);
  const ids = bar === -1 ? [] : decoded.slice(bar + 1).split('~');
  if (flag !== '1' && flag !== '0') return { ...NO_CONSENT, enabled: [...NO_CONSENT.enabled] };
  return { given: flag === '1', enabled: normalize(ids.map((id) => id.trim())) };
}

function cookieValue(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Reads the record from a `Cookie` request header (server) or `document.cookie` (browser, the default).
 */
export function readConsent(cookieHeaderOrDocumentCookie?: string | null): ConsentRecord {
  const source = cookieHeaderOrDocumentCookie ?? (typeof document === 'undefined' ? '' : document.cookie);
  return parseConsent(cookieValue(source, CONSENT_COOKIE.name));
}

/** The full cookie string, usable as `document.cookie = …` or as a `Set-Cookie` header value. */
export function consentCookieString(record: ConsentRecord, options: { secure?: boolean } = {}): string {
  const maxAge = CONSENT_COOKIE.maxAgeDays * 24 * 60 * 60;
  const parts = [
    `${CONSENT_COOKIE.name}=${serializeConsent(record)}`,
    `Path=${CONSENT_COOKIE.path}`,
    `Max-Age=${maxAge}`,
    `SameSite=${CONSENT_COOKIE.sameSite}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Stores the person's answer (consent is given by answering) and announces it.
 * Returns the stored record; on the server nothing is written, use consentCookieString for a header.
 */
export function writeConsent(
  enabled: readonly CookieId[],
  options: { secure?: boolean } = {},
): ConsentRecord {
  const record: ConsentRecord = { given: true, enabled: normalize(enabled) };
  if (typeof document === 'undefined') return record;
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  document.cookie = consentCookieString(record, { secure });
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: record }));
  return record;
}

/** Necessary cookies are always allowed; optional ones only after consent that enabled them. */
export function isAllowed(id: CookieId, record: ConsentRecord = readConsent()): boolean {
  if ((COOKIE_CATEGORIES.necessary as readonly string[]).includes(id)) return true;
  return record.given && record.enabled.includes(id);
}

const scriptLoads = new Map<string, Promise<boolean>>();

/**
 * Injects `<script async src>` once, only if `id` is allowed. Resolves true when loaded, false when not allowed
 * (or on the server); rejects when the script fails to load, so a later call may try again.
 */
export function loadOptionalScript(
  id: CookieId,
  src: string,
  options: { record?: ConsentRecord; attributes?: Record<string, string> } = {},
): Promise<boolean> {
  if (typeof document === 'undefined') return Promise.resolve(false);
  if (!isAllowed(id, options.record ?? readConsent())) return Promise.resolve(false);

  const pending = scriptLoads.get(src);
  if (pending) return pending;

  const load = new Promise<boolean>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset.consentId = id;
    for (const [name, value] of Object.entries(options.attributes ?? {})) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve(true), { once: true });
    script.addEventListener(
      'error',
      () => {
        scriptLoads.delete(src);
        script.remove();
        reject(new Error(`Could not load the ${id} script ${src}`));
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
  scriptLoads.set(src, load);
  return load;
}
