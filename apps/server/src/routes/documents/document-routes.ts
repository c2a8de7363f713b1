import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_TEXTS,
  DocumentIdParamsSchema,
  DocumentListResponseSchema,
  DocumentReviewResponseSchema,
  DocumentOpsListQuerySchema,
  DocumentOpsListResponseSchema,
  DocumentReviewSchema,
  DocumentUploadResponseSchema,
  ProfilePageResponseSchema,
  VALIDATION,
} from '@casino/contracts';
import {
  DomainError,
  getDocumentConfirmStatus,
  listDocuments,
  listDocumentsForReview,
  requirePlayer,
  reviewDocument,
  uploadDocument,
} from '@casino/core';
import { findNul } from '../../http/input-guard.ts';
import { noStore } from '../../plugins/caching.ts';
import { requireOperator } from '../../plugins/operator-auth.ts';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

export const documentRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'publisher' | 'documents'>> = async (
  app,
  { db, publisher, documents: storage },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Scoped to this plugin: only the upload endpoint accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  r.post(
    '/rest/player/documents/',
    {
      schema: { response: { 200: DocumentUploadResponseSchema } },
      config: { rateLimit: RATE_LIMITS.documentUpload },
    },
    async (request) => {
      await requirePlayer(db, request.playerId);
      if (!request.isMultipart())
        throw new DomainError(415, DOCUMENT_TEXTS.noFile, undefined, 'document_missing');
      // The multipart parser throws on bodies people's browsers never send (no boundary, cut mid-file):
      // everything it throws is a refusal of the upload, never our failure.
      let file: Awaited<ReturnType<typeof request.file>>;
      let data: Buffer;
      try {
        file = await request.file();
        if (!file) throw new DomainError(400, DOCUMENT_TEXTS.noFile, undefined, 'document_missing');
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof DomainError) throw error;
        if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE'))
          throw new DomainError(413, DOCUMENT_TEXTS.rejectedText, undefined, 'document_too_large');
        throw new DomainError(400, VALIDATION.request.brokenUpload, undefined, 'document_broken');
      }
      if (findNul(file.filename))
        throw new DomainError(400, VALIDATION.request.nulCharacter, {
          fileName: [VALIDATION.request.nulCharacter],
        });
      const document = await uploadDocument(
        { db, storage, publisher },
        { playerId: request.playerId, data, originalName: file.filename },
      );
      return { success: true as const, message: DOCUMENT_TEXTS.uploaded, data: document };
    },
  );

  r.get(
    '/rest/player/documents/',
    { schema: { response: { 200: DocumentListResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { success: true as const, data: await listDocuments(db, request.playerId) };
    },
  );

  r.get(
    '/rest/page/profile/',
    { schema: { response: { 200: ProfilePageResponseSchema } } },
    async (request, reply) => {
      const player = await requirePlayer(db, request.playerId);
      noStore(reply);
      return {
        success: true as const,
        payload: { documentConfirmStatus: await getDocumentConfirmStatus(db, player.id) },
      };
    },
  );

  r.get(
    '/rest/ops/documents/',
    {
      onRequest: requireOperator,
      schema: { querystring: DocumentOpsListQuerySchema, response: { 200: DocumentOpsListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await listDocumentsForReview(db, request.query),
    }),
  );

  r.post(
    '/rest/ops/documents/:id/review/',
    {
      onRequest: requireOperator,
      config: { csrf: false },
      schema: {
        params: DocumentIdParamsSchema,
        body: DocumentReviewSchema,
        response: { 200: DocumentReviewResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auditedOpsWrite(request, (tx) =>
        reviewDocument(
          { db: tx, publisher },
          { documentId: request.params.id, status: request.body.status, note: request.body.note ?? null },
        ),
      ),
    }),
  );
};
