import {
  SupportChatConversationSchema,
  SupportChatMessageSchema,
  SupportChatReadSchema,
  SupportChatTypingSchema,
} from './support-chat.ts';
import { z } from 'zod';
import { int4 } from './primitives.ts';
import { FeatureKeySchema, PrizeSchema } from './engagement.ts';
import { DepositStreakPushDataSchema } from './deposit-streak.ts';
import { REALTIME } from './constants.ts';
import { GameModeSchema } from './game-mode.ts';
import { SESSION_END_REASONS } from './self-exclusion.ts';
import { OfferKindSchema, PurchaseEventSchema } from './cashier.ts';
import { MoneyBoxBreakSchema, MoneyBoxTopUpSchema } from './piggy-bank.ts';
import { TournamentStandingSchema } from './tournaments.ts';
import { RedeemStepSchema } from './redeem.ts';
import { PrizeAssignedDataSchema } from './prize-drops.ts';
import { WinnersPushDataSchema } from './winners.ts';
import { JackpotTickerDataSchema, JackpotWonDataSchema } from './jackpots.ts';
import { BingoProgressDataSchema } from './bingo.ts';
import { QuestEventSchema, QuestTaskEventSchema } from './quests.ts';
import { SeasonPrizePushDataSchema, SeasonProgressPushDataSchema } from './season.ts';

/** What the browser needs to open its realtime connection; the token is short-lived and refreshed on expiry. */
export const WsConnectionDataSchema = z.object({
  endpoint: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  channels: z.array(z.string()),
});
export type WsConnectionData = z.infer<typeof WsConnectionDataSchema>;

/** One push message's schema: `{type, action, data}` with the literal type and action, so unions narrow by them. */
const push = <T extends string, A extends string, D extends z.ZodType>(type: T, action: A, data: D) =>
  z.object({ type: z.literal(type), action: z.literal(action), data });

/**
 * Push messages, `{type, action, data}`. A push is a signal: after a reconnect the client refetches over HTTP.
 * Later features add their members to this union.
 */
export const PushMessageSchema = z.discriminatedUnion('type', [
  push('app', 'reload', z.object({}).optional()),
  push('activity', 'day_24h', z.object({}).optional()),
  // The server ended this player's session (a break, idle, signed out elsewhere, locked): open pages sign out and say why.
  push('session', 'ended', z.object({ reason: z.enum(SESSION_END_REASONS) })),
  push('player', 'updateGroupHash', z.object({ playerRestrictionIdsHash: z.string() })),
  push(
    'balance',
    'setBalance',
    z.object({ tourPoints: z.number(), entries: z.number(), winnings: z.number() }),
  ),
  push('promotionsPage', 'update', z.object({}).optional()),
  // Accounts: the changed profile fields, merged into the client's profile.
  push(
    'profile',
    'profileUpdated',
    z.object({
      email: z.string().nullable().optional(),
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
    push('feature', 'started', z.object({ key: FeatureKeySchema })),
    push('feature', 'finished', z.object({ key: FeatureKeySchema })),
    push('feature', 'periodStarted', z.object({ key: FeatureKeySchema })),
    push('feature', 'claimed', z.object({ key: FeatureKeySchema })),
  ]),
  // Mini games fed by play: progress after each settled round, a full funmeter's prize.
  z.discriminatedUnion('action', [
    push('funMeter', 'progress', z.object({ points: z.number(), capacity: z.number(), fills: z.number() })),
    push('funMeter', 'filled', z.object({ prize: PrizeSchema, fills: z.number() })),
  ]),
  push('miniGameSlot', 'update', z.object({ level: z.number(), spins: z.number(), progress: z.number() })),
  push('adventureMap', 'progress', z.object({ points: z.number(), claimable: z.number() })),
  // Invite a friend: an invited friend qualified (first purchase); each side hears what it got.
  push(
    'referral',
    'qualified',
    z.object({
      role: z.enum(['inviter', 'invited']),
      coins: z.number().nonnegative(),
      entries: z.number().nonnegative(),
    }),
  ),
  // Email lottery: a draw was made (to the brand: pages refresh) and a winner's own prize (to the winner).
  z.discriminatedUnion('action', [
    push('emailLottery', 'drawn', z.object({ drawKey: z.string() })),
    push(
      'emailLottery',
      'won',
      z.object({
        drawKey: z.string(),
        place: z.number().int().positive(),
        coins: z.number().nonnegative(),
        entries: z.number().nonnegative(),
      }),
    ),
  ]),
  push(
    'freeSpins',
    'updated',
    z.object({ freeSpinId: z.string(), freeSpinCount: z.number().int().nonnegative() }),
  ),
  // Accounts: an identity document was reviewed (or found to belong to another account at upload).
  // One member per action (a nested union), so PushOf/PushData narrow by action.
  z.discriminatedUnion('action', [
    push('playerIdentityVerification', 'approved', z.object({ documentId: z.string() })),
    push('playerIdentityVerification', 'rejected', z.object({ documentId: z.string() })),
    push('playerIdentityVerification', 'duplicateCredentials', z.object({ documentId: z.string() })),
  ]),
  // Cashier: the payment provider's progress, per payment (the cash app follows the one it started).
  z.discriminatedUnion('action', [
    push('payment', 'refresh', z.object({ paymentId: z.string() })),
    push(
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
    push('payment', '3dsVerification', z.object({ paymentId: z.string(), challengeUrl: z.string() })),
    push('payment', '3dsResult', z.object({ paymentId: z.string(), passed: z.boolean() })),
  ]),
  z.discriminatedUnion('action', [
    push(
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
    push(
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
  // Tournaments (public room `tournaments`): a round moved a tournament's standings (its leaders and the row
  // that changed; every page refetches its own neighbourhood), a tournament started, or one ended and was paid.
  z.discriminatedUnion('action', [
    push(
      'tournament',
      'leaderboard',
      z.object({
        id: z.number().int().positive(),
        participants: z.number().int().nonnegative(),
        winners: z.array(TournamentStandingSchema.omit({ isMe: true })),
        changed: TournamentStandingSchema.omit({ isMe: true }),
      }),
    ),
    push('tournament', 'finished', z.object({ id: z.number().int().positive() })),
    // An occurrence of a recurring tournament (or a dated one) started: pages showing it as upcoming refetch.
    push('tournament', 'started', z.object({ id: z.number().int().positive() })),
  ]),
  // Redeem: an operator decided a request (the other playerVerification actions come with verification).
  z.discriminatedUnion('action', [
    push('playerVerification', 'redeem_success', z.object({ redeemId: z.string(), amount: z.number() })),
    push(
      'playerVerification',
      'redeem_failed',
      z.object({ redeemId: z.string(), amount: z.number(), note: z.string().nullable() }),
    ),
    // Any other step of the timeline (in review, sent, paid, cancelled): the open redeem page refetches.
    push(
      'playerVerification',
      'redeem_step',
      z.object({ redeemId: z.string(), amount: z.number(), step: RedeemStepSchema }),
    ),
  ]),
  // Deposit streak: a purchase moved the player's streak (the client refetches its info).
  push('depositStreak', 'progressUpdate', DepositStreakPushDataSchema),
  // Scratch cards: a purchase issued cards (the client refetches the cards).
  push('scratchCardLottery', 'cardsIssued', z.object({ count: z.number().int().positive() })),
  // Mystery box: boxes earned by a purchase or by play (the client refetches the boxes).
  push('magicBox', 'boxesEarned', z.object({ count: z.number().int().positive() })),
  // Piggy bank (spec §4 money box): a bet saved into the bank (topUp), the saving that filled it up to the
  // maximum (collectUp), the bank broken by its offer's purchase (break: the amount starts again at 0).
  z.discriminatedUnion('action', [
    push('moneyBox', 'topUp', MoneyBoxTopUpSchema),
    push('moneyBox', 'collectUp', MoneyBoxTopUpSchema),
    push('moneyBox', 'break', MoneyBoxBreakSchema),
  ]),
  // Jackpots: the brand's pots now (throttled ticker), and a tier that dropped (docs/jackpots.md).
  z.discriminatedUnion('action', [
    push('jackpots', 'ticker', JackpotTickerDataSchema),
    push('jackpots', 'won', JackpotWonDataSchema),
  ]),
  // Prize drops: a prize was won (to the room `prize-drops`, and to the winner with isWinner true).
  push('prizeDrops', 'prizeAssigned', PrizeAssignedDataSchema),
  // The winners feed: a brand's new wins (room `public`, throttled per brand; docs/winners-feed.md).
  push('winners', 'won', WinnersPushDataSchema),
  // Bingo: progress to the next ball, and `show` when a ball was earned (the progress popup).
  z.discriminatedUnion('action', [
    push('bingo', 'progressNextBall', BingoProgressDataSchema),
    push('bingo', 'show', BingoProgressDataSchema),
  ]),
  // Rank league: the player reached a rank (its reward was paid through the claim rule).
  push('rankLeague', 'rankUp', z.object({ rank: z.number().int(), name: z.string(), prize: PrizeSchema })),
  // Rank league cashback (spec §4): a period's cashback calculated, expired uncollected, the calculation's status;
  // and ours: paid at once because it was calculated after its window (docs/engagement.md, Rank league).
  z.discriminatedUnion('action', [
    push(
      'cashback',
      'rankLeagueCashbackCalculated',
      z.object({
        periodKey: z.string(),
        coins: z.number(),
        entries: z.number(),
        expiresAt: z.string(),
      }),
    ),
    push(
      'cashback',
      'rankLeagueCashbackPaid',
      z.object({ periodKey: z.string(), coins: z.number(), entries: z.number() }),
    ),
    push('cashback', 'rankLeagueCashbackExpired', z.object({ periodKey: z.string() })),
    push(
      'cashback',
      'rankLeagueCashbackCalculationStatus',
      z.object({ periodKey: z.string(), statusCalculation: z.enum(['pending', 'completed']) }),
    ),
  ]),
  // Banner push (spec §4): the VIP bundle banner goes away (bought, or no longer for the player).
  push('bannerOffer', 'banner_offer_hide', z.object({ bannerType: z.literal('Vip_bundle') })),
  // Quests: task events (shell §4) and a quest's start, finish and day end; the client refreshes after 1 s.
  z.discriminatedUnion('action', [
    push('quest', 'taskCompleted', QuestTaskEventSchema),
    push('quest', 'taskProgress', QuestTaskEventSchema),
    push('quest', 'started', QuestEventSchema),
    push('quest', 'finished', QuestEventSchema),
    push('quest', 'dayFinished', QuestEventSchema),
    push('quest', 'availableByRankLeague', QuestEventSchema),
  ]),
  // Season tower (spec §4 "Season pushes").
  z.discriminatedUnion('action', [
    push('season', 'progressUpdate', SeasonProgressPushDataSchema),
    push('season', 'prizeAssigned', SeasonPrizePushDataSchema),
    push('season', 'availableByDeposit', z.object({ slug: z.string() })),
  ]),
  // Support chat (docs/support-and-push.md): a new message, the other side typing or reading, and a
  // conversation's change (assigned, closed, rated); to the owner's room and to the agents' room.
  z.discriminatedUnion('action', [
    push('supportChat', 'message', SupportChatMessageSchema),
    push('supportChat', 'typing', SupportChatTypingSchema),
    push('supportChat', 'read', SupportChatReadSchema),
    push('supportChat', 'conversation', SupportChatConversationSchema),
  ]),
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
