import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BoFreeEntryEnterReplySchema,
  BoFreeEntryEnterSchema,
  BoFreeEntryQuerySchema,
  FREE_ENTRY_PATHS,
  type BoFreeEntryRow,
} from '@casino/contracts';
import {
  appendAudit,
  enterFreeEntryCodeInTransaction,
  listFreeEntryPage,
  publishBalance,
} from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList, type CsvColumn } from '../csv.ts';

const COLUMNS: CsvColumn<BoFreeEntryRow>[] = [
  { key: 'code', header: 'Code' },
  { key: 'status', header: 'Status' },
  { key: 'brand', header: 'Brand' },
  { key: 'email', header: 'Email' },
  { key: 'login', header: 'Login' },
  { key: 'playerId', header: 'Player id' },
  { key: 'entries', header: 'Entries' },
  { key: 'createdAt', header: 'Requested' },
  { key: 'creditedAt', header: 'Entered' },
  { key: 'creditedBy', header: 'Entered by' },
];

/**
 * Mail-in requests in the back-office: the list (`free-entry.read`) and entering a received request by
 * its code (`free-entry.enter`), credit and audit row (`free-entry.enter`) in one transaction. A code
 * entered again answers `credited: false` and writes no audit row: nothing changed.
 */
export const backofficeFreeEntryRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'>
> = async (app, { db, clock, publisher }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    FREE_ENTRY_PATHS.boList,
    { onRequest: requireBackoffice('free-entry.read'), schema: { querystring: BoFreeEntryQuerySchema } },
    async (request, reply) =>
      sendList(reply, request.query, await listFreeEntryPage(db, exportPage(request.query)), COLUMNS),
  );

  r.post(
    FREE_ENTRY_PATHS.boEnter,
    {
      onRequest: requireBackoffice('free-entry.enter'),
      schema: { body: BoFreeEntryEnterSchema, response: { 200: BoFreeEntryEnterReplySchema } },
    },
    async (request, reply) => {
      noStore(reply);
      const audit = auditOf(request, clock);
      const entered = await db.transaction(async (tx) => {
        const result = await enterFreeEntryCodeInTransaction(tx, {
          code: request.body.code,
          operatorEmail: audit.operatorEmail,
          at: audit.at,
        });
        if (result.credited || result.row.status !== result.before.status)
          await appendAudit(tx, {
            ...audit,
            action: 'free-entry.enter',
            targetType: 'player',
            targetId: result.row.playerId,
            before: { code: result.row.code, ...result.before },
            after: { code: result.row.code, status: result.row.status, entries: result.row.entries },
          });
        return result;
      });
      if (entered.credited) await publishBalance(db, publisher, entered.row.playerId);
      return { success: true as const, data: { row: entered.row, credited: entered.credited } };
    },
  );
};
