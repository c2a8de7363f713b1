import { useEffect } from 'react';
import { WEB_PUSH_SETUP, type WebPushSubscriptionRequest } from '@casino/contracts';
import { useRootData } from '../../lib/root-data.ts';
import { fetchWebPushKey, publishWebPushSubscription } from './web-push-api.ts';
import { setupWebPush, WEB_PUSH_EVENTS } from './web-push-setup.ts';

const DEVICE_KEY = 'webPush.deviceId';
const PUBLISHED_KEY = 'webPush.published';

/** This browser's own id (the server keeps one subscription per player and device). */
function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = crypto.randomUUID().replaceAll('-', '');
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

interface Published {
  player: string;
  endpoint: string;
  at: number;
}

/** Published for this player and endpoint less than 7 days ago: nothing to send. */
function isFresh(player: string, endpoint: string): boolean {
  try {
    const saved = JSON.parse(localStorage.getItem(PUBLISHED_KEY) ?? 'null') as Published | null;
    return (
      !!saved &&
      saved.player === player &&
      saved.endpoint === endpoint &&
      Date.now() - saved.at < WEB_PUSH_SETUP.refreshAfterMs
    );
  } catch {
    return false;
  }
}

/**
 * Web push for a signed-in player (a lazy root: never in a guest's first load). Runs the setup once per page
 * load without asking for the permission (a player turns notifications on with a click: push-settings.tsx),
 * so only a browser that already allows them subscribes here, and publishes the token on updateToken, again after 7 days or for another player on this browser.
 */
export function WebPushRoot() {
  const { player } = useRootData();
  const playerKey = player ? (player.login ?? player.email ?? 'player') : null;
  useEffect(() => {
    if (!playerKey) return;
    const onToken = (event: Event) => {
      const subscription = (event as CustomEvent<WebPushSubscriptionRequest['subscription']>).detail;
      if (isFresh(playerKey, subscription.endpoint)) return;
      publishWebPushSubscription({ deviceId: deviceId(), subscription })
        .then(() =>
          localStorage.setItem(
            PUBLISHED_KEY,
            JSON.stringify({ player: playerKey, endpoint: subscription.endpoint, at: Date.now() }),
          ),
        )
        .catch((error: unknown) => console.error('Failed to publish the push subscription', error));
    };
    window.addEventListener(WEB_PUSH_EVENTS.updateToken, onToken);
    void setupWebPush({ publicKey: fetchWebPushKey });
    return () => window.removeEventListener(WEB_PUSH_EVENTS.updateToken, onToken);
  }, [playerKey]);
  return null;
}
