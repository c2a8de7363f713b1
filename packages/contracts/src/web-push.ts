import { z } from 'zod';
import { ok } from './api.ts';
import { inTimeRange } from './primitives.ts';
import { BackofficeListQuerySchema, backofficePageSchema } from './backoffice.ts';
import { BRAND_KEYS } from './values/brands.ts';
import { LOCALES, type Locale } from './constants.ts';

/**
 * Web push (issue #17; docs/web-push.md): standard Web Push (RFC 8030 / 8291 / 8292) with the server's own
 * VAPID keys, no vendor account. The browser subscribes through its PushManager; the subscription is the
 * spec's "push token", published to the server per player and device.
 */

/** The spec's push setup constants (shell-and-access §9). */
export const WEB_PUSH_SETUP = {
  /** Tries to get the subscription… */
  tokenAttempts: 5,
  /** …this far apart. */
  tokenRetryMs: 1000,
  /** A published subscription is published again after this long. */
  refreshAfterMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/** The spec's push warnings and logged failures (shell-and-access §8), in our words where it names a vendor. */
export const WEB_PUSH_MESSAGES = {
  unsupported: 'Push notifications are not supported in this browser!',
  denied: 'Permission to receive notifications was not granted!',
  setupFailed: 'Failed to initialize web push',
  retriesExhausted: `Exceeded maximum retries (${WEB_PUSH_SETUP.tokenAttempts})`,
} as const;

/** The service worker's path (served from the site's root so its scope is the whole site). */
export const WEB_PUSH_WORKER_PATH = '/push-sw.js';

export const WEB_PUSH_PATHS = {
  /** GET: the server's VAPID public key (the browser's applicationServerKey). */
  key: '/rest/web-push/key/',
  /** PUT: publish this device's subscription (the spec's updateToken); DELETE: forget it. */
  subscription: '/rest/web-push/subscription/',
  /** GET / PUT: the player's push choices. */
  preferences: '/rest/web-push/preferences/',
} as const;

export const WebPushKeyResponseSchema = ok({
  data: z.object({ publicKey: z.string() }),
});
export type WebPushKeyResponse = z.infer<typeof WebPushKeyResponseSchema>;

const base64url = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'The key is not base64url.');

/** A browser's PushSubscription.toJSON(), with the device it lives on. */
export const WebPushSubscriptionRequestSchema = z.object({
  deviceId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'The device id is 8 to 64 letters, digits, - or _.'),
  subscription: z.object({
    endpoint: z
      .string()
      .trim()
      .max(2000)
      .url('The endpoint is not a URL.')
      .refine((v) => /^https?:\/\//.test(v), 'The endpoint is not an http(s) URL.'),
    // Not kept: subscriptions are refreshed every 7 days whatever the browser says of their expiry.
    expirationTime: z.unknown().optional(),
    keys: z.object({
      p256dh: base64url.min(80, 'The p256dh key is too short.').max(100),
      auth: base64url.min(16, 'The auth secret is too short.').max(32),
    }),
  }),
});
export type WebPushSubscriptionRequest = z.infer<typeof WebPushSubscriptionRequestSchema>;

export const WebPushUnsubscribeRequestSchema = WebPushSubscriptionRequestSchema.pick({ deviceId: true });
export type WebPushUnsubscribeRequest = z.infer<typeof WebPushUnsubscribeRequestSchema>;

export const WebPushSubscriptionResponseSchema = ok({
  data: z.object({ refreshedAt: z.string() }),
});
export type WebPushSubscriptionResponse = z.infer<typeof WebPushSubscriptionResponseSchema>;

export const WebPushPreferencesSchema = z.object({
  /** Marketing campaigns (off until the player turns them on). */
  marketing: z.boolean(),
});
export type WebPushPreferences = z.infer<typeof WebPushPreferencesSchema>;
export const WebPushPreferencesResponseSchema = ok({
  data: WebPushPreferencesSchema.extend({ devices: z.number().int().nonnegative() }),
});
export type WebPushPreferencesResponse = z.infer<typeof WebPushPreferencesResponseSchema>;

/**
 * What a push carries (spec: title, body, image, icon, data, link). The service worker shows it and opens or
 * focuses the site at `link` on a click.
 */
export const WebPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  icon: z.string().nullable(),
  /** A path of the site (`/promotions/`) or an absolute URL of it. */
  link: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebPushPayload = z.infer<typeof WebPushPayloadSchema>;

/** The feature events that send a push (docs/web-push.md, Feature notices). */
export const WEB_PUSH_NOTICES = [
  'dailyReward',
  'tournamentEnded',
  'prizeDropWon',
  'documentApproved',
  'documentRejected',
  'redeemApproved',
  'redeemRejected',
  'redeemInReview',
  'redeemSent',
  'redeemPaid',
  'redeemCancelled',
  'cashbackPaidLate',
] as const;
export type WebPushNotice = (typeof WEB_PUSH_NOTICES)[number];

/** Notice texts by language; `{amount}` is filled in. Sent by the server, so kept here rather than in the web app. */
export const WEB_PUSH_NOTICE_TEXTS: Record<Locale, Record<WebPushNotice, { title: string; body: string }>> = {
  en: {
    dailyReward: { title: 'Your daily reward is ready', body: 'Come back and collect today’s prize.' },
    tournamentEnded: {
      title: 'The tournament has ended',
      body: 'You finished among the winners: your prize is in your balance.',
    },
    prizeDropWon: { title: 'You won a prize drop!', body: '{amount} coins were added to your balance.' },
    documentApproved: { title: 'Document approved', body: 'Your identity document was approved.' },
    documentRejected: {
      title: 'Document not accepted',
      body: 'Your identity document was not accepted. Open your account to upload another.',
    },
    redeemApproved: { title: 'Redeem approved', body: 'Your redeem of {amount} was approved.' },
    redeemRejected: { title: 'Redeem declined', body: 'Your redeem of {amount} was declined.' },
    redeemInReview: {
      title: 'Redeem in review',
      body: 'Your identity is checked; your redeem of {amount} is being reviewed.',
    },
    redeemSent: { title: 'Redeem sent', body: 'Your redeem of {amount} was sent to you.' },
    redeemPaid: { title: 'Redeem paid', body: 'Your redeem of {amount} was paid.' },
    redeemCancelled: {
      title: 'Redeem cancelled',
      body: 'Your redeem of {amount} was cancelled; the winnings are back in your balance.',
    },
    cashbackPaidLate: {
      title: 'Your weekly cashback was paid',
      body: 'We calculated it late, after its time to collect, so we paid it straight into your balance.',
    },
  },
  es: {
    dailyReward: { title: 'Tu recompensa diaria está lista', body: 'Vuelve y recoge el premio de hoy.' },
    tournamentEnded: {
      title: 'El torneo ha terminado',
      body: 'Quedaste entre los ganadores: tu premio ya está en tu saldo.',
    },
    prizeDropWon: {
      title: '¡Ganaste un premio sorpresa!',
      body: 'Se añadieron {amount} monedas a tu saldo.',
    },
    documentApproved: { title: 'Documento aprobado', body: 'Tu documento de identidad fue aprobado.' },
    documentRejected: {
      title: 'Documento no aceptado',
      body: 'Tu documento de identidad no fue aceptado. Abre tu cuenta para subir otro.',
    },
    redeemApproved: { title: 'Canje aprobado', body: 'Tu canje de {amount} fue aprobado.' },
    redeemRejected: { title: 'Canje rechazado', body: 'Tu canje de {amount} fue rechazado.' },
    redeemInReview: {
      title: 'Canje en revisión',
      body: 'Tu identidad está comprobada; tu canje de {amount} está en revisión.',
    },
    redeemSent: { title: 'Canje enviado', body: 'Tu canje de {amount} te fue enviado.' },
    redeemPaid: { title: 'Canje pagado', body: 'Tu canje de {amount} fue pagado.' },
    redeemCancelled: {
      title: 'Canje cancelado',
      body: 'Tu canje de {amount} fue cancelado; las ganancias volvieron a tu saldo.',
    },
    cashbackPaidLate: {
      title: 'Tu reembolso semanal fue pagado',
      body: 'Lo calculamos tarde, después del plazo para cobrarlo, así que lo ingresamos directamente en tu saldo.',
    },
  },
};

// Back-office: campaigns (push.manage)

export const WEB_PUSH_CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type WebPushCampaignStatus = (typeof WEB_PUSH_CAMPAIGN_STATUSES)[number];

const title = (language: string) =>
  z.string().trim().min(1, `Give the ${language} title.`).max(80, 'At most 80 characters.');
const body = (language: string) =>
  z.string().trim().min(1, `Give the ${language} text.`).max(300, 'At most 300 characters.');
const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v === '' || v.startsWith('/') || /^https:\/\//.test(v),
    'Use a path (/…) or an https:// address.',
  )
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

export const BackofficeWebPushCampaignCreateSchema = z.object({
  name: z.string().trim().min(1, 'Give the campaign a name.').max(120, 'At most 120 characters.'),
  /** null: every brand. */
  brand: z.enum(BRAND_KEYS).nullable().default(null),
  /** null: every language. */
  locale: z.enum(LOCALES).nullable().default(null),
  /** null: whatever the last activity. */
  activeWithinDays: z
    .number()
    .int('Whole days.')
    .min(1, 'At least 1 day.')
    .max(3650, 'At most 3650 days.')
    .nullable()
    .default(null),
  titleEn: title('English'),
  bodyEn: body('English'),
  titleEs: title('Spanish'),
  bodyEs: body('Spanish'),
  link: z
    .string()
    .trim()
    .max(500)
    .refine(
      (v) => v.startsWith('/') && !v.startsWith('//'),
      'The link is a path of the site, e.g. /promotions/.',
    )
    .default('/'),
  image: optionalUrl,
  icon: optionalUrl,
  /** ISO time; the campaign goes out at the first job run at or after it. */
  sendAt: z.iso
    .datetime({ offset: true, message: 'Give the send time as a date and time.', abort: true })
    .refine(inTimeRange, 'Give a send time from the year 1900 to 9999.'),
});
export type BackofficeWebPushCampaignCreate = z.input<typeof BackofficeWebPushCampaignCreateSchema>;

export const BackofficeWebPushCampaignRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string().nullable(),
  locale: z.string().nullable(),
  activeWithinDays: z.number().int().nullable(),
  titleEn: z.string(),
  bodyEn: z.string(),
  titleEs: z.string(),
  bodyEs: z.string(),
  link: z.string(),
  image: z.string().nullable(),
  icon: z.string().nullable(),
  sendAt: z.string(),
  status: z.enum(WEB_PUSH_CAMPAIGN_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Delivery counts: every attempt (sent) = delivered + failed + removed (the push service said gone). */
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  removed: z.number().int(),
});
export type BackofficeWebPushCampaignRow = z.infer<typeof BackofficeWebPushCampaignRowSchema>;

export const BackofficeWebPushCampaignsQuerySchema = BackofficeListQuerySchema.extend({
  status: z.enum(WEB_PUSH_CAMPAIGN_STATUSES).optional(),
  brand: z.enum(BRAND_KEYS).optional(),
});
export type BackofficeWebPushCampaignsQuery = z.infer<typeof BackofficeWebPushCampaignsQuerySchema>;
export const BackofficeWebPushCampaignsPageSchema = backofficePageSchema(BackofficeWebPushCampaignRowSchema);
export const BackofficeWebPushCampaignSavedSchema = ok({
  data: BackofficeWebPushCampaignRowSchema,
});

/** POST …/audience/: how many subscribed devices the audience has now (before it is scheduled). */
export const BackofficeWebPushAudienceResponseSchema = ok({
  data: z.object({ players: z.number().int(), devices: z.number().int() }),
});
export const BackofficeWebPushAudienceRequestSchema = BackofficeWebPushCampaignCreateSchema.pick({
  brand: true,
  locale: true,
  activeWithinDays: true,
});

export const BACKOFFICE_WEB_PUSH_PATHS = {
  campaigns: '/rest/backoffice/push-campaigns/',
  audience: '/rest/backoffice/push-campaigns/audience/',
  cancel: (id: number | string) => `/rest/backoffice/push-campaigns/${id}/cancel/`,
} as const;
