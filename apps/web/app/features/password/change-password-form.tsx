import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { fieldErrorText } from '../../components/ui/form/field-error-text.ts';
import { PasswordField } from '../../components/ui/form/password-field.tsx';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { SubmitButton } from '../../components/ui/form/submit-button.tsx';
import { trackError, trackSendForm } from '../../lib/analytics/data-layer.ts';
import { isHttpError } from '../../lib/http/http-client.ts';
import {
  canSubmitChangePassword,
  needsOldPassword,
  passwordFailureText,
  passwordFieldState,
  validateChangePassword,
  type ChangePasswordMode,
  type ChangePasswordValues,
  type PasswordFieldErrors,
  type PasswordFieldName,
} from './change-password-state.ts';
import { changePassword, restorePassword } from './password-api.ts';
import styles from './password.module.css';

export interface ChangePasswordFormProps {
  mode: ChangePasswordMode;
  /** Restore mode: the link's token, or the texted code together with `phone`. */
  token?: string | undefined;
  phone?: string | undefined;
  /** Change mode: a generated password needs no old one. */
  hasAutoPassword?: boolean;
  /** After the server accepted the new password (the session is already rotated or started). */
  onSuccess?: (message: string) => void | Promise<void>;
  /** Shown under the form in change mode: the way out when the old password is forgotten. */
  onForgotPassword?: () => void;
  /** Restore mode, when the link turned out dead: ask for a new one. */
  onRequestNewLink?: () => void;
}

const EMPTY: ChangePasswordValues = { password_old: '', password: '', password_repeat: '' };

/**
 * New password + repeat, and the current password unless the account has a generated one or the player
 * came through a restore link. Submit stays disabled until the shown fields are valid.
 */
export function ChangePasswordForm({
  mode,
  token,
  phone,
  hasAutoPassword = false,
  onSuccess,
  onForgotPassword,
  onRequestNewLink,
}: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const requireOld = needsOldPassword(mode, hasAutoPassword);
  const { register, handleSubmit, watch, reset, formState } = useForm<ChangePasswordValues>({
    defaultValues: EMPTY,
  });
  const values = watch();
  const [serverErrors, setServerErrors] = useState<PasswordFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [linkDead, setLinkDead] = useState(false);

  // What the server said about the fields stops being true once the person edits them.
  const valuesKey = `${values.password_old}\u0000${values.password}\u0000${values.password_repeat}`;
  const lastKey = useRef(valuesKey);
  useEffect(() => {
    if (lastKey.current === valuesKey) return;
    lastKey.current = valuesKey;
    setServerErrors({});
    setFormError(null);
  }, [valuesKey]);

  const errors = validateChangePassword(values, { requireOld });
  const canSubmit = canSubmitChangePassword(values, { requireOld });
  const field = (name: PasswordFieldName) => {
    const touched = Boolean(formState.touchedFields[name]) || formState.isSubmitted;
    const message = serverErrors[name] ?? errors[name];
    const state = serverErrors[name] ? 'error' : passwordFieldState(touched, errors[name]);
    return { state, error: state === 'error' ? fieldErrorText(message, t) : undefined };
  };

  const submit = handleSubmit(async (submitted) => {
    if (!canSubmitChangePassword(submitted, { requireOld })) return;
    setFormError(null);
    setServerErrors({});
    try {
      if (mode === 'restore') {
        await restorePassword({
          token: token ?? '',
          ...(phone ? { phone } : {}),
          password: submitted.password,
          password_repeat: submitted.password_repeat,
        });
        trackSendForm({ form_name: 'restore_password' });
        // Awaited so the button keeps spinning while the player is taken to the lobby.
        await onSuccess?.(t('password.change.restored'));
        return;
      } else {
        await changePassword({
          ...(requireOld ? { password_old: submitted.password_old } : {}),
          password: submitted.password,
          password_repeat: submitted.password_repeat,
        });
        trackSendForm({ form_name: 'change_password' });
        reset(EMPTY);
        onSuccess?.(t('password.change.success'));
      }
    } catch (error) {
      const text = passwordFailureText(error, t);
      const next: PasswordFieldErrors = {};
      if (isHttpError(error)) {
        for (const name of ['password_old', 'password', 'password_repeat'] as const) {
          const message = error.fieldError(name);
          if (message && (name !== 'password_old' || requireOld)) next[name] = message;
        }
        // A spent or expired restore link cannot be fixed by typing: offer a new one.
        if (mode === 'restore' && error.fieldError('token')) setLinkDead(true);
      }
      setServerErrors(next);
      // Said once: under its field when it belongs to one, else above the button.
      setFormError(Object.values(next).includes(text) ? null : text);
      trackError({ message: text, form_name: mode === 'restore' ? 'restore_password' : 'change_password' });
    }
  });

  const old = field('password_old');
  const password = field('password');
  const repeat = field('password_repeat');
  const labels = { showLabel: t('password.fields.show'), hideLabel: t('password.fields.hide') };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-form="change-password" data-mode={mode}>
      {requireOld ? (
        <PasswordField
          label={t('password.fields.passwordOld')}
          autoComplete="current-password"
          data-state={old.state}
          error={old.error}
          {...labels}
          {...register('password_old')}
        />
      ) : null}
      <PasswordField
        label={t('password.fields.password')}
        autoComplete="new-password"
        placeholder={t('password.fields.passwordPlaceholder')}
        data-state={password.state}
        error={password.error}
        {...labels}
        {...register('password')}
      />
      <PasswordField
        label={t('password.fields.passwordRepeat')}
        autoComplete="new-password"
        data-state={repeat.state}
        error={repeat.error}
        {...labels}
        {...register('password_repeat')}
      />
      <FormError>{formError}</FormError>
      {linkDead && onRequestNewLink ? (
        <Button variant="secondary" block onClick={onRequestNewLink}>
          {t('password.change.requestNew')}
        </Button>
      ) : (
        <SubmitButton submitting={formState.isSubmitting} disabled={!canSubmit}>
          {mode === 'restore' ? t('password.change.restoreSubmit') : t('password.change.submit')}
        </SubmitButton>
      )}
      {mode === 'change' && requireOld && onForgotPassword ? (
        <p className={styles.aside}>
          <Button variant="link" onClick={onForgotPassword}>
            {t('password.change.forgot')}
          </Button>
        </p>
      ) : null}
    </form>
  );
}
