import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';

/** Texts the spec quotes, word for word. */
export const PASSWORD_TEXTS = {
  required: 'Please enter your password',
  tooShort: 'Password must be at least 6 characters long',
  mismatch: "Passwords don't match",
} as const;

export const PasswordSchema = z
  .string({ error: PASSWORD_TEXTS.required })
  .min(1, PASSWORD_TEXTS.required)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TEXTS.tooShort)
  .max(128, 'Password must be at most 128 characters long');

export const EmailSchema = z
  .string({ error: 'Please enter your email' })
  .trim()
  .min(1, 'Please enter your email')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address')
  .transform((v) => v.toLowerCase());

export const LoginRequestSchema = z.object({ email: EmailSchema, password: PasswordSchema });
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const RegistrationRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  agreeTerms: z.literal(true, { error: 'Please accept the terms to create an account' }),
  registration_source: z.string().max(64).optional(),
  traffic_source: z.string().max(64).optional(),
});
export type RegistrationRequest = z.input<typeof RegistrationRequestSchema>;

export const AuthSuccessSchema = z.object({
  success: z.literal(true),
  previousLoginAt: z.string().nullable().optional(),
});

export const SourceFieldsSchema = z.object({
  registration_source: z.string().max(64).optional(),
  traffic_source: z.string().max(64).optional(),
});

/** One click is consent too: the button says that playing accepts the terms. */
export const OneClickRegistrationSchema = SourceFieldsSchema.extend({
  agreeTerms: z.literal(true, { error: 'Please accept the terms to create an account' }),
});
export const OneClickSuccessSchema = z.object({
  success: z.literal(true),
  login: z.string(),
  password: z.string(),
});

export const OtpFlowRequestSchema = SourceFieldsSchema;
export const OtpFlowSchema = z.object({
  success: z.literal(true),
  flow: z.object({
    type: z.enum(['email', 'one-click']),
    otpRequired: z.boolean(),
    channels: z.array(z.enum(['email', 'sms'])),
  }),
});

export const SuccessSchema = z.object({ success: z.literal(true) });
