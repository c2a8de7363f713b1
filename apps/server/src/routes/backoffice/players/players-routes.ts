import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BACKOFFICE_PLAYERS_BASE,
  BackofficeAdjustRequestSchema,
  BackofficeAdjustResponseSchema,
  BackofficeLedgerQuerySchema,
  BackofficeListQuerySchema,
  BackofficePlayerCloseRequestSchema,
  BackofficePlayerDetailResponseSchema,
  BackofficePlayerListQuerySchema,
  BackofficePlayerLockRequestSchema,
  BackofficePlayerNoteRequestSchema,
  BackofficePlayerNoteResponseSchema,
  BackofficePlayerParamsSchema,
  BackofficePlayerRestrictionParamsSchema,
  BackofficePlayerUnlockRequestSchema,
  BackofficeRestrictionRequestSchema,
  BackofficeRestrictionsResponseSchema,
  type BackofficeFeatureStateRow,
  type BackofficeLedgerRow,
  type BackofficePaymentRow,
  type BackofficePlayerDocumentRow,
  type BackofficePlayerNote,
  type BackofficePlayerRedeemRow,
  type BackofficePlayerRow,
  type BackofficeRoundRow,
  type BackofficeSessionRow,
} from '@casino/contracts';
import { BackofficePlayerLimitsResponseSchema } from '@casino/contracts';
import {
  addPlayerNote,
  adjustPlayerBalance,
  closePlayer,
  findPlayerOr404,
  getPlayerDetail,
  listPlayerDocuments,
  listPlayerFeatures,
  listPlayerLedger,
  listPlayerNotes,
  listPlayerPayments,
  listPlayerRedeems,
  listPlayerRounds,
  listPlayerSessions,
  lockPlayer,
  searchPlayers,
  setPlayerGameRestriction,
  unlockPlayer,
} from '@casino/core';
import { getPlayLimits } from '@casino/core';
import { noStore } from '../../../plugins/caching.ts';
import { requireBackoffice } from '../../../plugins/operator-session.ts';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { exportPage, sendList, type CsvColumn } from '../csv.ts';

const col = <Row>(key: keyof Row & string, header: string, value?: (row: Row) => unknown): CsvColumn<Row> =>
  value ? { key, header, value } : { key, header };

const PLAYER_COLUMNS: CsvColumn<BackofficePlayerRow>[] = [
  col('id', 'Id'),
  col('brand', 'Brand'),
  col('email', 'Email'),
  col('login', 'Login'),
  col('phone', 'Phone'),
  col('name', 'Name'),
  col('status', 'Status'),
  col('gameMode', 'Mode'),
  col('createdAt', 'Signed up'),
  col('lastLoginAt', 'Last sign-in'),
];
const LEDGER_COLUMNS: CsvColumn<BackofficeLedgerRow>[] = [
  col('createdAt', 'At'),
  col('currency', 'Currency'),
  col('amount', 'Amount'),
  col('kind', 'Kind'),
  col('counterparty', 'Other account'),
  col('reason', 'Reason'),
  col('transferId', 'Transfer'),
  col('id', 'Entry'),
];
const ROUND_COLUMNS: CsvColumn<BackofficeRoundRow>[] = [
  col('createdAt', 'At'),
  col('gameSlug', 'Game'),
  col('provider', 'Provider'),
  col('currency', 'Currency'),
  col('bet', 'Bet'),
  col('win', 'Win'),
  col('balanceBefore', 'Balance before'),
  col('balanceAfter', 'Balance after'),
  col('status', 'Status'),
  col('freeSpin', 'Free spin'),
  col('id', 'Round'),
];
const PAYMENT_COLUMNS: CsvColumn<BackofficePaymentRow>[] = [
  col('createdAt', 'At'),
  col('offerType', 'Offer'),
  col('provider', 'Provider'),
  col('methodType', 'Method'),
  col('price', 'Price (USD)'),
  col('coins', 'Coins'),
  col('entries', 'Entries'),
  col('status', 'Status'),
  col('completedAt', 'Completed'),
  col('failureReason', 'Failure'),
  col('id', 'Payment'),
];
const REDEEM_COLUMNS: CsvColumn<BackofficePlayerRedeemRow>[] = [
  col('createdAt', 'At'),
  col('amount', 'Amount'),
  col('status', 'Status'),
  col('note', 'Note'),
  col('decidedAt', 'Decided'),
  col('id', 'Request'),
];
const DOCUMENT_COLUMNS: CsvColumn<BackofficePlayerDocumentRow>[] = [
  col('createdAt', 'Uploaded'),
  col('kind', 'Kind'),
  col('originalName', 'File'),
  col('mime', 'Type'),
  col('size', 'Bytes'),
  col('status', 'Status'),
  col('reviewNote', 'Review note'),
  col('reviewedAt', 'Reviewed'),
  col('id', 'Document'),
];
const SESSION_COLUMNS: CsvColumn<BackofficeSessionRow>[] = [
  col('ref', 'Session'),
  col('createdAt', 'Started'),
  col('lastSeenAt', 'Last seen'),
  col('expiresAt', 'Expires'),
  col('ip', 'IP'),
  col('userAgent', 'Browser'),
];
const FEATURE_COLUMNS: CsvColumn<BackofficeFeatureStateRow>[] = [
  col('featureKey', 'Feature'),
  col('enabled', 'Enabled'),
  col('claims', 'Claims'),
  col('lastClaimAt', 'Last claim'),
  col('lastPeriod', 'Last period'),
  col('lastState', 'Last state'),
  col('progress', 'Progress'),
];
const NOTE_COLUMNS: CsvColumn<BackofficePlayerNote>[] = [
  col('createdAt', 'At'),
  col('operatorEmail', 'Operator'),
  col('text', 'Note'),
];

/**
 * The back-office's players area (issue #16): search, the player's page and its lists (each paged, sorted
 * and exported as CSV on the server), and the audited actions: notes, lock/unlock/close, balance
 * adjustments through the ledger, per-player game restrictions. Every route is behind the permission of
 * the contracts' matrix.
 */
export const backofficePlayersRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'>
> = async (app, { db, clock, publisher }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = BACKOFFICE_PLAYERS_BASE;
  const read = requireBackoffice('players.read');
  const params = BackofficePlayerParamsSchema;

  r.get(
    `${base}/`,
    { onRequest: read, schema: { querystring: BackofficePlayerListQuerySchema } },
    async (request, reply) =>
      sendList(reply, request.query, await searchPlayers(db, exportPage(request.query)), PLAYER_COLUMNS),
  );

  r.get(
    `${base}/:playerId/`,
    { onRequest: read, schema: { params, response: { 200: BackofficePlayerDetailResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return {
        success: true as const,
        data: await getPlayerDetail(db, request.params.playerId, clock.now()),
      };
    },
  );

  // The player's lists: a missing player is a 404, not an empty list.
  r.get(
    `${base}/:playerId/ledger/`,
    { onRequest: read, schema: { params, querystring: BackofficeLedgerQuerySchema } },
    async (request, reply) => {
      await findPlayerOr404(db, request.params.playerId);
      const page = await listPlayerLedger(db, request.params.playerId, exportPage(request.query));
      return sendList(reply, request.query, page, LEDGER_COLUMNS);
    },
  );

  const simpleLists = [
    ['rounds', listPlayerRounds, ROUND_COLUMNS],
    ['payments', listPlayerPayments, PAYMENT_COLUMNS],
    ['redeems', listPlayerRedeems, REDEEM_COLUMNS],
    ['documents', listPlayerDocuments, DOCUMENT_COLUMNS],
    ['features', listPlayerFeatures, FEATURE_COLUMNS],
    ['notes', listPlayerNotes, NOTE_COLUMNS],
  ] as const;
  for (const [name, list, columns] of simpleLists)
    r.get(
      `${base}/:playerId/${name}/`,
      { onRequest: read, schema: { params, querystring: BackofficeListQuerySchema } },
      async (request, reply) => {
        await findPlayerOr404(db, request.params.playerId);
        const page = await list(db, request.params.playerId, exportPage(request.query));
        return sendList(
          reply,
          request.query,
          page,
          columns as readonly CsvColumn<(typeof page.rows)[number]>[],
        );
      },
    );

  // Player protection limits (docs/play-limits.md): read-only here; players change their own.
  r.get(
    `${base}/:playerId/limits/`,
    { onRequest: read, schema: { params, response: { 200: BackofficePlayerLimitsResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      await findPlayerOr404(db, request.params.playerId);
      return { success: true as const, data: await getPlayLimits(db, request.params.playerId, clock.now()) };
    },
  );

  r.get(
    `${base}/:playerId/sessions/`,
    { onRequest: read, schema: { params, querystring: BackofficeListQuerySchema } },
    async (request, reply) => {
      await findPlayerOr404(db, request.params.playerId);
      const page = await listPlayerSessions(
        db,
        request.params.playerId,
        exportPage(request.query),
        clock.now(),
      );
      return sendList(reply, request.query, page, SESSION_COLUMNS);
    },
  );

  r.post(
    `${base}/:playerId/notes/`,
    {
      onRequest: requireBackoffice('players.note'),
      schema: {
        params,
        body: BackofficePlayerNoteRequestSchema,
        response: { 200: BackofficePlayerNoteResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const note = await addPlayerNote(
        db,
        { playerId: request.params.playerId, text: request.body.text },
        auditOf(request, clock),
      );
      return { success: true as const, data: note };
    },
  );

  const accountActions = [
    ['lock', lockPlayer, BackofficePlayerLockRequestSchema],
    ['unlock', unlockPlayer, BackofficePlayerUnlockRequestSchema],
    ['close', closePlayer, BackofficePlayerCloseRequestSchema],
  ] as const;
  for (const [name, action, body] of accountActions)
    r.post(
      `${base}/:playerId/${name}/`,
      {
        onRequest: requireBackoffice('players.lock'),
        schema: { params, body, response: { 200: BackofficePlayerDetailResponseSchema } },
      },
      async (request, reply) => {
        noStore(reply);
        const actor = auditOf(request, clock);
        await action(db, { playerId: request.params.playerId, reason: request.body.reason }, actor);
        return { success: true as const, data: await getPlayerDetail(db, request.params.playerId, actor.at) };
      },
    );

  r.post(
    `${base}/:playerId/adjust/`,
    {
      onRequest: requireBackoffice('players.adjust'),
      schema: {
        params,
        body: BackofficeAdjustRequestSchema,
        response: { 200: BackofficeAdjustResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await adjustPlayerBalance(
        { db, publisher },
        { playerId: request.params.playerId, ...request.body },
        auditOf(request, clock),
      );
      return { success: true as const, data };
    },
  );

  r.post(
    `${base}/:playerId/restrictions/`,
    {
      onRequest: requireBackoffice('players.restrict'),
      schema: {
        params,
        body: BackofficeRestrictionRequestSchema,
        response: { 200: BackofficeRestrictionsResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await setPlayerGameRestriction(
        { db, publisher },
        { playerId: request.params.playerId, gameSlug: request.body.gameSlug, restricted: true },
        auditOf(request, clock),
      );
      return { success: true as const, data };
    },
  );

  r.delete(
    `${base}/:playerId/restrictions/:gameSlug/`,
    {
      onRequest: requireBackoffice('players.restrict'),
      schema: {
        params: BackofficePlayerRestrictionParamsSchema,
        response: { 200: BackofficeRestrictionsResponseSchema },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const data = await setPlayerGameRestriction(
        { db, publisher },
        { playerId: request.params.playerId, gameSlug: request.params.gameSlug, restricted: false },
        auditOf(request, clock),
      );
      return { success: true as const, data };
    },
  );
};
