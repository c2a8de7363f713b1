import { z } from 'zod';
import { ok } from './api.ts';
import { EmailSchema } from './auth.ts';
import { VALIDATION } from './validation.ts';

/** Limits of the email and phone confirmations. */
export const CONTACT_CONFIRM = {
  /** An email confirmation link works this long, once. */
  emailLinkTtlHours: 24,
  /** A phone confirmation code works this long, once. */
  phoneCodeTtlMinutes: 10,
  /** Wrong codes allowed before the code stops working and a new one is needed. */
  phoneCodeMaxAttempts: 5,
  phoneCodeLength: 6,
} as const;

/** The English texts of the `phone.*` codes (see `validation.json`). */
export const PHONE_TEXTS = {
  required: 'Please enter your phone number',
  invalid:
    'Please enter your phone number in international format: a + followed by the country code and number, e.g. +14155550123',
} as const;

/** The English text of the `code.invalid` code. */
export const CODE_TEXTS = {
  invalid: 'Please enter the 6-digit code from the text message',
} as const;

/** Spaces, dashes, dots and brackets people type between digit groups; E.164 has none of them. */
export const normalizePhone = (raw: string): string => raw.trim().replace(/[\s().-]/g, '');

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

export const PhoneSchema = z
  .string({ error: VALIDATION.phone.required })
  .trim()
  .min(1, VALIDATION.phone.required)
  .max(32, VALIDATION.phone.invalid)
  .transform(normalizePhone)
  .pipe(z.string().regex(E164_PATTERN, VALIDATION.phone.invalid));

export const PhoneCodeSchema = z
  .string({ error: VALIDATION.code.invalid })
  .trim()
  .regex(/^\d{6}$/, VALIDATION.code.invalid);

/** Tokens travel in links; anything longer than this is not one of ours. */
export const LinkTokenSchema = z
  .string({ error: VALIDATION.link.incomplete })
  .trim()
  .min(1, VALIDATION.link.incomplete)
  .max(200, VALIDATION.link.invalid);

export const ChangeEmailRequestSchema = z.object({ email: EmailSchema });
export type ChangeEmailRequest = z.input<typeof ChangeEmailRequestSchema>;

export const ConfirmEmailRequestSchema = z.object({ token: LinkTokenSchema });
export type ConfirmEmailRequest = z.input<typeof ConfirmEmailRequestSchema>;

export const ChangePhoneRequestSchema = z.object({ phone: PhoneSchema });
export type ChangePhoneRequest = z.input<typeof ChangePhoneRequestSchema>;

export const ConfirmPhoneRequestSchema = z.object({ code: PhoneCodeSchema });
export type ConfirmPhoneRequest = z.input<typeof ConfirmPhoneRequestSchema>;

/** A confirmation link went out (send-confirmation, change email). */
export const EmailConfirmationSentSchema = ok({
  email: z.string(),
  message: z.string(),
});
export type EmailConfirmationSent = z.infer<typeof EmailConfirmationSentSchema>;

/** A code went out by text message. */
export const PhoneCodeSentSchema = ok({
  phone: z.string(),
  expiresInSeconds: z.number().int().positive(),
  message: z.string(),
});
export type PhoneCodeSent = z.infer<typeof PhoneCodeSentSchema>;

export const ContactConfirmedSchema = ok({
  message: z.string(),
});
export type ContactConfirmed = z.infer<typeof ContactConfirmedSchema>;
