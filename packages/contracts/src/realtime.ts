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

/**
 * Push messages, `{type, action, data}`. A push is a signal: after a reconnect the client refetches over HTTP.
 * Later features add their members to this union.
 */
export const PushMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('app'), action: z.literal('reload'), data: z.object({}).optional() }),
  z.object({ type: z.literal('activity'), action: z.literal('day_24h'), data: z.object({}).optional() }),
  // The server ended this player's session (a break, idle, signed out elsewhere, locked): open pages sign out and say why.
  z.object({
    type: z.literal('session'),
    action: z.literal('ended'),
    data: z.object({ reason: z.enum(SESSION_END_REASONS) }),
  }),
  z.object({
    type: z.literal('player'),
    action: z.literal('updateGroupHash'),
    data: z.object({ playerRestrictionIdsHash: z.string() }),
  }),
  z.object({
    type: z.literal('balance'),
    action: z.literal('setBalance'),
    data: z.object({ tourPoints: z.number(), entries: z.number(), winnings: z.number() }),
  }),
  z.object({ type: z.literal('promotionsPage'), action: z.literal('update'), data: z.object({}).optional() }),
  // Accounts: the changed profile fields, merged into the client's profile.
  z.object({
    type: z.literal('profile'),
    action: z.literal('profileUpdated'),
    data: z.object({
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
  }),
  // Engagement engine: a feature started, finished or rolled into a new period (the client refetches app
  // init and the feature's info), or a player's claim or grant changed (free spins granted, used, expired).
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('feature'),
      action: z.literal('started'),
      data: z.object({ key: FeatureKeySchema }),
    }),
    z.object({
      type: z.literal('feature'),
      action: z.literal('finished'),
      data: z.object({ key: FeatureKeySchema }),
    }),
    z.object({
      type: z.literal('feature'),
      action: z.literal('periodStarted'),
      data: z.object({ key: FeatureKeySchema }),
    }),
    z.object({
      type: z.literal('feature'),
      action: z.literal('claimed'),
      data: z.object({ key: FeatureKeySchema }),
    }),
  ]),
  // Mini games fed by play: progress after each settled round, a full funmeter's prize.
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('funMeter'),
      action: z.literal('progress'),
      data: z.object({ points: z.number(), capacity: z.number(), fills: z.number() }),
    }),
    z.object({
      type: z.literal('funMeter'),
      action: z.literal('filled'),
      data: z.object({ prize: PrizeSchema, fills: z.number() }),
    }),
  ]),
  z.object({
    type: z.literal('miniGameSlot'),
    action: z.literal('update'),
    data: z.object({ level: z.number(), spins: z.number(), progress: z.number() }),
  }),
  z.object({
    type: z.literal('adventureMap'),
    action: z.literal('progress'),
    data: z.object({ points: z.number(), claimable: z.number() }),
  }),
  // Invite a friend: an invited friend qualified (first purchase); each side hears what it got.
  z.object({
    type: z.literal('referral'),
    action: z.literal('qualified'),
    data: z.object({
      role: z.enum(['inviter', 'invited']),
      coins: z.number().nonnegative(),
      entries: z.number().nonnegative(),
    }),
  }),
  // Email lottery: a draw was made (to the brand: pages refresh) and a winner's own prize (to the winner).
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('emailLottery'),
      action: z.literal('drawn'),
      data: z.object({ drawKey: z.string() }),
    }),
    z.object({
      type: z.literal('emailLottery'),
      action: z.literal('won'),
      data: z.object({
        drawKey: z.string(),
        place: z.number().int().positive(),
        coins: z.number().nonnegative(),
        entries: z.number().nonnegative(),
      }),
    }),
  ]),
  z.object({
    type: z.literal('freeSpins'),
    action: z.literal('updated'),
    data: z.object({ freeSpinId: z.string(), freeSpinCount: z.number().int().nonnegative() }),
  }),
  // Accounts: an identity document was reviewed (or found to belong to another account at upload).
  // One member per action (a nested union), so PushOf/PushData narrow by action.
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('playerIdentityVerification'),
      action: z.literal('approved'),
      data: z.object({ documentId: z.string() }),
    }),
    z.object({
      type: z.literal('playerIdentityVerification'),
      action: z.literal('rejected'),
      data: z.object({ documentId: z.string() }),
    }),
    z.object({
      type: z.literal('playerIdentityVerification'),
      action: z.literal('duplicateCredentials'),
      data: z.object({ documentId: z.string() }),
    }),
  ]),
  // Cashier: the payment provider's progress, per payment (the cash app follows the one it started).
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('payment'),
      action: z.literal('refresh'),
      data: z.object({ paymentId: z.string() }),
    }),
    z.object({
      type: z.literal('payment'),
      action: z.literal('decline'),
      data: z.object({
        paymentId: z.string(),
        presetId: int4(),
        offerType: OfferKindSchema,
        methodId: z.string(),
        nextMethodId: z.string().nullable(),
        message: z.string(),
      }),
    }),
    z.object({
      type: z.literal('payment'),
      action: z.literal('3dsVerification'),
      data: z.object({ paymentId: z.string(), challengeUrl: z.string() }),
    }),
    z.object({
      type: z.literal('payment'),
      action: z.literal('3dsResult'),
      data: z.object({ paymentId: z.string(), passed: z.boolean() }),
    }),
  ]),
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('deposit'),
      action: z.literal('complete'),
      data: z.object({
        paymentId: z.string(),
        presetId: int4(),
        depositsCount: z.number().int(),
        isFirstDeposit: z.boolean(),
        purchase: PurchaseEventSchema,
      }),
    }),
    z.object({
      type: z.literal('deposit'),
      action: z.literal('failedComplete'),
      data: z.object({
        paymentId: z.string(),
        presetId: int4(),
        offerType: OfferKindSchema,
        methodId: z.string(),
        message: z.string(),
      }),
    }),
  ]),
  // Tournaments (public room `tournaments`): a round moved a tournament's standings (its leaders and the row
  // that changed; every page refetches its own neighbourhood), a tournament started, or one ended and was paid.
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('tournament'),
      action: z.literal('leaderboard'),
      data: z.object({
        id: z.number().int().positive(),
        participants: z.number().int().nonnegative(),
        winners: z.array(TournamentStandingSchema.omit({ isMe: true })),
        changed: TournamentStandingSchema.omit({ isMe: true }),
      }),
    }),
    z.object({
      type: z.literal('tournament'),
      action: z.literal('finished'),
      data: z.object({ id: z.number().int().positive() }),
    }),
    // An occurrence of a recurring tournament (or a dated one) started: pages showing it as upcoming refetch.
    z.object({
      type: z.literal('tournament'),
      action: z.literal('started'),
      data: z.object({ id: z.number().int().positive() }),
    }),
  ]),
  // Player verification (the spec's actions): an identity decision in the back-office (success, failed,
  // duplicate), an Apple Pay payment's result in the cashier, what a redeem still needs (a scanned document,
  // the profile survey), and an operator's redeem decision. Each shows its toast wherever the player is.
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('playerVerification'),
      action: z.literal('success'),
      data: z.object({ documentId: z.string() }),
    }),
    z.object({
      type: z.literal('playerVerification'),
      action: z.literal('failed'),
      data: z.object({ documentId: z.string() }),
    }),
    z.object({
      type: z.literal('playerVerification'),
      action: z.literal('duplicate'),
      data: z.object({ documentId: z.string() }),
    }),
    z.object({
      type: z.literal('playerVerification'),
      action: z.literal('apple_pay_success'),
      data: z.object({ paymentId: z.string() }),
    }),
    z.object({
      type: z.literal('playerVerification'),
      action: z.literal('apple_pay_failed'),
      data: z.object({ paymentId: z.string() }),
    }),
    z.object({
      type: z.literal('playerVerification'),
      action: z.literal('needScanDocument'),
      data: z.object({}),
    }),
    z.object({
      type: z.literal('playerVerification'),
      action: z.literal('surveyRequired'),
      data: z.object({}),
    }),
    z.object({
      type: z.literal('playerVerification'),
      action: z.literal('redeem_success'),
      data: z.object({ redeemId: z.string(), amount: z.number() }),
    }),
    z.object({
      type: z.literal('playerVerification'),
      action: z.literal('redeem_failed'),
      data: z.object({ redeemId: z.string(), amount: z.number(), note: z.string().nullable() }),
    }),
    // Any other step of the timeline (in review, sent, paid, cancelled): the open redeem page refetches.
    z.object({
      type: z.literal('playerVerification'),
      action: z.literal('redeem_step'),
      data: z.object({ redeemId: z.string(), amount: z.number(), step: RedeemStepSchema }),
    }),
  ]),
  // Cash: what the cashier sells this player changed (a purchase used up a first-purchase offer): an open
  // cash app reloads its offers.
  z.object({ type: z.literal('cash'), action: z.literal('offersChanged'), data: z.object({}) }),
  // Deposit streak: a purchase moved the player's streak (the client refetches its info).
  z.object({
    type: z.literal('depositStreak'),
    action: z.literal('progressUpdate'),
    data: DepositStreakPushDataSchema,
  }),
  // Scratch cards: a purchase issued cards (the client refetches the cards).
  z.object({
    type: z.literal('scratchCardLottery'),
    action: z.literal('cardsIssued'),
    data: z.object({ count: z.number().int().positive() }),
  }),
  // Mystery box: boxes earned by a purchase or by play (the client refetches the boxes).
  z.object({
    type: z.literal('magicBox'),
    action: z.literal('boxesEarned'),
    data: z.object({ count: z.number().int().positive() }),
  }),
  // Piggy bank (spec §4 money box): a bet saved into the bank (topUp), the saving that filled it up to the
  // maximum (collectUp), the bank broken by its offer's purchase (break: the amount starts again at 0).
  z.discriminatedUnion('action', [
    z.object({ type: z.literal('moneyBox'), action: z.literal('topUp'), data: MoneyBoxTopUpSchema }),
    z.object({ type: z.literal('moneyBox'), action: z.literal('collectUp'), data: MoneyBoxTopUpSchema }),
    z.object({ type: z.literal('moneyBox'), action: z.literal('break'), data: MoneyBoxBreakSchema }),
  ]),
  // Jackpots: the brand's pots now (throttled ticker), and a tier that dropped (docs/jackpots.md).
  z.discriminatedUnion('action', [
    z.object({ type: z.literal('jackpots'), action: z.literal('ticker'), data: JackpotTickerDataSchema }),
    z.object({ type: z.literal('jackpots'), action: z.literal('won'), data: JackpotWonDataSchema }),
  ]),
  // Prize drops: a prize was won (to the room `prize-drops`, and to the winner with isWinner true).
  z.object({
    type: z.literal('prizeDrops'),
    action: z.literal('prizeAssigned'),
    data: PrizeAssignedDataSchema,
  }),
  // The winners feed: a brand's new wins (room `public`, throttled per brand; docs/winners-feed.md).
  z.object({ type: z.literal('winners'), action: z.literal('won'), data: WinnersPushDataSchema }),
  // Bingo: progress to the next ball, and `show` when a ball was earned (the progress popup).
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('bingo'),
      action: z.literal('progressNextBall'),
      data: BingoProgressDataSchema,
    }),
    z.object({ type: z.literal('bingo'), action: z.literal('show'), data: BingoProgressDataSchema }),
  ]),
  // Rank league: the player reached a rank (its reward was paid through the claim rule).
  z.object({
    type: z.literal('rankLeague'),
    action: z.literal('rankUp'),
    data: z.object({ rank: z.number().int(), name: z.string(), prize: PrizeSchema }),
  }),
  // Rank league cashback (spec §4): a period's cashback calculated, expired uncollected, the calculation's status;
  // and ours: paid at once because it was calculated after its window (docs/engagement.md, Rank league).
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('cashback'),
      action: z.literal('rankLeagueCashbackCalculated'),
      data: z.object({
        periodKey: z.string(),
        coins: z.number(),
        entries: z.number(),
        expiresAt: z.string(),
      }),
    }),
    z.object({
      type: z.literal('cashback'),
      action: z.literal('rankLeagueCashbackPaid'),
      data: z.object({ periodKey: z.string(), coins: z.number(), entries: z.number() }),
    }),
    z.object({
      type: z.literal('cashback'),
      action: z.literal('rankLeagueCashbackExpired'),
      data: z.object({ periodKey: z.string() }),
    }),
    z.object({
      type: z.literal('cashback'),
      action: z.literal('rankLeagueCashbackCalculationStatus'),
      data: z.object({ periodKey: z.string(), statusCalculation: z.enum(['pending', 'completed']) }),
    }),
  ]),
  // Banner push (spec §4): the VIP bundle banner goes away (bought, or no longer for the player).
  z.object({
    type: z.literal('bannerOffer'),
    action: z.literal('banner_offer_hide'),
    data: z.object({ bannerType: z.literal('Vip_bundle') }),
  }),
  // Quests: task events (shell §4) and a quest's start, finish and day end; the client refreshes after 1 s.
  z.discriminatedUnion('action', [
    z.object({ type: z.literal('quest'), action: z.literal('taskCompleted'), data: QuestTaskEventSchema }),
    z.object({ type: z.literal('quest'), action: z.literal('taskProgress'), data: QuestTaskEventSchema }),
    z.object({ type: z.literal('quest'), action: z.literal('started'), data: QuestEventSchema }),
    z.object({ type: z.literal('quest'), action: z.literal('finished'), data: QuestEventSchema }),
    z.object({ type: z.literal('quest'), action: z.literal('dayFinished'), data: QuestEventSchema }),
    z.object({
      type: z.literal('quest'),
      action: z.literal('availableByRankLeague'),
      data: QuestEventSchema,
    }),
  ]),
  // Season tower (spec §4 "Season pushes").
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('season'),
      action: z.literal('progressUpdate'),
      data: SeasonProgressPushDataSchema,
    }),
    z.object({
      type: z.literal('season'),
      action: z.literal('prizeAssigned'),
      data: SeasonPrizePushDataSchema,
    }),
    z.object({
      type: z.literal('season'),
      action: z.literal('availableByDeposit'),
      data: z.object({ slug: z.string() }),
    }),
  ]),
  // Support chat (docs/support-and-push.md): a new message, the other side typing or reading, and a
  // conversation's change (assigned, closed, rated); to the owner's room and to the agents' room.
  z.discriminatedUnion('action', [
    z.object({
      type: z.literal('supportChat'),
      action: z.literal('message'),
      data: SupportChatMessageSchema,
    }),
    z.object({ type: z.literal('supportChat'), action: z.literal('typing'), data: SupportChatTypingSchema }),
    z.object({ type: z.literal('supportChat'), action: z.literal('read'), data: SupportChatReadSchema }),
    z.object({
      type: z.literal('supportChat'),
      action: z.literal('conversation'),
      data: SupportChatConversationSchema,
    }),
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
  push: (message: PushMessage) => void;
}
export interface RealtimeClientToServerEvents {
  subscribe: (request: SubscribeRequest, ack: (response: SubscribeAck) => void) => void;
  unsubscribe: (request: UnsubscribeRequest, ack: (response: SubscribeAck) => void) => void;
}
