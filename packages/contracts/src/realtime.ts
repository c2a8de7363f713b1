import {
  SupportChatConversationSchema,
  SupportChatMessageSchema,
  SupportChatReadSchema,
  SupportChatTypingSchema,
} from './support-chat.ts';
import { z } from 'zod';
import { pushSchema } from './push-schema.ts';
import { int4 } from './primitives.ts';
import { FeatureKeySchema } from './engagement.ts';
import { REALTIME } from './constants.ts';
import { FEATURE_PUSH_SCHEMAS } from './features.ts';
import { GameModeSchema } from './game-mode.ts';
import { SESSION_END_REASONS } from './self-exclusion.ts';
import { OfferKindSchema, PurchaseEventSchema } from './cashier.ts';
import { RedeemStepSchema } from './redeem.ts';
import { WinnersPushDataSchema } from './winners.ts';
import { JackpotTickerDataSchema, JackpotWonDataSchema } from './jackpots.ts';

/** What the browser needs to open its realtime connection; the token is short-lived and refreshed on expiry. */
export const WsConnectionDataSchema = z.object({
  endpoint: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  channels: z.array(z.string()),
});
export type WsConnectionData = z.infer<typeof WsConnectionDataSchema>;

/**
 * Push messages, `{type, action, data}`. A push is a signal: after a reconnect the client refetches over HTTP.
 * A feature's pushes are a schema in its contracts file, listed in features.ts.
 */
export const PushMessageSchema = z.discriminatedUnion('type', [
  pushSchema('app', 'reload', z.object({}).optional()),
  pushSchema('activity', 'day_24h', z.object({}).optional()),
  // The server ended this player's session (a break, idle, signed out elsewhere, locked): open pages sign out and say why.
  pushSchema('session', 'ended', z.object({ reason: z.enum(SESSION_END_REASONS) })),
  pushSchema('player', 'updateGroupHash', z.object({ playerRestrictionIdsHash: z.string() })),
  pushSchema(
    'balance',
    'setBalance',
    z.object({ tourPoints: z.number(), entries: z.number(), winnings: z.number() }),
  ),
  pushSchema('promotionsPage', 'update', z.object({}).optional()),
  // Accounts: the changed profile fields, merged into the client's profile.
  pushSchema(
    'profile',
    'profileUpdated',
    z.object({
      email: z.string().nullable().optional(),
      displayName: z.string().nullable().optional(),
      name: z.string().nullable().optional(),
      surname: z.string().nullable().optional(),
      birthDay: z.string().nullable().optional(),
      city: z.string().nullable().optional(),
      address: z.string().nullable().optional(),
      address2: z.string().nullable().optional(),
      zip: z.string().nullable().optional(),
      state: z.string().nullable().optional(),
      hasAutoPassword: z.boolean().optional(),
      registrationCompleted: z.boolean().optional(),
      profileCompleted: z.boolean().optional(),
      easyProfileCompleted: z.boolean().optional(),
      uncompletedProfileFields: z.array(z.string()).optional(),
      /** The player switched mode (in any tab): every open tab follows. */
      gameMode: GameModeSchema.optional(),
    }),
  ),
  // Engagement engine: a feature started, finished or rolled into a new period (the client refetches app
  // init and the feature's info), or a player's claim or grant changed (free spins granted, used, expired).
  z.discriminatedUnion('action', [
    pushSchema('feature', 'started', z.object({ key: FeatureKeySchema })),
    pushSchema('feature', 'finished', z.object({ key: FeatureKeySchema })),
    pushSchema('feature', 'periodStarted', z.object({ key: FeatureKeySchema })),
    pushSchema('feature', 'claimed', z.object({ key: FeatureKeySchema })),
  ]),
  pushSchema(
    'freeSpins',
    'updated',
    z.object({ freeSpinId: z.string(), freeSpinCount: z.number().int().nonnegative() }),
  ),
  // Accounts: an identity document was reviewed (or found to belong to another account at upload).
  // One member per action (a nested union), so PushOf/PushData narrow by action.
  z.discriminatedUnion('action', [
    pushSchema('playerIdentityVerification', 'approved', z.object({ documentId: z.string() })),
    pushSchema('playerIdentityVerification', 'rejected', z.object({ documentId: z.string() })),
    pushSchema('playerIdentityVerification', 'duplicateCredentials', z.object({ documentId: z.string() })),
  ]),
  // Cashier: the payment provider's progress, per payment (the cash app follows the one it started).
  z.discriminatedUnion('action', [
    pushSchema('payment', 'refresh', z.object({ paymentId: z.string() })),
    pushSchema(
      'payment',
      'decline',
      z.object({
        paymentId: z.string(),
        presetId: int4(),
        offerType: OfferKindSchema,
        methodId: z.string(),
        nextMethodId: z.string().nullable(),
        message: z.string(),
      }),
    ),
    pushSchema('payment', '3dsVerification', z.object({ paymentId: z.string(), challengeUrl: z.string() })),
    pushSchema('payment', '3dsResult', z.object({ paymentId: z.string(), passed: z.boolean() })),
  ]),
  z.discriminatedUnion('action', [
    pushSchema(
      'deposit',
      'complete',
      z.object({
        paymentId: z.string(),
        presetId: int4(),
        depositsCount: z.number().int(),
        isFirstDeposit: z.boolean(),
        purchase: PurchaseEventSchema,
      }),
    ),
    pushSchema(
      'deposit',
      'failedComplete',
      z.object({
        paymentId: z.string(),
        presetId: int4(),
        offerType: OfferKindSchema,
        methodId: z.string(),
        message: z.string(),
      }),
    ),
  ]),
  // Player verification (the spec's actions): an identity decision in the back-office (success, failed,
  // duplicate), an Apple Pay payment's result in the cashier, what a redeem still needs (a scanned document,
  // the profile survey), and an operator's redeem decision. Each shows its toast wherever the player is.
  z.discriminatedUnion('action', [
    pushSchema('playerVerification', 'success', z.object({ documentId: z.string() })),
    pushSchema('playerVerification', 'failed', z.object({ documentId: z.string() })),
    pushSchema('playerVerification', 'duplicate', z.object({ documentId: z.string() })),
    pushSchema('playerVerification', 'apple_pay_success', z.object({ paymentId: z.string() })),
    pushSchema('playerVerification', 'apple_pay_failed', z.object({ paymentId: z.string() })),
    pushSchema('playerVerification', 'needScanDocument', z.object({})),
    pushSchema('playerVerification', 'surveyRequired', z.object({})),
    pushSchema(
      'playerVerification',
      'redeem_success',
      z.object({ redeemId: z.string(), amount: z.number() }),
    ),
    pushSchema(
      'playerVerification',
      'redeem_failed',
      z.object({ redeemId: z.string(), amount: z.number(), note: z.string().nullable() }),
    ),
    // Any other step of the timeline (in review, sent, paid, cancelled): the open redeem page refetches.
    pushSchema(
      'playerVerification',
      'redeem_step',
      z.object({ redeemId: z.string(), amount: z.number(), step: RedeemStepSchema }),
    ),
  ]),
  // Cash: what the cashier sells this player changed (a purchase used up a first-purchase offer): an open
  // cash app reloads its offers.
  pushSchema('cash', 'offersChanged', z.object({})),
  // Jackpots: the brand's pots now (throttled ticker), and a tier that dropped (docs/jackpots.md).
  z.discriminatedUnion('action', [
    pushSchema('jackpots', 'ticker', JackpotTickerDataSchema),
    pushSchema('jackpots', 'won', JackpotWonDataSchema),
  ]),
  // The winners feed: a brand's new wins (room `public`, throttled per brand; docs/winners-feed.md).
  pushSchema('winners', 'won', WinnersPushDataSchema),
  // Banner push (spec §4): the VIP bundle banner goes away (bought, or no longer for the player).
  pushSchema('bannerOffer', 'banner_offer_hide', z.object({ bannerType: z.literal('Vip_bundle') })),
  // Support chat (docs/support-and-push.md): a new message, the other side typing or reading, and a
  // conversation's change (assigned, closed, rated); to the owner's room and to the agents' room.
  z.discriminatedUnion('action', [
    pushSchema('supportChat', 'message', SupportChatMessageSchema),
    pushSchema('supportChat', 'typing', SupportChatTypingSchema),
    pushSchema('supportChat', 'read', SupportChatReadSchema),
    pushSchema('supportChat', 'conversation', SupportChatConversationSchema),
  ]),
  // The engagement features' pushes, each from its feature's contracts file.
  ...FEATURE_PUSH_SCHEMAS,
]);
export type PushMessage = z.infer<typeof PushMessageSchema>;
export type PushType = PushMessage['type'];

/** Public rooms every connection may join; a player's own room is `player:{id}`. */
export const PUBLIC_ROOMS = ['public', 'prize-drops', 'tournaments'] as const;
export type PublicRoom = (typeof PUBLIC_ROOMS)[number];
export const playerRoom = (playerId: string | number) => `player:${playerId}`;

/** Socket.IO event names used on the wire. */
export const SOCKET_EVENTS = { push: 'push', subscribe: 'subscribe', unsubscribe: 'unsubscribe' } as const;

/** Acks of subscribe/unsubscribe requests. `code` follows the spec: 109 means the token expired. */
export const SubscribeAckSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), code: z.number().int(), message: z.string() }),
]);
export type SubscribeAck = z.infer<typeof SubscribeAckSchema>;

// A mapped lookup rather than Extract<>, so generic code can pass `A extends PushAction<T>` along.
type PushActionsByType = { [M in PushMessage as M['type']]: M['action'] };
export type PushAction<T extends PushType> = PushActionsByType[T];
export type PushOf<T extends PushType, A extends string> = Extract<PushMessage, { type: T; action: A }>;
export type PushData<T extends PushType, A extends string> = PushOf<T, A>['data'];

/** Path of the Socket.IO endpoint, on the same HTTP server and port as the API. */
export const REALTIME_PATH = '/socket.io';

/** Codes in `connect_error.data` and in refused acks (Centrifugo numbering, so 109 keeps its meaning). */
export const REALTIME_ERRORS = {
  internal: { code: 100, message: 'Internal server error' },
  unauthorized: { code: 101, message: 'Unauthorized' },
  permissionDenied: { code: 103, message: 'Permission denied' },
  badRequest: { code: 107, message: 'Bad request' },
  tokenExpired: { code: REALTIME.tokenExpiredCode, message: 'Token expired' },
  /** The session the token was issued for ended (signed out, disabled, role changed): fetch new connection data. */
  sessionEnded: { code: 110, message: 'Session ended' },
} as const;

export const RealtimeErrorDataSchema = z.object({ code: z.number().int(), message: z.string() });
export type RealtimeErrorData = z.infer<typeof RealtimeErrorDataSchema>;

const ChannelSchema = z.string().min(1).max(128);

/** A subscribe request may carry a fresher token than the handshake one, so a long-lived socket can keep joining. */
export const SubscribeRequestSchema = z.object({
  channel: ChannelSchema,
  token: z.string().max(2048).optional(),
});
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;
export const UnsubscribeRequestSchema = z.object({ channel: ChannelSchema });
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequestSchema>;

/** Typed Socket.IO events as the browser sees them; the server validates what it receives at runtime. */
export interface RealtimeServerToClientEvents {
  /** `meta.requestId`: the request or job that sent it, for matching a client's report to the server's logs. */
  push: (message: PushMessage, meta?: PushMeta) => void;
}
export interface PushMeta {
  requestId: string;
}
export interface RealtimeClientToServerEvents {
  subscribe: (request: SubscribeRequest, ack: (response: SubscribeAck) => void) => void;
  unsubscribe: (request: UnsubscribeRequest, ack: (response: SubscribeAck) => void) => void;
}
