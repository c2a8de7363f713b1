import { z } from 'zod';
import { ok } from './api.ts';
import { StateRulesVerdictSchema } from './state-rules.ts';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { VALIDATION } from './validation.ts';

/**
 * Texts the spec quotes, word for word, by the name of their code (`password.required`…); the schemas
 * refuse with the codes and `validation.json` (en) carries these texts.
 */
export const PASSWORD_TEXTS = {
  required: 'Please enter your password',
  tooShort: 'Password must be at least 6 characters long',
  mismatch: "Passwords don't match",
} as const;

export const PasswordSchema = z
  .string({ error: VALIDATION.password.required })
  .min(1, VALIDATION.password.required)
  .min(PASSWORD_MIN_LENGTH, VALIDATION.password.tooShort)
  .max(128, VALIDATION.password.tooLong);

export const EmailSchema = z
  .string({ error: VALIDATION.email.required })
  .trim()
  .min(1, VALIDATION.email.required)
  .max(254, VALIDATION.email.tooLong)
  .email(VALIDATION.email.invalid)
  .transform((v) => v.toLowerCase());

/** A solved proof-of-work challenge (GET /rest/challenge/), needed after repeated failures. */
export const ChallengeSolutionSchema = z.string().max(2000).optional();

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  challenge: ChallengeSolutionSchema,
  /** During a cooling-off or self-exclusion: sign in anyway, to redeem winnings only (docs/self-exclusion.md). */
  redeemOnly: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const RegistrationRequestSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  agreeTerms: z.literal(true, { error: VALIDATION.terms.required }),
  registration_source: z.string().max(64).optional(),
  traffic_source: z.string().max(64).optional(),
  challenge: ChallengeSolutionSchema,
});

/**
 * The spec's player info `captcha {isEnabled, key, url}`, describing our self-hosted proof-of-work
 * challenge (no third party). The same for every visitor, so guest pages stay shareable: whether one
 * request needs a solution is the server's 428 `challenge_required` answer to it.
 */
export const CaptchaSchema = z.object({
  /** The server asks for solved challenges (after repeated sign-in failures, or sign-ups of taken emails). */
  isEnabled: z.boolean(),
  /** The challenge's public id: its format and hash (ALTCHA's, SHA-256); nothing secret. */
  key: z.string(),
  /** Where a challenge is fetched (GET). */
  url: z.string(),
});
export type Captcha = z.infer<typeof CaptchaSchema>;

export const ChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type RegistrationRequest = z.input<typeof RegistrationRequestSchema>;

export const AuthSuccessSchema = ok({
  previousLoginAt: z.string().nullable().optional(),
  /** Issue #18: what the state and age rules say for this player now (closed: told why, Coin play stays). */
  stateRules: StateRulesVerdictSchema.optional(),
});

export const SourceFieldsSchema = z.object({
  registration_source: z.string().max(64).optional(),
  traffic_source: z.string().max(64).optional(),
});

/** One click is consent too: the button says that playing accepts the terms. */
export const OneClickRegistrationSchema = SourceFieldsSchema.extend({
  agreeTerms: z.literal(true, { error: VALIDATION.terms.required }),
});
export const OneClickSuccessSchema = ok({
  login: z.string(),
  password: z.string(),
  /** As for AuthSuccessSchema: the state and age rules' verdict for the new account. */
  stateRules: StateRulesVerdictSchema.optional(),
});

export const OtpFlowRequestSchema = SourceFieldsSchema;
const OtpFlowFieldsSchema = z.object({
  type: z.enum(['email', 'one-click']),
  otpRequired: z.boolean(),
  channels: z.array(z.enum(['email', 'sms'])),
});
export type OtpFlow = z.infer<typeof OtpFlowFieldsSchema>;
export const OtpFlowSchema = ok({ flow: OtpFlowFieldsSchema });

export const SuccessSchema = ok();
