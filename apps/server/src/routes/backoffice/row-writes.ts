import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { BackofficeDeletedSchema, BackofficeRowIdParamsSchema, type Permission } from '@casino/contracts';
import type { Clock, Db } from '@casino/core';
import { defineRoute } from '../../http/define-route.ts';
import { auditedWrite } from './audit.ts';

/**
 * A back-office screen's rows (a banner, an offer, a region…) and how they are written, as data: the screen
 * names its use cases instead of writing each route out (issue #29). `target` is the audit row's target type
 * and its actions' prefix (`banner.create`, `banner.update`, `banner.delete`).
 */
export interface RowWrites<Row extends { id: number }, Create, Update> {
  target: string;
  permission: Permission;
  /** The list's URL (POST creates there) and one row's, with `:id` (PATCH edits, DELETE removes). */
  paths: { list: string; one: string };
  /** The contracts' schema of a create's and an edit's answer, `{ success, data: shown(row) }`. */
  reply?: z.ZodType;
  create?: { body: z.ZodType<Create>; run: (tx: Db, body: Create, now: Date) => Promise<Row> };
  update?: {
    body: z.ZodType<Update>;
    run: (tx: Db, input: { id: number; update: Update }, now: Date) => Promise<{ before: Row; after: Row }>;
  };
  remove?: (tx: Db, id: number) => Promise<Row>;
  /** The row as the screen shows it, the answer's `data`. */
  shown: (row: Row, now: Date) => unknown;
  /** The row as its audit entry keeps it: as shown unless said otherwise (some keep the table's row). */
  audited?: (row: Row, now: Date) => unknown;
  /** After the commit: caches to drop, pages to tell (`before` is absent on a create, `after` on a removal). */
  changed?: (after: Row | null, before: Row | null) => void;
}

/**
 * Registers the writes `rows` declares, each behind its permission with its body checked by the contracts'
 * schema, the write and its audit row (`<target>.create|update|delete`, the row before and after) in one
 * transaction; a removal answers `{ success: true }`.
 */
export function defineRowWrites<Row extends { id: number }, Create, Update>(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  rows: RowWrites<Row, Create, Update>,
) {
  const { target, permission, paths, reply, create, update, remove, shown, changed } = rows;
  const audited = rows.audited ?? shown;
  const guard = { backoffice: permission };
  const describe = (action: string, before: Row | null, after: Row | null, now: Date) => ({
    action: `${target}.${action}`,
    targetType: target,
    targetId: String((after ?? before)!.id),
    before: before && audited(before, now),
    after: after && audited(after, now),
  });

  if (create)
    defineRoute(app, 'POST', paths.list, {
      guard,
      schema: { body: create.body, response: { 200: reply! } },
      handler: async (request) => {
        const now = clock.now();
        const row = await auditedWrite(
          { db, clock },
          request,
          (tx) => create.run(tx, request.body as Create, now),
          (created) => describe('create', null, created, now),
        );
        changed?.(row, null);
        return { data: shown(row, now) };
      },
    });

  if (update)
    defineRoute(app, 'PATCH', paths.one, {
      guard,
      schema: { params: BackofficeRowIdParamsSchema, body: update.body, response: { 200: reply! } },
      handler: async (request) => {
        const now = clock.now();
        const { before, after } = await auditedWrite(
          { db, clock },
          request,
          (tx) => update.run(tx, { id: request.params.id, update: request.body as Update }, now),
          (change) => describe('update', change.before, change.after, now),
        );
        changed?.(after, before);
        return { data: shown(after, now) };
      },
    });

  if (remove)
    defineRoute(app, 'DELETE', paths.one, {
      guard,
      schema: { params: BackofficeRowIdParamsSchema, response: { 200: BackofficeDeletedSchema } },
      handler: async (request) => {
        const now = clock.now();
        const removed = await auditedWrite(
          { db, clock },
          request,
          (tx) => remove(tx, request.params.id),
          (row) => describe('delete', row, null, now),
        );
        changed?.(null, removed);
        return {};
      },
    });
}
