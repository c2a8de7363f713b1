import { bigint, bigserial, serial, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every time the schema keeps is an instant: a timestamp with its zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** The creation time every table keeps, set by the database. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** The last change's time, set by the database on insert (writers set it on update). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A numbered row's key, counted by the database. */
export const serialId = () => serial('id').primaryKey();

/** A row's random key, drawn by the database. */
export const randomId = () => uuid('id').primaryKey().defaultRandom();

/** The key of a table that grows fast (ledgers, events), counted by the database. */
export const bigSerialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A bigint column read as a JavaScript number: amounts and counters stay far below 2^53. */
export const bigNumber = (name: string) => bigint(name, { mode: 'number' });
