import type { FastifyPluginAsync } from 'fastify';
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
import { fieldRefusal, findNul } from '../../http/input-guard.ts';
import { auditedOpsWrite } from '../backoffice/audit.ts';
import { RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { Services } from '../../services.ts';
import { defineRoute } from '../../http/define-route.ts';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

export const documentRoutes: FastifyPluginAsync<Pick<Services, 'db' | 'publisher' | 'documents'>> = async (
  app,
  { db, publisher, documents: storage },
) => {
  // Scoped to this plugin: only the upload endpoint accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  defineRoute(app, 'POST', '/rest/player/documents/', {
    guard: 'open',
    schema: { response: { 200: DocumentUploadResponseSchema } },
    config: { rateLimit: RATE_LIMITS.documentUpload },
    handler: async (request) => {
      await requirePlayer(db, request.playerId);
      if (!request.isMultipart())
        throw new DomainError({ status: 415, code: 'document_missing', message: DOCUMENT_TEXTS.noFile });
      // The multipart parser throws on bodies people's browsers never send (no boundary, cut mid-file):
      // everything it throws is a refusal of the upload, never our failure.
      let file: Awaited<ReturnType<typeof request.file>>;
      let data: Buffer;
      try {
        file = await request.file();
        if (!file)
          throw new DomainError({ status: 400, code: 'document_missing', message: DOCUMENT_TEXTS.noFile });
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof DomainError) throw error;
        if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE'))
          throw new DomainError({
            status: 413,
            code: 'document_too_large',
            message: DOCUMENT_TEXTS.rejectedText,
          });
        throw new DomainError({
          status: 400,
          code: 'document_broken',
          message: VALIDATION.request.brokenUpload,
        });
      }
      if (findNul(file.filename))
        throw fieldRefusal('fileName', 'nul_character', VALIDATION.request.nulCharacter);
      const document = await uploadDocument(
        { db, storage, publisher },
        { playerId: request.playerId, data, originalName: file.filename },
      );
      return { message: DOCUMENT_TEXTS.uploaded, data: document };
    },
  });

  defineRoute(app, 'GET', '/rest/player/documents/', {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: DocumentListResponseSchema } },
    handler: async (request) => ({ data: await listDocuments(db, request.playerId) }),
  });

  defineRoute(app, 'GET', '/rest/page/profile/', {
    guard: 'open',
    cache: 'noStore',
    schema: { response: { 200: ProfilePageResponseSchema } },
    handler: async (request) => {
      const player = await requirePlayer(db, request.playerId);
      return {
        payload: { documentConfirmStatus: await getDocumentConfirmStatus(db, player.id) },
      };
    },
  });

  defineRoute(app, 'GET', '/rest/ops/documents/', {
    guard: 'operator',
    schema: { querystring: DocumentOpsListQuerySchema, response: { 200: DocumentOpsListResponseSchema } },
    handler: async (request) => ({
      data: await listDocumentsForReview(db, request.query),
    }),
  });

  defineRoute(app, 'POST', '/rest/ops/documents/:id/review/', {
    guard: 'operator',
    schema: {
      params: DocumentIdParamsSchema,
      body: DocumentReviewSchema,
      response: { 200: DocumentReviewResponseSchema },
    },
    handler: async (request) => ({
      data: await auditedOpsWrite(
        request,
        (tx, told) =>
          reviewDocument(
            { db: tx, publisher: told },
            { documentId: request.params.id, status: request.body.status, note: request.body.note ?? null },
          ),
        publisher,
      ),
    }),
  });
};
