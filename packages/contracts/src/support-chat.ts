import { z } from 'zod';
import { ok } from './api.ts';
import { BackofficeListQuerySchema } from './backoffice.ts';
import { INT4_MAX } from './primitives.ts';
import { VALIDATION } from './validation.ts';

/**
 * The support chat (issue #17; spec shell §1, §4 "Support chat", §7 `POST /api/chat/auth/`, §9;
 * docs/support-and-push.md). Our own chat: conversations and messages are stored, delivered live over the
 * realtime server, and answered by agents in the back-office.
 */

/** The chat's rules; the spec's timings (button 1 s, open 500 ms after auth) are `SUPPORT_CHAT` in constants. */
export const SUPPORT_CHAT_RULES = {
  /** Longest message, in characters (after trimming). */
  maxMessageLength: 2000,
  /** Attachments: images only, checked by their bytes like identity documents. */
  maxAttachmentBytes: 5 * 1024 * 1024,
  attachmentMimes: ['image/gif', 'image/jpeg', 'image/png'],
  attachmentAccept: '.gif,.jpg,.jpeg,.png,image/gif,image/jpeg,image/png',
  /** Messages per page when a conversation is read. */
  pageSize: 200,
  /** A guest's chat identity lasts this long in its cookie. */
  guestCookieDays: 30,
  guestCookie: 'support_chat',
  /** Paths containing this hide the chat (spec §2). */
  hiddenPathPart: '/cashIframe',
  /** The query parameter that opens it (spec §2). */
  openParam: 'openSupport',
  closeReasonMaxLength: 300,
} as const;

export const SUPPORT_CHAT_PATHS = {
  auth: '/api/chat/auth/',
  conversation: '/api/chat/conversation/',
  messages: '/api/chat/messages/',
  attachments: '/api/chat/attachments/',
  typing: '/api/chat/typing/',
  read: '/api/chat/read/',
  rate: '/api/chat/rate/',
} as const;

/** The room of the agents' consoles (joined with a token the back-office hands out). */
export const SUPPORT_CHAT_AGENTS_ROOM = 'backoffice:support-chat';
/** The room of a guest's chat (a player's chat uses the player's own room). */
export const supportChatGuestRoom = (visitorId: string) => `support-chat:${visitorId}`;

/** Opening hours of a brand's support team: per weekday (0 = Sunday) `HH:MM` to `HH:MM`, or closed (null). */
export const SupportChatHoursSchema = z.object({
  timezone: z.string(),
  days: z
    .array(
      z.object({ open: z.string().regex(/^\d\d:\d\d$/), close: z.string().regex(/^\d\d:\d\d$/) }).nullable(),
    )
    .length(7),
});
export type SupportChatHours = z.infer<typeof SupportChatHoursSchema>;

const everyDay = (open: string, close: string) => Array.from({ length: 7 }, () => ({ open, close }));
/** Brands without a row of their own use the default; hours are the brand's data (docs/support-and-push.md). */
export const SUPPORT_CHAT_DEFAULT_HOURS: SupportChatHours = {
  timezone: 'America/New_York',
  days: everyDay('08:00', '23:00'),
};
export const SUPPORT_CHAT_BRAND_HOURS: Record<string, SupportChatHours> = {
  // A smaller team: weekdays only, on Madrid time.
  tao: {
    timezone: 'Europe/Madrid',
    days: [
      null,
      { open: '09:00', close: '18:00' },
      { open: '09:00', close: '18:00' },
      { open: '09:00', close: '18:00' },
      { open: '09:00', close: '18:00' },
      { open: '09:00', close: '18:00' },
      null,
    ],
  },
};

export const SUPPORT_CHAT_CLOSE_REASONS = ['resolved', 'noAnswer', 'duplicate', 'abusive', 'other'] as const;
export const SupportChatCloseReasonSchema = z.enum(SUPPORT_CHAT_CLOSE_REASONS);

/** Canned replies the agents' console offers (the agent may edit one before sending). */
export const SUPPORT_CHAT_CANNED_REPLIES = [
  { id: 'greeting', title: 'Greeting', text: 'Hi! Thanks for reaching out. How can I help you today?' },
  {
    id: 'documents',
    title: 'Documents',
    text: 'To verify your identity, please upload a photo of your ID in your account, under Documents. We review it within 24 hours.',
  },
  {
    id: 'redeem',
    title: 'Redeem timing',
    text: 'Redeems are reviewed within 48 hours once your identity is verified. You will get an email when it is done.',
  },
  { id: 'anythingElse', title: 'Anything else?', text: 'Is there anything else I can help you with?' },
  { id: 'goodbye', title: 'Goodbye', text: 'Thanks for chatting with us. Have a great day!' },
] as const;

// ---- player side ----

/** POST /api/chat/auth/ (spec §7: login, email, appName). Guests must give an email; players' own is used. */
export const SupportChatAuthRequestSchema = z.object({
  login: z.string().trim().max(100).optional(),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, VALIDATION.email.tooLong)
    .email(VALIDATION.email.invalid)
    .optional(),
  appName: z.string().trim().max(64).optional(),
});
export type SupportChatAuthRequest = z.infer<typeof SupportChatAuthRequestSchema>;

export const SupportChatAvailabilitySchema = z.object({
  /** Someone answers now. */
  open: z.boolean(),
  /** When the team is next in (ISO), when closed. */
  nextOpenAt: z.string().nullable(),
  timezone: z.string(),
});
export type SupportChatAvailability = z.infer<typeof SupportChatAvailabilitySchema>;

export const SupportChatAttachmentSchema = z.object({
  id: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** Where the image is read (same origin; the owner's or an agent's session). */
  url: z.string(),
});

export const SupportChatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  author: z.enum(['player', 'agent', 'system']),
  /** The agent's shown name (their email's local part); null for the player. */
  agentName: z.string().nullable(),
  /** Plain text; shown as text, never as HTML. */
  body: z.string(),
  attachment: SupportChatAttachmentSchema.nullable(),
  createdAt: z.string(),
});
export type SupportChatMessage = z.infer<typeof SupportChatMessageSchema>;

export const SupportChatConversationSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'closed']),
  assignedTo: z.string().nullable(),
  closeReason: SupportChatCloseReasonSchema.nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  /** The last message id each side has read. */
  playerReadId: z.number().int(),
  agentReadId: z.number().int(),
  createdAt: z.string(),
});
export type SupportChatConversation = z.infer<typeof SupportChatConversationSchema>;

export const SupportChatStateSchema = z.object({
  conversation: SupportChatConversationSchema.nullable(),
  messages: z.array(SupportChatMessageSchema),
  availability: SupportChatAvailabilitySchema,
});
export type SupportChatState = z.infer<typeof SupportChatStateSchema>;

export const SupportChatAuthResponseSchema = ok({
  data: z.object({
    /** The chat identity (also kept in an HttpOnly cookie for guests). */
    token: z.string(),
    kind: z.enum(['player', 'guest']),
    email: z.string().nullable(),
    state: SupportChatStateSchema,
  }),
});
export type SupportChatAuthResponse = z.infer<typeof SupportChatAuthResponseSchema>;

/** GET /api/chat/messages/?after= — messages after the last one seen (reconnect catch-up). */
// Message ids are bigserial, but a cursor past INT4_MAX (two billion messages) is refused like any other
// unbounded number: a 400 in words, never a query (the fuzz suite's rule).
export const SupportChatMessagesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});
export const SupportChatStateResponseSchema = ok({
  data: SupportChatStateSchema,
});

const body = z
  .string()
  .trim()
  .min(1, VALIDATION.supportChat.empty)
  .max(SUPPORT_CHAT_RULES.maxMessageLength, VALIDATION.supportChat.tooLong);

/** Chosen by the sender, so that a retried send lands once. */
const clientId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** POST /api/chat/messages/ — `clientId` makes a retried send land once. */
export const SupportChatSendRequestSchema = z.object({
  body,
  clientId,
});
export type SupportChatSendRequest = z.infer<typeof SupportChatSendRequestSchema>;
export const SupportChatMessageResponseSchema = ok({
  data: SupportChatMessageSchema,
});

export const SupportChatReadRequestSchema = z.object({
  lastReadId: z.number().int().min(0).max(INT4_MAX),
});
export const SupportChatRateRequestSchema = z.object({
  conversationId: z.string().uuid(VALIDATION.supportChat.unknownConversation),
  rating: z.number().int().min(1).max(5),
});
export const SupportChatOkResponseSchema = ok();

export const SupportChatAttachmentParamsSchema = z.object({ id: z.string().uuid() });

// ---- realtime ----

export const SupportChatTypingSchema = z.object({
  conversationId: z.string(),
  author: z.enum(['player', 'agent']),
});
export const SupportChatReadSchema = z.object({
  conversationId: z.string(),
  by: z.enum(['player', 'agent']),
  lastReadId: z.number().int(),
});

// ---- agents (back-office, `chat.answer`) ----

export const BACKOFFICE_SUPPORT_CHAT_BASE = '/rest/backoffice/support-chat';

export const BackofficeChatRowSchema = z.object({
  id: z.string(),
  brand: z.string(),
  status: z.enum(['open', 'closed']),
  kind: z.enum(['player', 'guest']),
  playerId: z.string().nullable(),
  email: z.string().nullable(),
  assignedTo: z.string().nullable(),
  assignedEmail: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  /** Player messages the agents have not read yet. */
  unread: z.number().int(),
  /** The team was closed when the conversation's first message came in. */
  waiting: z.boolean(),
  rating: z.number().int().nullable(),
  closeReason: z.string().nullable(),
  createdAt: z.string(),
});
export type BackofficeChatRow = z.infer<typeof BackofficeChatRowSchema>;

export const BackofficeChatListQuerySchema = BackofficeListQuerySchema.extend({
  status: z.enum(['open', 'closed', 'all']).default('open'),
  assigned: z.enum(['me', 'unassigned', 'any']).default('any'),
});
export type BackofficeChatListQuery = z.infer<typeof BackofficeChatListQuerySchema>;

export const BackofficeChatParamsSchema = z.object({
  id: z.string().uuid('There is no conversation with this id.'),
});

export const BackofficeChatDetailSchema = z.object({
  conversation: BackofficeChatRowSchema,
  messages: z.array(SupportChatMessageSchema),
  playerReadId: z.number().int(),
  agentReadId: z.number().int(),
});
export type BackofficeChatDetail = z.infer<typeof BackofficeChatDetailSchema>;
export const BackofficeChatDetailResponseSchema = ok({
  data: BackofficeChatDetailSchema,
});

export const BackofficeChatReplyRequestSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write a message.')
    .max(SUPPORT_CHAT_RULES.maxMessageLength, `At most ${SUPPORT_CHAT_RULES.maxMessageLength} characters.`),
  clientId,
});
export const BackofficeChatCloseRequestSchema = z.object({
  reason: SupportChatCloseReasonSchema,
  note: z.string().trim().max(SUPPORT_CHAT_RULES.closeReasonMaxLength).optional(),
});
export const BackofficeChatReadRequestSchema = SupportChatReadRequestSchema;
