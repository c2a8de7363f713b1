import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoRedeemApproveRequestSchema,
  BoRedeemParamsSchema,
  BoRedeemRejectRequestSchema,
  BoRedeemResponseSchema,
  BoRedeemsQuerySchema,
  type BoRedeemRow,
} from '@casino/contracts';
import {
  appendAudit,
  approveRedeemInTransaction,
  findRedeemRow,
  listRedeemsPage,
  rejectRedeemInTransaction,
} from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList, type CsvColumn } from '../csv.ts';

const COLUMNS: CsvColumn<BoRedeemRow>[] = [
  { key: 'id', header: 'Id' },
  { key: 'createdAt', header: 'Requested' },
  { key: 'status', header: 'Status' },
  { key: 'amount', header: 'Amount' },
  { key: 'email', header: 'Email' },
  { key: 'login', header: 'Login' },
  { key: 'playerId', header: 'Player id' },
  { key: 'decidedAt', header: 'Decided' },
  { key: 'note', header: 'Note' },
];

/**
 * The redeem queue (docs/backoffice.md): the list (`redeems.read`) and the decisions (`redeems.review`),
 * through the redeem use cases in a transaction that also writes the audit row (`redeem.approve`,
 * `redeem.reject`); the player hears the decision, and a rejection's returned winnings, after it commits.
 */
export const backofficeRedeemsRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'>
> = async (app, { db, clock, publisher }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const review = requireBackoffice('redeems.review');

  r.get(
    BACKOFFICE_QUEUE_PATHS.redeems,
    { onRequest: requireBackoffice('redeems.read'), schema: { querystring: BoRedeemsQuerySchema } },
    async (request, reply) =>
      sendList(reply, request.query, await listRedeemsPage(db, exportPage(request.query)), COLUMNS),
  );

  /** The decided request as the queue lists it. */
  const answer = async (id: string) => {
    const row = await findRedeemRow(db, id);
    if (!row) throw new Error(`redeem request ${id} vanished after its decision`);
    return { success: true as const, data: row };
  };

  r.post(
    BACKOFFICE_QUEUE_PATHS.redeemApprove,
    {
      onRequest: review,
      schema: {
        params: BoRedeemParamsSchema,
        body: BoRedeemApproveRequestSchema,
        response: { 200: BoRedeemResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { id } = request.params;
      const decided = await db.transaction(async (tx) => {
        const result = await approveRedeemInTransaction(tx, { redeemId: id });
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'redeem.approve',
          targetType: 'redeem',
          targetId: id,
          before: { ...result.before, playerId: result.playerId },
          after: { ...result.after, playerId: result.playerId },
        });
        return result;
      });
      await decided.notify({ db, publisher });
      return answer(id);
    },
  );

  r.post(
    BACKOFFICE_QUEUE_PATHS.redeemReject,
    {
      onRequest: review,
      schema: {
        params: BoRedeemParamsSchema,
        body: BoRedeemRejectRequestSchema,
        response: { 200: BoRedeemResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { id } = request.params;
      const decided = await db.transaction(async (tx) => {
        const result = await rejectRedeemInTransaction(tx, { redeemId: id, note: request.body.note });
        await appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'redeem.reject',
          targetType: 'redeem',
          targetId: id,
          before: { ...result.before, playerId: result.playerId },
          after: { ...result.after, playerId: result.playerId },
        });
        return result;
      });
      await decided.notify({ db, publisher });
      return answer(id);
    },
  );
};
