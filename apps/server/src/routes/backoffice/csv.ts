import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { BackofficeListQuery, Permission } from '@casino/contracts';
import { findPlayerOr404, type Clock, type Db, type ListPage } from '@casino/core';
import { csvCell } from '../../http/csv.ts';
import { defineRoute } from '../../http/define-route.ts';

// The cell rules live in http/csv.ts, shared with the account history export.
export { csvCell };

/**
 * One column of a list's CSV export: the row's `key`, under `header`; `value` when the cell is computed. A bare
 * key is a column under its own name.
 */
export type CsvColumn<Row> =
  (keyof Row & string) | { key: keyof Row & string; header: string; value?: (row: Row) => unknown };

/** A list's named columns in their order: each row key under its header, `[header, value]` when computed. */
type Named<Row> = string | readonly [header: string, value: (row: Row) => unknown];
export type CsvHeaders<Row> = {
  [K in keyof Row & string]?: Named<Row>;
};

/** The columns of `headers` (`{ id: 'Id', priceCents: ['Price (USD)', (row) => …] }`), in the object's order. */
export const csvColumns = <Row>(headers: CsvHeaders<Row>): CsvColumn<Row>[] =>
  (Object.entries(headers) as [keyof Row & string, Named<Row>][]).map(([key, named]) =>
    typeof named === 'string' ? { key, header: named } : { key, header: named[0], value: named[1] },
  );

/** The most rows one CSV export holds (a list asks for this many when `format=csv`, see `exportPage`). */
export const CSV_MAX_ROWS = 10_000;

/** The page to load: the asked one, or the first CSV_MAX_ROWS rows for an export. */
export const exportPage = <Q extends Pick<BackofficeListQuery, 'page' | 'pageSize' | 'format'>>(
  query: Q,
): Q => (query.format === 'csv' ? { ...query, page: 1, pageSize: CSV_MAX_ROWS } : query);

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const cells = columns.map((c) => (typeof c === 'string' ? { key: c, header: c } : c));
  const lines = [cells.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows)
    lines.push(cells.map((c) => csvCell(c.value ? c.value(row) : row[c.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Answers a list: `{ success, data: { rows, total, page, pageSize } }`, or with `format=csv` the rows as a
 * `text/csv` attachment (header row first) named after the list, under the back-office guard's `no-store`
 * (defineRoute). Use `exportPage(query)` to load the page.
 */
export function sendList<Row>(
  reply: FastifyReply,
  query: Pick<BackofficeListQuery, 'format'>,
  page: { rows: Row[]; total: number; page: number; pageSize: number },
  columns: readonly CsvColumn<Row>[],
) {
  if (query.format !== 'csv') return reply.send({ success: true as const, data: page });
  const route = reply.request.routeOptions.url ?? 'list';
  const name =
    route
      .split('/')
      .filter((part) => part && !part.startsWith(':'))
      .at(-1) ?? 'list';
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name.replace(/[^a-z0-9-]/gi, '')}.csv"`)
    .send(toCsv(page.rows, columns));
}

export type ListQuery = Pick<BackofficeListQuery, 'page' | 'pageSize' | 'format'>;

/**
 * A list route's handler: `load` reads the page the query asks for (the first CSV_MAX_ROWS rows for an export,
 * see `exportPage`), given the request for its params; `sendList` answers it with `columns`. The request's type
 * comes from the route's schema, so each list keeps its own query and row types.
 */
export const listHandler =
  <R extends { query: ListQuery }, Row>(
    load: (query: R['query'], request: R) => Promise<ListPage<Row>>,
    columns: readonly CsvColumn<Row>[],
  ) =>
  async (request: R, reply: FastifyReply) =>
    sendList(reply, request.query, await load(exportPage(request.query), request), columns);

/** A list of one player's (`:playerId` in the route): a missing player is a 404, not an empty list. */
export const playerList = <R extends { query: ListQuery; params: { playerId: string } }, Row>(
  db: Db,
  load: (playerId: string, query: R['query']) => Promise<ListPage<Row>>,
  columns: readonly CsvColumn<Row>[],
) =>
  listHandler<R, Row>(async (query, { params }) => {
    await findPlayerOr404(db, params.playerId);
    return load(params.playerId, query);
  }, columns);

/**
 * A back-office list as data (issue #29): who may read it, its query's schema, the core use case that loads a
 * page, and the columns of its CSV export.
 */
export interface ListRoute<Q extends ListQuery, Row> {
  permission: Permission;
  query: z.ZodType<Q>;
  load: (db: Db, query: Q, now: Date) => Promise<ListPage<Row>>;
  columns: readonly CsvColumn<Row>[];
}

/**
 * Declares a list where its columns are (module level), so its row type is inferred once from `load`; the
 * columns as `csvColumns` names them.
 */
export const listRoute = <Q extends ListQuery, Row>(
  permission: Permission,
  query: z.ZodType<Q>,
  load: ListRoute<Q, Row>['load'],
  headers: CsvHeaders<Row>,
): ListRoute<Q, Row> => ({ permission, query, load, columns: csvColumns(headers) });

/** Registers GET `url` answering `list` behind its permission: a page, or its CSV export with `format=csv`. */
export function defineListRoute<Q extends ListQuery, Row>(
  app: FastifyInstance,
  url: string,
  { db, clock }: { db: Db; clock: Clock },
  list: ListRoute<Q, Row>,
) {
  const answer = listHandler<{ query: Q }, Row>((query) => list.load(db, query, clock.now()), list.columns);
  defineRoute(app, 'GET', url, {
    guard: { backoffice: list.permission },
    schema: { querystring: list.query },
    // The query is `list.query`'s output: the schema checked it before the handler runs.
    handler: (request, reply) => answer(request as { query: Q }, reply),
  });
}
