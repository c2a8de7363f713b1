import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { randomId, bigNumber, timestamptz, createdAt, updatedAt } from './columns.ts';
import { playerRef, playerKey } from './identity.ts';

/**
 * Mystery boxes a player earned (a purchase, coins wagered) or was given by an event (docs/engagement.md,
 * "Mystery box"). The content is drawn when the box opens and paid through the claim rule (occasion
 * `magic-box:{id}`); `source_ref` (`purchase:{paymentId}:{n}`, `play:{activityId}:{n}`, `event:{slug}:{player}:{n}`)
 * makes every source give its boxes once.
 */
export const magicBoxes = pgTable(
  'magic_boxes',
  {
    id: randomId(),
    playerId: playerRef(),
    brand: text('brand').notNull(),
    /** purchase | play | event */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    earnedAt: timestamptz('earned_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    openedAt: timestamptz('opened_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('magic_boxes_source_idx').on(t.sourceRef),
    index('magic_boxes_player_idx').on(t.playerId, t.expiresAt),
  ],
);

/** Coins a player wagered toward play-earned boxes (incremented by each coin round). */
export const magicBoxWagers = pgTable('magic_box_wagers', {
  playerId: playerKey(),
  coinsWagered: bigNumber('coins_wagered').notNull(),
  updatedAt: updatedAt(),
});
