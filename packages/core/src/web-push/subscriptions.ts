import { createPublicKey, type KeyObject } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { WebPushPreferences, WebPushSubscriptionRequest } from '@casino/contracts';
import type { Db } from '../db/client.ts';
import { webPushPreferences, webPushSubscriptions } from '../db/schema/index.ts';
import { invalid } from '../errors.ts';
import { isAllowedPushEndpoint } from './push-endpoints.ts';

/** The public key of an uncompressed P-256 point (a browser's p256dh key, a VAPID key); throws when it is not one. */
export function p256PublicKey(raw: Buffer): KeyObject {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

/** Whether the bytes are an uncompressed point on P-256. */
function isP256Point(raw: Buffer): boolean {
  try {
    p256PublicKey(raw);
    return true;
  } catch {
    return false;
  }
}

export type WebPushSubscriptionRow = typeof webPushSubscriptions.$inferSelect;

/**
 * PUT /rest/web-push/subscription/ (the spec's updateToken): stores the device's subscription for the player.
 * The device's previous subscription is replaced; an endpoint another player held on this browser moves to
 * this player (one transaction, so no endpoint is ever stored twice).
 */
export async function saveWebPushSubscription(
  db: Db,
  input: WebPushSubscriptionRequest & {
    playerId: string;
    brand: string;
    userAgent: string | null;
    allowedHosts: readonly string[];
    now: Date;
  },
): Promise<WebPushSubscriptionRow> {
  const { endpoint, keys } = input.subscription;
  if (!isAllowedPushEndpoint(endpoint, input.allowedHosts))
    throw invalid('This browser’s push service is not one the site can send to.', {
      endpoint: ['This browser’s push service is not one the site can send to.'],
    });
  if (!isP256Point(Buffer.from(keys.p256dh, 'base64url')))
    throw invalid('The p256dh key is not a P-256 public key.', { p256dh: ['Not a P-256 public key.'] });
  if (Buffer.from(keys.auth, 'base64url').length !== 16)
    throw invalid('The auth secret is not 16 bytes.', { auth: ['Not 16 bytes.'] });
  return db.transaction(async (tx) => {
    await tx.delete(webPushSubscriptions).where(eq(webPushSubscriptions.endpoint, endpoint));
    const values = {
      playerId: input.playerId,
      brand: input.brand,
      deviceId: input.deviceId,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      refreshedAt: input.now,
    };
    const [row] = await tx
      .insert(webPushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: [webPushSubscriptions.playerId, webPushSubscriptions.deviceId],
        set: { ...values, lastDeliveredAt: null },
      })
      .returning();
    return row!;
  });
}

/** DELETE /rest/web-push/subscription/: the player turned push off on this device (or signed out). */
export async function removeWebPushSubscription(db: Db, input: { playerId: string; deviceId: string }) {
  const removed = await db
    .delete(webPushSubscriptions)
    .where(
      and(
        eq(webPushSubscriptions.playerId, input.playerId),
        eq(webPushSubscriptions.deviceId, input.deviceId),
      ),
    )
    .returning({ id: webPushSubscriptions.id });
  return { removed: removed.length };
}

export async function listWebPushSubscriptionsOf(
  db: Db,
  playerId: string,
): Promise<WebPushSubscriptionRow[]> {
  return db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.playerId, playerId));
}

/** GET /rest/web-push/preferences/: the player's choices (marketing off until turned on) and device count. */
export async function getWebPushPreferences(
  db: Db,
  playerId: string,
): Promise<WebPushPreferences & { devices: number }> {
  const [[prefs], [devices]] = await Promise.all([
    db.select().from(webPushPreferences).where(eq(webPushPreferences.playerId, playerId)),
    db.select({ n: count() }).from(webPushSubscriptions).where(eq(webPushSubscriptions.playerId, playerId)),
  ]);
  return { marketing: prefs?.marketing ?? false, devices: Number(devices?.n ?? 0) };
}

/** PUT /rest/web-push/preferences/ */
export async function setWebPushPreferences(
  db: Db,
  input: WebPushPreferences & { playerId: string; now: Date },
): Promise<WebPushPreferences & { devices: number }> {
  await db
    .insert(webPushPreferences)
    .values({ playerId: input.playerId, marketing: input.marketing, updatedAt: input.now })
    .onConflictDoUpdate({
      target: webPushPreferences.playerId,
      set: { marketing: input.marketing, updatedAt: input.now },
    });
  return getWebPushPreferences(db, input.playerId);
}
