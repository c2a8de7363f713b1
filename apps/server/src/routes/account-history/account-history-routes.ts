import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  ACCOUNT_HISTORY_CSV_MAX_ROWS,
  ACCOUNT_HISTORY_MAX_PAGE_SIZE,
  AccountHistoryQuerySchema,
  AccountHistoryResponseSchema,
  describeAccountHistoryRow,
  fromMinorUnits,
  type AccountHistoryRow,
  type MessageTree,
} from '@casino/contracts';
import { dayRange, eachAccountHistoryRow, listAccountHistory } from '@casino/core';
import { messages } from '@casino/web/messages';
import { csvLine } from '../../http/csv.ts';
import { localeOfRequest } from '../../http/request-locale.ts';
import { signedInPlayerId } from '../../plugins/player-auth.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

const lookupIn = (tree: MessageTree) => (key: string) => {
  let node: MessageTree | string | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/** The CSV's columns, in order: headers come from `accountHistory.csv.<key>` in the reader's language. */
const CSV_COLUMNS = ['date', 'type', 'description', 'currency', 'amount', 'game', 'price', 'status', 'id'];

function csvRow(row: AccountHistoryRow, text: (key: string) => string | undefined) {
  return csvLine([
    row.createdAt,
    text(`accountHistory.type.${row.type}`) ?? row.type,
    describeAccountHistoryRow(row, text),
    row.currency,
    // Player-facing units (entries with cents), signed.
    fromMinorUnits(row.currency, row.amount),
    row.gameTitle ?? row.gameId ?? '',
    row.priceCents === null ? '' : (row.priceCents / 100).toFixed(2),
    row.redeemStatus ? (text(`accountHistory.redeemStatus.${row.redeemStatus}`) ?? row.redeemStatus) : '',
    row.id,
  ]);
}

/**
 * The signed-in player's account history: `GET /rest/player/account-history/` answers a keyset page, with
 * `format=csv` a streamed download of the filter's newest ACCOUNT_HISTORY_CSV_MAX_ROWS rows.
 */
export const accountHistoryRoutes: FastifyPluginAsync<Pick<Services, 'db'>> = async (app, { db }) => {
  defineRoute(app, 'GET', '/rest/player/account-history/', {
    guard: 'player',
    config: { rateLimit: RATE_LIMITS.accountHistory },
    schema: { querystring: AccountHistoryQuerySchema, response: { 200: AccountHistoryResponseSchema } },
    handler: async (request, reply) => {
      const q = request.query;
      const filter = {
        playerId: signedInPlayerId(request),
        type: q.type,
        currency: q.currency,
        ...dayRange({ from: q.from, to: q.to, tz: q.tz }),
        before: q.cursor === undefined ? undefined : Number(q.cursor),
      };
      if (q.format !== 'csv') return { data: await listAccountHistory(db, { ...filter, limit: q.limit }) };

      const text = lookupIn(messages[localeOfRequest(request)]);
      const rows = eachAccountHistoryRow(db, filter, {
        max: ACCOUNT_HISTORY_CSV_MAX_ROWS,
        pageSize: ACCOUNT_HISTORY_MAX_PAGE_SIZE * 5,
      });
      async function* lines() {
        // A BOM so spreadsheet programs read the accents of the Spanish headers as UTF-8.
        yield `\uFEFF${csvLine(CSV_COLUMNS.map((c) => text(`accountHistory.csv.${c}`) ?? c))}`;
        for await (const row of rows) yield csvRow(row, text);
      }
      // The stream is not the JSON reply the schema types; Fastify sends a stream as it is.
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="account-history.csv"')
        .send(Readable.from(lines()));
    },
  });
};
