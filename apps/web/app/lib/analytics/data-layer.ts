import { z } from 'zod';

/*
 * Typed pushes to the tag manager's global `window.dataLayer`.
 * Payloads are strict: an unknown field is a compile error for literals and is dropped with a warning at runtime,
 * so a typo never reaches the analytics reports as a new dimension.
 */

const id = z.union([z.string(), z.number()]);
const text = z.string();
const amount = z.number();

/** SHA-256 hex values (see hashForTracking), sent with the first deposit. */
const UserDataSchema = z.strictObject({
  email: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  phone: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

const DepositSchema = z.strictObject({
  location: text.optional(),
  step: text.optional(),
  type: text.optional(),
  package: id.optional(),
  playerId: id.optional(),
  quantity: amount.optional(),
  offer: id.optional(),
});

const PurchaseSchema = z.strictObject({
  type: text.optional(),
  value: amount.optional(),
  discount: amount.optional(),
  coins: amount.optional(),
  bonus: amount.optional(),
  affiliation: text.optional(),
  playerId: id.optional(),
  quantity: amount.optional(),
  offer: id.optional(),
  user_data: UserDataSchema.optional(),
});

/** Shared by change_form, click_button and send_form. */
const FormSchema = z.strictObject({
  form_name: text.optional(),
  form_field: text.optional(),
  button_name: text.optional(),
  location: text.optional(),
  step: text.optional(),
  message: text.optional(),
});

// The spec names these events without their fields; these shapes are our choice.
const PaymentCompleteSchema = DepositSchema.extend({
  value: amount.optional(),
  user_data: UserDataSchema.optional(),
});
const VerificationSchema = z.strictObject({
  location: text.optional(),
  step: text.optional(),
  type: text.optional(),
  playerId: id.optional(),
  message: text.optional(),
});
const OpenPopupSchema = z.strictObject({
  popup_name: text,
  location: text.optional(),
  step: text.optional(),
});
const ErrorSchema = z.strictObject({
  message: text,
  form_name: text.optional(),
  location: text.optional(),
  step: text.optional(),
});

export const ANALYTICS_EVENT_SCHEMAS = {
  deposit: DepositSchema,
  payment_complete: PaymentCompleteSchema,
  change_form: FormSchema,
  click_button: FormSchema,
  send_form: FormSchema,
  purchase: PurchaseSchema,
  verification: VerificationSchema,
  open_popup: OpenPopupSchema,
  error: ErrorSchema,
} as const;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENT_SCHEMAS;
export type AnalyticsPayload<E extends AnalyticsEventName> = z.input<(typeof ANALYTICS_EVENT_SCHEMAS)[E]>;
export type AnalyticsUserData = z.input<typeof UserDataSchema>;
export type DepositPayload = AnalyticsPayload<'deposit'>;
export type PurchasePayload = AnalyticsPayload<'purchase'>;
export type FormPayload = AnalyticsPayload<'send_form'>;

type DataLayerWindow = { dataLayer?: unknown[] };

/** Pushes one event; a no-op on the server. Returns whether something was pushed. */
export function pushEvent<E extends AnalyticsEventName>(event: E, payload: AnalyticsPayload<E>): boolean {
  if (typeof window === 'undefined') return false;
  const checked = ANALYTICS_EVENT_SCHEMAS[event].safeParse(payload);
  if (!checked.success) {
    console.warn(`[analytics] dropped "${event}" event with an invalid payload`, checked.error.issues);
    return false;
  }
  const host = window as unknown as DataLayerWindow;
  // The tag manager may load later and replays what is already in the array.
  host.dataLayer = host.dataLayer ?? [];
  host.dataLayer.push({ event, ...checked.data });
  return true;
}

export const trackDeposit = (payload: AnalyticsPayload<'deposit'>) => pushEvent('deposit', payload);
export const trackPaymentComplete = (payload: AnalyticsPayload<'payment_complete'>) =>
  pushEvent('payment_complete', payload);
export const trackChangeForm = (payload: AnalyticsPayload<'change_form'>) =>
  pushEvent('change_form', payload);
export const trackClickButton = (payload: AnalyticsPayload<'click_button'>) =>
  pushEvent('click_button', payload);
export const trackSendForm = (payload: AnalyticsPayload<'send_form'>) => pushEvent('send_form', payload);
export const trackPurchase = (payload: AnalyticsPayload<'purchase'>) => pushEvent('purchase', payload);
export const trackVerification = (payload: AnalyticsPayload<'verification'>) =>
  pushEvent('verification', payload);
export const trackOpenPopup = (payload: AnalyticsPayload<'open_popup'>) => pushEvent('open_popup', payload);
export const trackError = (payload: AnalyticsPayload<'error'>) => pushEvent('error', payload);

/**
 * SHA-256 hex of the trimmed, lowercased value, for the first-deposit email and phone.
 * Null for an empty value or where Web Crypto is missing (insecure origin): never send the raw value instead.
 */
export async function hashForTracking(value: string | null | undefined): Promise<string | null> {
  const normalized = value?.trim().toLowerCase();
  if (!normalized) return null;
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(normalized));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hashed `user_data` block for the first deposit's purchase / payment_complete event. */
export async function firstDepositUserData(contact: {
  email?: string | null;
  phone?: string | null;
}): Promise<AnalyticsUserData> {
  const [email, phone] = await Promise.all([hashForTracking(contact.email), hashForTracking(contact.phone)]);
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}
