import type { FastifyReply } from 'fastify';
import type { BackofficeListQuery } from '@casino/contracts';
import { csvCell } from '../../http/csv.ts';

// The cell rules live in http/csv.ts, shared with the account history export.
export { csvCell };

/** One column of a list's CSV export: the row's `key`, under `header`; `value` when the cell is computed. */
export interface CsvColumn<Row> {
  key: keyof Row & string;
  header: string;
  value?: (row: Row) => unknown;
}

/** The most rows one CSV export holds (a list asks for this many when `format=csv`, see `exportPage`). */
export const CSV_MAX_ROWS = 10_000;

/** The page to load: the asked one, or the first CSV_MAX_ROWS rows for an export. */
export const exportPage = <Q extends Pick<BackofficeListQuery, 'page' | 'pageSize' | 'format'>>(
  query: Q,
): Q => (query.format === 'csv' ? { ...query, page: 1, pageSize: CSV_MAX_ROWS } : query);

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows)
    lines.push(columns.map((c) => csvCell(c.value ? c.value(row) : row[c.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Answers a list: `{ success, data: { rows, total, page, pageSize } }`, or with `format=csv` the rows as a
 * `text/csv` attachment (header row first) named after the list. Use `exportPage(query)` to load the page.
 */
export function sendList<Row>(
  reply: FastifyReply,
  query: Pick<BackofficeListQuery, 'format'>,
  page: { rows: Row[]; total: number; page: number; pageSize: number },
  columns: readonly CsvColumn<Row>[],
) {
  reply.header('cache-control', 'private, no-store');
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
