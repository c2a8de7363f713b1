import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestamptz, updatedAt } from './columns.ts';

/** Key/value facts about the database itself, such as which seed version it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/** The redirect table consulted before every navigation. */
export const redirects = pgTable(
  'redirects',
  {
    id: serialId(),
    fromPath: text('from_path').notNull(),
    to: text('to').notNull(),
    type: text('type', { enum: ['internal', 'external'] }).notNull(),
    status: integer('status').notNull().default(302),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('redirects_from_path_idx').on(t.fromPath)],
);

/**
 * Each server process's heartbeat (the back-office's health panel): written every few seconds while it
 * runs, so the panel lists the processes seen lately and their uptime.
 */
export const serverProcesses = pgTable('server_processes', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamptz('started_at').notNull(),
  lastSeenAt: timestamptz('last_seen_at').notNull(),
});
