import { z } from 'zod';
import { ok } from './api.ts';
import { EmailSchema, PasswordSchema } from './auth.ts';
import { LinkTokenSchema, PhoneSchema } from './contact.ts';
import { VALIDATION } from './validation.ts';

/** Limits of the password restore. */
export const PASSWORD_RESTORE = {
  /** A restore link works this long, once. */
  linkTtlMinutes: 60,
  /** A restore code sent by text message works this long, once. */
  codeTtlMinutes: 10,
  /** Wrong codes allowed before the code stops working. */
  codeMaxAttempts: 5,
} as const;

/** `?change-password=TOKEN` on any page: the restore link of the email. */
export const CHANGE_PASSWORD_QUERY = 'change-password';

/** The confirmation field: only equality matters, the new password carries the rules. */
export const PasswordRepeatSchema = z
  .string({ error: VALIDATION.password.mismatch })
  .max(128, VALIDATION.password.mismatch);

/** POST /rest/players/change-password/. `password_old` is left out for auto-generated passwords. */
export const ChangePasswordRequestSchema = z.object({
  password_old: z.string().max(128, VALIDATION.password.tooLong).optional(),
  password: PasswordSchema,
  password_repeat: PasswordRepeatSchema,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

export const ChangePasswordSuccessSchema = ok({ message: z.string() });
export type ChangePasswordSuccess = z.infer<typeof ChangePasswordSuccessSchema>;

/** POST /rest/password/request-restore/: exactly one of email or phone. */
export const RequestRestoreSchema = z
  .object({ email: EmailSchema.optional(), phone: PhoneSchema.optional() })
  .refine((v) => Boolean(v.email) !== Boolean(v.phone), {
    message: VALIDATION.restore.contactRequired,
    path: ['email'],
  });
export type RequestRestore = z.input<typeof RequestRestoreSchema>;

/** The forgot-password modal's states after a request: a link went by email, or a code by text message. */
export const RestoreSentStateSchema = z.enum(['sent', 'phone-sent']);
export type RestoreSentState = z.infer<typeof RestoreSentStateSchema>;

export const RequestRestoreSuccessSchema = ok({
  state: RestoreSentStateSchema,
  message: z.string(),
});
export type RequestRestoreSuccess = z.infer<typeof RequestRestoreSuccessSchema>;

/**
 * The restore secret: the token of an email link, or the 6-digit code of a text message together with
 * the phone it was sent to.
 */
const RestoreSecretSchema = z.object({ token: LinkTokenSchema, phone: PhoneSchema.optional() });

/** POST /rest/password/confirm-request-restore-by-token/: is the link still good? (Does not use it up.) */
export const ConfirmRestoreTokenSchema = RestoreSecretSchema;
export type ConfirmRestoreToken = z.input<typeof ConfirmRestoreTokenSchema>;

/** POST /rest/password/restore/: sets the new password and signs the player in. */
export const RestorePasswordRequestSchema = RestoreSecretSchema.extend({
  password: PasswordSchema,
  password_repeat: PasswordRepeatSchema,
});
export type RestorePasswordRequest = z.input<typeof RestorePasswordRequestSchema>;
