import type { FastifyPluginAsync } from 'fastify';
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
  type BackofficeListQuery,
  type BackofficeLedgerRow,
  type BackofficePaymentRow,
  type BackofficePlayerDocumentRow,
  type BackofficePlayerNote,
  type BackofficePlayerRedeemRow,
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
  type Db,
  type ListPage,
} from '@casino/core';
import { getPlayLimits } from '@casino/core';
import type { Services } from '../../../services.ts';
import { auditOf } from '../audit.ts';
import { csvColumns, defineListRoute, listRoute, playerList, type CsvColumn } from '../csv.ts';
import { defineRoute } from '../../../http/define-route.ts';

const PLAYERS = listRoute('players.read', BackofficePlayerListQuerySchema, searchPlayers, {
  id: 'Id',
  brand: 'Brand',
  email: 'Email',
  login: 'Login',
  phone: 'Phone',
  name: 'Name',
  status: 'Status',
  gameMode: 'Mode',
  createdAt: 'Signed up',
  lastLoginAt: 'Last sign-in',
});
const LEDGER_COLUMNS = csvColumns<BackofficeLedgerRow>({
  createdAt: 'At',
  currency: 'Currency',
  amount: 'Amount',
  kind: 'Kind',
  counterparty: 'Other account',
  reason: 'Reason',
  transferId: 'Transfer',
  id: 'Entry',
});
const ROUND_COLUMNS = csvColumns<BackofficeRoundRow>({
  createdAt: 'At',
  gameSlug: 'Game',
  provider: 'Provider',
  currency: 'Currency',
  bet: 'Bet',
  win: 'Win',
  balanceBefore: 'Balance before',
  balanceAfter: 'Balance after',
  status: 'Status',
  freeSpin: 'Free spin',
  id: 'Round',
});
const PAYMENT_COLUMNS = csvColumns<BackofficePaymentRow>({
  createdAt: 'At',
  offerType: 'Offer',
  provider: 'Provider',
  methodType: 'Method',
  price: 'Price (USD)',
  coins: 'Coins',
  entries: 'Entries',
  status: 'Status',
  completedAt: 'Completed',
  failureReason: 'Failure',
  id: 'Payment',
});
const REDEEM_COLUMNS = csvColumns<BackofficePlayerRedeemRow>({
  createdAt: 'At',
  amount: 'Amount',
  status: 'Status',
  note: 'Note',
  decidedAt: 'Decided',
  id: 'Request',
});
const DOCUMENT_COLUMNS = csvColumns<BackofficePlayerDocumentRow>({
  createdAt: 'Uploaded',
  kind: 'Kind',
  originalName: 'File',
  mime: 'Type',
  size: 'Bytes',
  status: 'Status',
  reviewNote: 'Review note',
  reviewedAt: 'Reviewed',
  id: 'Document',
});
const SESSION_COLUMNS = csvColumns<BackofficeSessionRow>({
  ref: 'Session',
  createdAt: 'Started',
  lastSeenAt: 'Last seen',
  expiresAt: 'Expires',
  ip: 'IP',
  userAgent: 'Browser',
});
const FEATURE_COLUMNS = csvColumns<BackofficeFeatureStateRow>({
  featureKey: 'Feature',
  enabled: 'Enabled',
  claims: 'Claims',
  lastClaimAt: 'Last claim',
  lastPeriod: 'Last period',
  lastState: 'Last state',
  progress: 'Progress',
});
const NOTE_COLUMNS = csvColumns<BackofficePlayerNote>({
  createdAt: 'At',
  operatorEmail: 'Operator',
  text: 'Note',
});

/**
 * The back-office's players area (issue #16): search, the player's page and its lists (each paged, sorted
 * and exported as CSV on the server), and the audited actions: notes, lock/unlock/close, balance
 * adjustments through the ledger, per-player game restrictions. Every route is behind the permission of
 * the contracts' matrix.
 */
export const backofficePlayersRoutes: FastifyPluginAsync<
  Pick<Services, 'db' | 'clock' | 'publisher'>
> = async (app, { db, clock, publisher }) => {
  const base = BACKOFFICE_PLAYERS_BASE;
  const params = BackofficePlayerParamsSchema;

  defineListRoute(app, `${base}/`, { db, clock }, PLAYERS);

  defineRoute(app, 'GET', `${base}/:playerId/`, {
    guard: { backoffice: 'players.read' },
    schema: { params, response: { 200: BackofficePlayerDetailResponseSchema } },
    handler: async (request) => ({
      data: await getPlayerDetail(db, request.params.playerId, clock.now()),
    }),
  });

  // The player's lists: a missing player is a 404, not an empty list.
  defineRoute(app, 'GET', `${base}/:playerId/ledger/`, {
    guard: { backoffice: 'players.read' },
    schema: { params, querystring: BackofficeLedgerQuerySchema },
    handler: playerList(db, (playerId, query) => listPlayerLedger(db, playerId, query), LEDGER_COLUMNS),
  });

  // One function a list, so each keeps its own row's columns.
  const simpleList = <Row>(
    name: string,
    list: (db: Db, playerId: string, query: BackofficeListQuery) => Promise<ListPage<Row>>,
    columns: readonly CsvColumn<Row>[],
  ) =>
    defineRoute(app, 'GET', `${base}/:playerId/${name}/`, {
      guard: { backoffice: 'players.read' },
      schema: { params, querystring: BackofficeListQuerySchema },
      handler: playerList(db, (playerId, query) => list(db, playerId, query), columns),
    });
  simpleList('rounds', listPlayerRounds, ROUND_COLUMNS);
  simpleList('payments', listPlayerPayments, PAYMENT_COLUMNS);
  simpleList('redeems', listPlayerRedeems, REDEEM_COLUMNS);
  simpleList('documents', listPlayerDocuments, DOCUMENT_COLUMNS);
  simpleList('features', listPlayerFeatures, FEATURE_COLUMNS);
  simpleList('notes', listPlayerNotes, NOTE_COLUMNS);

  // Player protection limits (docs/play-limits.md): read-only here; players change their own.
  defineRoute(app, 'GET', `${base}/:playerId/limits/`, {
    guard: { backoffice: 'players.read' },
    schema: { params, response: { 200: BackofficePlayerLimitsResponseSchema } },
    handler: async (request) => {
      await findPlayerOr404(db, request.params.playerId);
      return { data: await getPlayLimits(db, request.params.playerId, clock.now()) };
    },
  });

  defineRoute(app, 'GET', `${base}/:playerId/sessions/`, {
    guard: { backoffice: 'players.read' },
    schema: { params, querystring: BackofficeListQuerySchema },
    handler: playerList(
      db,
      (playerId, query) => listPlayerSessions(db, playerId, query, clock.now()),
      SESSION_COLUMNS,
    ),
  });

  defineRoute(app, 'POST', `${base}/:playerId/notes/`, {
    guard: { backoffice: 'players.note' },
    schema: {
      params,
      body: BackofficePlayerNoteRequestSchema,
      response: { 200: BackofficePlayerNoteResponseSchema },
    },
    handler: async (request) => {
      const note = await addPlayerNote(
        db,
        { playerId: request.params.playerId, text: request.body.text },
        auditOf(request, clock),
      );
      return { data: note };
    },
  });

  const accountActions = [
    ['lock', lockPlayer, BackofficePlayerLockRequestSchema],
    ['unlock', unlockPlayer, BackofficePlayerUnlockRequestSchema],
    ['close', closePlayer, BackofficePlayerCloseRequestSchema],
  ] as const;
  for (const [name, action, body] of accountActions)
    defineRoute(app, 'POST', `${base}/:playerId/${name}/`, {
      guard: { backoffice: 'players.lock' },
      schema: { params, body, response: { 200: BackofficePlayerDetailResponseSchema } },
      handler: async (request) => {
        const actor = auditOf(request, clock);
        await action(db, { playerId: request.params.playerId, reason: request.body.reason }, actor);
        return { data: await getPlayerDetail(db, request.params.playerId, actor.at) };
      },
    });

  defineRoute(app, 'POST', `${base}/:playerId/adjust/`, {
    guard: { backoffice: 'players.adjust' },
    schema: {
      params,
      body: BackofficeAdjustRequestSchema,
      response: { 200: BackofficeAdjustResponseSchema },
    },
    handler: async (request) => {
      const data = await adjustPlayerBalance(
        { db, publisher },
        { playerId: request.params.playerId, ...request.body },
        auditOf(request, clock),
      );
      return { data };
    },
  });

  defineRoute(app, 'POST', `${base}/:playerId/restrictions/`, {
    guard: { backoffice: 'players.restrict' },
    schema: {
      params,
      body: BackofficeRestrictionRequestSchema,
      response: { 200: BackofficeRestrictionsResponseSchema },
    },
    handler: async (request) => {
      const data = await setPlayerGameRestriction(
        { db, publisher },
        { playerId: request.params.playerId, gameSlug: request.body.gameSlug, restricted: true },
        auditOf(request, clock),
      );
      return { data };
    },
  });

  defineRoute(app, 'DELETE', `${base}/:playerId/restrictions/:gameSlug/`, {
    guard: { backoffice: 'players.restrict' },
    schema: {
      params: BackofficePlayerRestrictionParamsSchema,
      response: { 200: BackofficeRestrictionsResponseSchema },
    },
    handler: async (request) => {
      const data = await setPlayerGameRestriction(
        { db, publisher },
        { playerId: request.params.playerId, gameSlug: request.params.gameSlug, restricted: false },
        auditOf(request, clock),
      );
      return { data };
    },
  });
};
