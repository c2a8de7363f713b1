import type { FastifyPluginAsync } from 'fastify';
import {
  BACKOFFICE_QUEUE_PATHS,
  BoDocumentParamsSchema,
  BoDocumentReviewRequestSchema,
  BoDocumentReviewResponseSchema,
  BoDocumentsQuerySchema,
} from '@casino/contracts';
import {
  appendAudit,
  findDocumentRow,
  listDocumentsPage,
  readDocumentFile,
  reviewDocumentInTransaction,
} from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditedWrite, auditOf } from '../audit.ts';
import { defineListRoute, listRoute } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const DOCUMENTS = listRoute('documents.read', BoDocumentsQuerySchema, listDocumentsPage, {
  id: 'Id',
  createdAt: 'Uploaded',
  status: 'Status',
  email: 'Email',
  login: 'Login',
  playerId: 'Player id',
  mime: 'Type',
  size: 'Bytes',
  reviewedAt: 'Reviewed',
  reviewNote: 'Note',
});

/**
 * The identity document queue (docs/backoffice.md): the list (`documents.read`), each file as it was
 * uploaded, and the review (`documents.review`) — audited `document.review` in the review's transaction;
 * the player's open pages hear the decision after it commits.
 */
export const backofficeDocumentsRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher' | 'documents'>
> = async (app, { db, clock, publisher, documents: storage }) => {
  defineListRoute(app, BACKOFFICE_QUEUE_PATHS.documents, { db, clock }, DOCUMENTS);

  // The file itself, shown in the page (an image, or a PDF in a frame): never cached, never sniffed, and
  // unable to run anything of its own. Each view is audited (`document.view`).
  defineRoute(app, 'GET', BACKOFFICE_QUEUE_PATHS.documentFile, {
    guard: { backoffice: 'documents.read' },
    schema: { params: BoDocumentParamsSchema },
    handler: async (request, reply) => {
      const file = await readDocumentFile({ db, storage }, request.params.id);
      // Identity documents are personal data: who looked at one is kept like any other action.
      await db.transaction((tx) =>
        appendAudit(tx, {
          ...auditOf(request, clock),
          action: 'document.view',
          targetType: 'document',
          targetId: request.params.id,
          after: { playerId: file.playerId },
        }),
      );
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        )
        .send(file.data);
    },
  });

  defineRoute(app, 'POST', BACKOFFICE_QUEUE_PATHS.documentReview, {
    guard: { backoffice: 'documents.review' },
    schema: {
      params: BoDocumentParamsSchema,
      body: BoDocumentReviewRequestSchema,
      response: { 200: BoDocumentReviewResponseSchema },
    },
    handler: async (request) => {
      const { id } = request.params;
      const reviewed = await auditedWrite(
        { db, clock },
        request,
        (tx) =>
          reviewDocumentInTransaction(tx, {
            documentId: id,
            status: request.body.status,
            note: request.body.note ?? null,
          }),
        (result) => ({
          action: 'document.review',
          targetType: 'document',
          targetId: id,
          before: { ...result.before, playerId: result.playerId },
          after: { ...result.after, playerId: result.playerId },
        }),
      );
      await reviewed.notify({ db, publisher });
      const row = await findDocumentRow(db, id);
      if (!row) throw new Error(`document ${id} vanished after its review`);
      return { data: row };
    },
  });
};
