import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { randomId, serialId, timestamptz, createdAt } from './columns.ts';
import { operators } from './backoffice.ts';
import { playerRef, playerKey } from './identity.ts';

/**
 * A browser's Web Push subscription (RFC 8030 endpoint + RFC 8291 keys), one per player and device: the
 * device id is the browser's own random id (localStorage), so a refreshed subscription replaces the device's
 * old one. An endpoint belongs to one browser, so it is unique: a second player signing in on the same
 * browser takes it over. Removed when the push service answers 404/410.
 */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: randomId(),
    playerId: playerRef(),
    brand: text('brand').notNull(),
    deviceId: text('device_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    /** When the browser last published this subscription (the client refreshes it after 7 days). */
    refreshedAt: timestamptz('refreshed_at').notNull(),
    lastDeliveredAt: timestamptz('last_delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('web_push_subscriptions_device_idx').on(t.playerId, t.deviceId),
    uniqueIndex('web_push_subscriptions_endpoint_idx').on(t.endpoint),
    index('web_push_subscriptions_brand_idx').on(t.brand),
  ],
);

/**
 * A player's push choices. Feature notices (their own rewards and decisions) go to every subscribed device;
 * marketing campaigns only to players who opted in here (off until they do).
 */
export const webPushPreferences = pgTable('web_push_preferences', {
  playerId: playerKey(),
  marketing: boolean('marketing').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * A marketing campaign written by an operator: texts in both languages, an audience (brand, language, last
 * activity; null = any) and a send time. The `web-push-campaigns` job sends it once across processes.
 */
export const webPushCampaigns = pgTable(
  'web_push_campaigns',
  {
    id: serialId(),
    name: text('name').notNull(),
    brand: text('brand'),
    locale: text('locale'),
    /** Only players whose last sign-in is within this many days. */
    activeWithinDays: integer('active_within_days'),
    titleEn: text('title_en').notNull(),
    bodyEn: text('body_en').notNull(),
    titleEs: text('title_es').notNull(),
    bodyEs: text('body_es').notNull(),
    link: text('link').notNull().default('/'),
    image: text('image'),
    icon: text('icon'),
    sendAt: timestamptz('send_at').notNull(),
    status: text('status', { enum: ['scheduled', 'sending', 'sent', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    createdBy: uuid('created_by').references(() => operators.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('web_push_campaigns_due_idx').on(t.status, t.sendAt),
    check(
      'web_push_campaigns_active_days_check',
      sql`${t.activeWithinDays} IS NULL OR ${t.activeWithinDays} > 0`,
    ),
  ],
);

/**
 * One attempt of a campaign on one subscription: the key makes a repeated run (a retry, another process) skip
 * what was sent; the campaign's counts are counted from here.
 */
export const webPushCampaignDeliveries = pgTable(
  'web_push_campaign_deliveries',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => webPushCampaigns.id, { onDelete: 'cascade' }),
    /** The subscription's endpoint (the subscription row itself may be removed by a 404/410). */
    endpoint: text('endpoint').notNull(),
    playerId: uuid('player_id').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed', 'removed'] }).notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.endpoint] })],
);
