import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { LoginRequestSchema } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { useSchemaForm } from '../../components/ui/form/use-schema-form.ts';
import { trackSendForm } from '../../lib/analytics/data-layer.ts';
import { HttpError } from '../../lib/http/http-client.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { postLogin } from './auth-api.ts';
import { toast } from '../../components/ui/toast.ts';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { SubmitButton } from '../../components/ui/form/submit-button.tsx';
import { AuthSwitch } from './auth-switch.tsx';
import { localeHref } from './locale-href.ts';
import { tellStateRulesVerdict } from './state-rules-verdict.ts';
import { CredentialFields } from './credential-fields.tsx';
import styles from './auth-form.module.css';

/** The facts of a sign-in refused during a cooling-off or self-exclusion (`player_on_break`). */
function breakRefusal(error: unknown) {
  if (!(error instanceof HttpError) || error.code !== 'player_on_break') return null;
  const details = (error.body as { details?: Record<string, unknown> } | null)?.details ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { kind: text(details.kind), until: text(details.until), endsAt: text(details.endsAt) };
}

export interface LoginFormProps {
  /** Called after the server accepted the credentials (the session cookie is set by then). */
  onSuccess?: () => void;
  /** In a modal: swap to the signup modal. Without it the switch is a link to `signupHref`. */
  onSwitchToSignup?: () => void;
  /** Pages that print their own switch line under the form set this. */
  hideSwitch?: boolean;
  /** Default: /signup/ in the current language. */
  signupHref?: string;
}

/** Email + password sign-in, posting JSON to /rest/login/. For the login modal and the /signin/ page. */
export function LoginForm({ onSuccess, onSwitchToSignup, signupHref, hideSwitch }: LoginFormProps) {
  const { t, i18n } = useTranslation();
  // A break refused the sign-in: its words, and the redeem-only sign-in offered instead.
  const [onBreak, setOnBreak] = useState<string | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
    formError,
    clearFormError,
    fail,
  } = useSchemaForm(LoginRequestSchema, {
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
    formName: 'login',
  });

  const submit = handleSubmit(async (values) => {
    clearFormError();
    setOnBreak(null);
    try {
      const answer = await postLogin(values, (checkUntil, seconds) =>
        setChecking(
          t('auth.login.checking', {
            until: new Date(checkUntil).toLocaleTimeString(i18n.language, { timeStyle: 'short' }),
            minutes: Math.max(1, Math.ceil(seconds / 60)),
          }),
        ),
      );
      if (values.redeemOnly) {
        window.location.assign(localeHref('/account/redeem/', i18n.language));
        return;
      }
      if (answer.previousLoginAt)
        toast(
          t('auth.login.welcomeBack', {
            when: new Date(answer.previousLoginAt).toLocaleString(i18n.language),
          }),
        );
      tellStateRulesVerdict(answer.stateRules, t);
    } catch (error) {
      const refusal = breakRefusal(error);
      if (refusal) {
        setOnBreak(
          refusal.until
            ? t('auth.login.onBreak', { until: new Date(refusal.until).toLocaleString(i18n.language) })
            : refusal.kind === 'selfExclusion' && refusal.endsAt
              ? t('auth.login.onBreakUntilAsked', {
                  until: new Date(refusal.endsAt).toLocaleString(i18n.language),
                })
              : t('auth.login.onBreakPermanent'),
        );
        return;
      }
      fail(error);
      return;
    }
    trackSendForm({ form_name: 'login' });
    onSuccess?.();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-form="login">
      <CredentialFields
        email={register('email')}
        password={register('password')}
        emailError={errors.email?.message}
        passwordError={errors.password?.message}
      />
      <FormError>{formError}</FormError>
      {onBreak ? (
        <div className={styles.notice} role="alert" data-notice="on-break">
          <p>{onBreak}</p>
          <p>{t('auth.login.redeemOnlyHint')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setValue('redeemOnly', true);
              void submit();
            }}
          >
            {t('auth.login.redeemOnly')}
          </Button>
        </div>
      ) : null}
      {checking ? (
        <p className={styles.notice} role="status" data-notice="checking">
          {checking}
        </p>
      ) : null}
      <SubmitButton submitting={isSubmitting}>{t('auth.login.submit')}</SubmitButton>
      <p className={styles.switch}>
        <Button variant="link" onClick={() => openModal('forgot-password', { email: getValues('email') })}>
          {t('password.forgot.link')}
        </Button>
      </p>
      {hideSwitch ? null : (
        <AuthSwitch
          prompt={t('auth.login.noAccount')}
          label={t('auth.login.switch')}
          onClick={onSwitchToSignup}
          href={signupHref ?? localeHref('/signup/', i18n.language)}
        />
      )}
    </form>
  );
}
