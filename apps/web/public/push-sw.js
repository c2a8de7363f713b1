// The site's push service worker (docs/web-push.md). It only shows pushes and handles their clicks: no fetch
// handler, so pages, the guest page cache and the CSP behave exactly as without it.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A link of this site only: a push never sends the player elsewhere. */
function siteLink(link) {
  try {
    const url = new URL(link || '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const link = siteLink(payload.link);
  const shown = self.registration.showNotification(payload.title || self.location.hostname, {
    body: payload.body || '',
    icon: payload.icon || '/favicon.svg',
    image: payload.image || undefined,
    data: { ...(payload.data || {}), link },
  });
  // The spec's message event: open pages hear the push too.
  const forwarded = self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((windows) =>
      windows.forEach((w) => w.postMessage({ type: 'web-push', payload: { ...payload, link } })),
    );
  event.waitUntil(Promise.all([shown, forwarded]));
});

// A click opens the site at the push's link, or focuses a tab of the site (moved to the link).
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = siteLink(event.notification.data && event.notification.data.link);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((w) => w.url === link);
      if (same) return same.focus();
      const ours = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (ours) {
        const focused = await ours.focus();
        return focused.navigate(link);
      }
      return self.clients.openWindow(link);
    })(),
  );
});
