import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form/form-error.tsx';
import { openModal } from '../../lib/modals/open-modal.ts';
import { trackError, trackSendForm } from '../../lib/analytics/data-layer.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { postOneClickRegistration, readSignupSources } from './auth-api.ts';
import { tellStateRulesVerdict } from './state-rules-verdict.ts';
import styles from './auth-form.module.css';

/** The query's sources, with the place the form was offered as the registration source when the query has none. */
export function signupSources(location?: string) {
  const sources = readSignupSources(window.location.search);
  return location && !sources.registration_source
    ? { ...sources, registration_source: location.slice(0, 64) }
    : sources;
}

/** "Play now": an account without email, with a generated password the player sees once. */
export function OneClickSignup({ location, onSuccess }: { location?: string; onSuccess?: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const account = await postOneClickRegistration({ ...signupSources(location), agreeTerms: true });
      trackSendForm({ form_name: 'signup_one_click' });
      onSuccess?.();
      openModal('one-click-account', { login: account.login, password: account.password });
      tellStateRulesVerdict(account.stateRules, t);
    } catch (failure) {
      const message = httpErrorText(failure, t);
      setError(message);
      trackError({ message, form_name: 'signup_one_click' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.oneClick}>
      <span className={styles.divider}>{t('auth.oneClick.or')}</span>
      <Button type="button" variant="ghost" block disabled={busy} loading={busy} onClick={() => void start()}>
        {t('auth.oneClick.button')}
      </Button>
      <p className={styles.hint}>{t('auth.oneClick.hint')}</p>
      <FormError>{error}</FormError>
    </div>
  );
}
