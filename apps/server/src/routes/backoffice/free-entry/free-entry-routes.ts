import type { FastifyPluginAsync } from 'fastify';
import {
  BoFreeEntryEnterReplySchema,
  BoFreeEntryEnterSchema,
  BoFreeEntryQuerySchema,
  FREE_ENTRY_PATHS,
} from '@casino/contracts';
import {
  appendAudit,
  enterFreeEntryCodeInTransaction,
  listFreeEntryPage,
  publishBalance,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { defineListRoute, listRoute } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const REQUESTS = listRoute('free-entry.read', BoFreeEntryQuerySchema, listFreeEntryPage, {
  code: 'Code',
  status: 'Status',
  brand: 'Brand',
  email: 'Email',
  login: 'Login',
  playerId: 'Player id',
  entries: 'Entries',
  createdAt: 'Requested',
  creditedAt: 'Entered',
  creditedBy: 'Entered by',
});

/**
 * Mail-in requests in the back-office: the list (`free-entry.read`) and entering a received request by
 * its code (`free-entry.enter`), credit and audit row (`free-entry.enter`) in one transaction. A code
 * entered again answers `credited: false` and writes no audit row: nothing changed.
 */
export const backofficeFreeEntryRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'>
> = async (app, { db, clock, publisher }) => {
  defineListRoute(app, FREE_ENTRY_PATHS.boList, { db, clock }, REQUESTS);

  defineRoute(app, 'POST', FREE_ENTRY_PATHS.boEnter, {
    guard: { backoffice: 'free-entry.enter' },
    schema: { body: BoFreeEntryEnterSchema, response: { 200: BoFreeEntryEnterReplySchema } },
    handler: async (request) => {
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
      return { data: { row: entered.row, credited: entered.credited } };
    },
  });
};
