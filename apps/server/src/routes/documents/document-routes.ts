import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
} from '@casino/contracts';
import {
  createLocalDocumentStorage,
  documentsDir,
  DomainError,
  getDocumentConfirmStatus,
  listDocuments,
  listDocumentsForReview,
  requirePlayer,
  reviewDocument,
  uploadDocument,
  type Database,
  type DocumentStorage,
  type Publisher,
} from '@casino/core';
import { requireOps } from '../ops/ops-routes.ts';

export const DOCUMENT_RATE_LIMITS = {
  // Per player (a household shares one IP); guests are refused before any work anyway.
  upload: {
    max: 20,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => `documents:${request.playerId ?? request.ip}`,
  },
} as const;

export interface DocumentRoutesOptions {
  database: Database;
  /** DATA_DIR: files go to `${dataDir}/uploads/documents/` unless `storage` is given. */
  dataDir: string;
  storage?: DocumentStorage;
  opsToken?: string;
}

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

export const documentRoutes: FastifyPluginAsync<DocumentRoutesOptions> = async (app, options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const storage = options.storage ?? createLocalDocumentStorage(documentsDir(options.dataDir));
  const publisher = (app as unknown as { publisher: Publisher }).publisher;

  // Scoped to this plugin: only the upload endpoint accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_LIMITS.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  r.post(
    '/rest/player/documents/',
    {
      schema: { response: { 200: DocumentUploadResponseSchema } },
      config: { rateLimit: DOCUMENT_RATE_LIMITS.upload },
    },
    async (request) => {
      await requirePlayer(db, request.playerId);
      if (!request.isMultipart())
        throw new DomainError(415, DOCUMENT_TEXTS.noFile, undefined, 'document_missing');
      const file = await request.file();
      if (!file) throw new DomainError(400, DOCUMENT_TEXTS.noFile, undefined, 'document_missing');
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE'))
          throw new DomainError(413, DOCUMENT_TEXTS.rejectedText, undefined, 'document_too_large');
        throw error;
      }
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
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await listDocuments(db, request.playerId) };
    },
  );

  r.get(
    '/rest/page/profile/',
    { schema: { response: { 200: ProfilePageResponseSchema } } },
    async (request, reply) => {
      const player = await requirePlayer(db, request.playerId);
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        payload: { documentConfirmStatus: await getDocumentConfirmStatus(db, player.id) },
      };
    },
  );

  r.get(
    '/rest/ops/documents/',
    {
      onRequest: requireOps(options.opsToken),
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
      onRequest: requireOps(options.opsToken),
      config: { csrf: false },
      schema: {
        params: DocumentIdParamsSchema,
        body: DocumentReviewSchema,
        response: { 200: DocumentReviewResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reviewDocument(
        { db, publisher },
        { documentId: request.params.id, status: request.body.status, note: request.body.note ?? null },
      ),
    }),
  );
};
