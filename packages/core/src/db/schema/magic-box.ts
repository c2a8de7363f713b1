import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { players } from './identity.ts';

/**
 * Mystery boxes a player earned (a purchase, coins wagered) or was given by an event (docs/engagement.md,
 * "Mystery box"). The content is drawn when the box opens and paid through the claim rule (occasion
 * `magic-box:{id}`); `source_ref` (`purchase:{paymentId}:{n}`, `play:{activityId}:{n}`, `event:{slug}:{player}:{n}`)
 * makes every source give its boxes once.
 */
export const magicBoxes = pgTable(
  'magic_boxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    /** purchase | play | event */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('magic_boxes_source_idx').on(t.sourceRef),
    index('magic_boxes_player_idx').on(t.playerId, t.expiresAt),
  ],
);

/** Coins a player wagered toward play-earned boxes (incremented by each coin round). */
export const magicBoxWagers = pgTable('magic_box_wagers', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  coinsWagered: bigint('coins_wagered', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
