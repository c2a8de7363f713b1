import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Key/value facts about the database itself, such as which seed version it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The redirect table consulted before every navigation. */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    fromPath: text('from_path').notNull(),
    to: text('to').notNull(),
    type: text('type', { enum: ['internal', 'external'] }).notNull(),
    status: integer('status').notNull().default(302),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('redirects_from_path_idx').on(t.fromPath)],
);
