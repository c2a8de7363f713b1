/**
 * Where the server may POST pushes. A subscription's endpoint comes from the browser, so a player could name
 * any URL; only the browsers' push services (and origins an operator adds, e.g. a test push service on
 * loopback) are accepted, which keeps the sender from being pointed at internal addresses.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  // Chrome, Edge (FCM), Firefox (autopush), Safari, Windows (WNS)
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const;

/**
 * `hosts`: https host names (a leading dot: any subdomain) and full origins (`http://127.0.0.1:4100`) allowed
 * as is.
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  for (const entry of hosts) {
    if (entry.includes('://')) {
      if (URL.canParse(entry) && new URL(entry).origin === url.origin) return true;
      continue;
    }
    if (url.protocol !== 'https:') continue;
    const host = url.hostname.toLowerCase();
    if (entry.startsWith('.') ? host.endsWith(entry) : host === entry) return true;
  }
  return false;
}
