import {
  WEB_PUSH_MESSAGES,
  WEB_PUSH_SETUP,
  WEB_PUSH_WORKER_PATH,
  type WebPushPayload,
} from '@casino/contracts';

/**
 * The spec's push setup (shell-and-access §4): an init event, the browser support check, the permission
 * request (only with `ask`, which a player's click on an explained prompt passes: a page load never asks,
 * docs/web-push.md), the messaging client (our service worker), the push token (the PushManager subscription, up to 5
 * tries 1,000 ms apart), incoming messages forwarded as a message event, and the token published through an
 * updateToken event. Failures are logged, never thrown at the player.
 */

/** Window events of the setup, for whoever listens (the feature root publishes the token on updateToken). */
export const WEB_PUSH_EVENTS = {
  init: 'webPush:init',
  message: 'webPush:message',
  updateToken: 'webPush:updateToken',
} as const;

export type WebPushSetupResult = 'unsupported' | 'notAsked' | 'denied' | 'failed' | 'subscribed';

export interface WebPushSetupEnv {
  /**
   * Ask for the permission when the player has not answered yet: true only on a player's gesture (the
   * browser's prompt then follows the site's own explanation). Without it, the setup goes on only for a
   * permission already granted and ends quietly (`notAsked`) for one not asked yet.
   */
  ask?: boolean;
  /** The server's VAPID public key (base64url). */
  publicKey: () => Promise<string>;
  /** Waits between token tries (tests may pass their own). */
  sleep?: (ms: number) => Promise<void>;
  log?: Pick<Console, 'warn' | 'error'>;
}

const toBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

export const isWebPushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The subscription, fetched up to `tokenAttempts` times `tokenRetryMs` apart; null when every try failed. */
async function fetchToken(
  registration: ServiceWorkerRegistration,
  applicationServerKey: Uint8Array<ArrayBuffer>,
  env: Required<Pick<WebPushSetupEnv, 'sleep' | 'log'>>,
): Promise<PushSubscription | null> {
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= WEB_PUSH_SETUP.tokenAttempts; attempt++) {
    try {
      return (
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }))
      );
    } catch (error) {
      lastError = error;
      if (attempt < WEB_PUSH_SETUP.tokenAttempts) await env.sleep(WEB_PUSH_SETUP.tokenRetryMs);
    }
  }
  env.log.error(WEB_PUSH_MESSAGES.retriesExhausted, lastError);
  return null;
}

/**
 * The player's answer so far, without asking: `Notification.permission`, or a block the Permissions API reports
 * while it still reads 'default' (a block made outside the page; headless Chromium's DevTools block shows in
 * neither until the site asks, e2e/web-push.spec.ts).
 */
async function knownPermission(): Promise<NotificationPermission> {
  if (Notification.permission !== 'default') return Notification.permission;
  const state = await navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => status.state)
    .catch(() => null);
  return state === 'denied' ? 'denied' : 'default';
}

export async function setupWebPush(env: WebPushSetupEnv): Promise<WebPushSetupResult> {
  const log = env.log ?? console;
  const sleep = env.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  window.dispatchEvent(new CustomEvent(WEB_PUSH_EVENTS.init));
  if (!isWebPushSupported()) {
    log.warn(WEB_PUSH_MESSAGES.unsupported);
    return 'unsupported';
  }
  try {
    const known = await knownPermission();
    if (!env.ask && known === 'default') return 'notAsked';
    const permission = env.ask && known === 'default' ? await Notification.requestPermission() : known;
    if (permission !== 'granted') {
      log.warn(WEB_PUSH_MESSAGES.denied);
      return 'denied';
    }
    // The messaging client: our service worker shows pushes and forwards them to open pages.
    await navigator.serviceWorker.register(WEB_PUSH_WORKER_PATH, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { type?: string; payload?: WebPushPayload } | null;
      if (data?.type === 'web-push')
        window.dispatchEvent(new CustomEvent(WEB_PUSH_EVENTS.message, { detail: data.payload }));
    });
    const subscription = await fetchToken(registration, toBytes(await env.publicKey()), { sleep, log });
    if (!subscription) {
      log.error(WEB_PUSH_MESSAGES.setupFailed);
      return 'failed';
    }
    window.dispatchEvent(new CustomEvent(WEB_PUSH_EVENTS.updateToken, { detail: subscription.toJSON() }));
    return 'subscribed';
  } catch (error) {
    log.error(WEB_PUSH_MESSAGES.setupFailed, error);
    return 'failed';
  }
}
