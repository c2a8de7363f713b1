import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { WebPushPayload } from '@casino/contracts';
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/client.ts';
import { webPushSubscriptions } from '../db/schema/index.ts';
import { isAllowedPushEndpoint } from './push-endpoints.ts';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` (RFC 8292 `sub`): whom a push service contacts about this sender. */
  subject: string;
}

export type WebPushOutcome = 'delivered' | 'failed' | 'removed';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface WebPushSender {
  /**
   * Sends one push; a subscription the push service calls gone (404/410), or whose endpoint is not an allowed
   * push service, is removed. Never throws.
   */
  send(
    target: PushTarget,
    payload: WebPushPayload,
    options?: { ttlSeconds?: number },
  ): Promise<WebPushOutcome>;
  readonly publicKey: string;
}

export interface WebPushSenderDeps {
  db: Db;
  clock: Clock;
  vapid: VapidConfig;
  /** The push services the server may POST to (`isAllowedPushEndpoint`'s hosts; config `WEB_PUSH_ENDPOINTS`). */
  allowedHosts: readonly string[];
  logger?: { warn(obj: object, msg?: string): void };
  /** A push service that does not answer within this is a failure (the next push tries again). */
  timeoutMs?: number;
}

/** How long a push service keeps an undelivered push (a day: a notice older than that is stale). */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends with the `web-push` library's protocol half (RFC 8291 aes128gcm encryption, RFC 8292 VAPID JWT) and
 * posts the request itself with fetch, so a timeout cancels it and no redirect is followed. The endpoint is
 * checked against the allowed push services here as well as at subscribe: a stored row may predate the list,
 * or the list may have been narrowed since (SSRF otherwise).
 */
export function createWebPushSender(deps: WebPushSenderDeps): WebPushSender {
  const { db, clock, vapid, logger } = deps;
  return {
    publicKey: vapid.publicKey,
    async send(target, payload, options = {}) {
      if (!isAllowedPushEndpoint(target.endpoint, deps.allowedHosts)) {
        const removed = await db
          .delete(webPushSubscriptions)
          .where(eq(webPushSubscriptions.endpoint, target.endpoint))
          .returning({ id: webPushSubscriptions.id });
        // Logged by the send that removed it, so once per row.
        if (removed.length > 0)
          logger?.warn({ endpoint: target.endpoint }, 'web push endpoint not allowed: subscription removed');
        return 'removed';
      }
      let status: number;
      try {
        const request = webPush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: options.ttlSeconds ?? DEFAULT_TTL_SECONDS,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
          },
        );
        const response = await fetch(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: request.body as Buffer<ArrayBuffer>,
          redirect: 'error',
          signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        logger?.warn({ err: error, endpoint: target.endpoint }, 'web push failed');
        return 'failed';
      }
      if (status === 404 || status === 410) {
        await db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, target.endpoint));
        return 'removed';
      }
      if (status >= 200 && status < 300) {
        await db
          .update(webPushSubscriptions)
          .set({ lastDeliveredAt: clock.now() })
          .where(eq(webPushSubscriptions.endpoint, target.endpoint));
        return 'delivered';
      }
      logger?.warn({ status, endpoint: target.endpoint }, 'web push refused');
      return 'failed';
    },
  };
}
