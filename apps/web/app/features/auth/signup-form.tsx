import { useEffect } from 'react';
import { Trans } from '../../i18n/trans.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { RegistrationRequestSchema } from '@casino/contracts';
import { CheckboxField } from '../../components/ui/form/checkbox-field.tsx';
import { fieldErrorText } from '../../components/ui/form/field-error-text.ts';
import { useSchemaForm } from '../../components/ui/form/use-schema-form.ts';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { SubmitButton } from '../../components/ui/form/submit-button.tsx';
import { trackSendForm } from '../../lib/analytics/data-layer.ts';
import { postOtpFlow, postRegistration } from './auth-api.ts';
import { OneClickSignup, signupSources } from './one-click-signup.tsx';
import { AuthSwitch } from './auth-switch.tsx';
import { localeHref } from './locale-href.ts';
import { tellStateRulesVerdict } from './state-rules-verdict.ts';
import { CredentialFields } from './credential-fields.tsx';
import styles from './auth-form.module.css';

export interface SignupFormProps {
  /** Called after the account was created (the player is signed in by then). */
  onSuccess?: () => void;
  /** Where the sign-up was offered (header, promo banner…); sent as the registration source. */
  location?: string;
  /** In a modal: swap to the login modal. Without it the switch is a link to `signinHref`. */
  onSwitchToLogin?: () => void;
  /** Pages that print their own switch line under the form set this. */
  hideSwitch?: boolean;
  /** Default: /signin/ in the current language. */
  signinHref?: string;
  /** Default: /page/terms/ and /page/privacy/ in the current language; opened in a new tab so the form survives. */
  termsHref?: string;
  privacyHref?: string;
}

/**
 * Email + password + terms, posting JSON to /rest/registration/ with registration_source and traffic_source
 * taken from the page's `?registrationSource=` / `?trafficSource=`.
 */
export function SignupForm({
  location,
  onSuccess,
  onSwitchToLogin,
  signinHref,
  hideSwitch,
  termsHref,
  privacyHref,
}: SignupFormProps) {
  const { t, i18n } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    formError,
    clearFormError,
    fail,
  } = useSchemaForm(RegistrationRequestSchema, {
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password', 'agreeTerms'],
    formName: 'signup',
  });

  const submit = handleSubmit(async (values) => {
    clearFormError();
    try {
      // Read at submit time: the query is the landing page's, and submit only runs in the browser.
      const answer = await postRegistration({ ...values, ...signupSources(location) });
      tellStateRulesVerdict(answer.stateRules, t);
    } catch (error) {
      fail(error);
      return;
    }
    trackSendForm({ form_name: 'signup' });
    onSuccess?.();
  });

  useEffect(() => {
    // The flow decides whether a one-time code is needed; the server records the sources it was asked with.
    void postOtpFlow(signupSources(location)).catch(() => undefined);
  }, [location]);

  const docLink = (href: string) => <a href={href} target="_blank" rel="noopener noreferrer" />;

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-form="signup">
      <CredentialFields
        email={register('email')}
        password={register('password')}
        emailError={errors.email?.message}
        passwordError={errors.password?.message}
        newPassword
      />
      <CheckboxField
        label={
          <Trans
            i18nKey="auth.signup.terms"
            components={{
              terms: docLink(termsHref ?? localeHref('/page/terms/', i18n.language)),
              privacy: docLink(privacyHref ?? localeHref('/page/privacy/', i18n.language)),
            }}
          />
        }
        error={fieldErrorText(errors.agreeTerms?.message, t)}
        {...register('agreeTerms')}
      />
      <FormError>{formError}</FormError>
      <SubmitButton submitting={isSubmitting}>{t('auth.signup.submit')}</SubmitButton>
      <OneClickSignup location={location} onSuccess={onSuccess} />
      {hideSwitch ? null : (
        <AuthSwitch
          prompt={t('auth.signup.haveAccount')}
          label={t('auth.signup.switch')}
          onClick={onSwitchToLogin}
          href={signinHref ?? localeHref('/signin/', i18n.language)}
        />
      )}
    </form>
  );
}
