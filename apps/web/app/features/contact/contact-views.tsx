import { useEffect, useRef, useState } from 'react';
import { Trans } from '../../i18n/trans.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { AppLink } from '../../components/shell/app-link.tsx';
import { cx } from '../../components/shell/cx.ts';
import { Button } from '../../components/ui/button.tsx';
import { StatusCard } from '../../components/ui/form/status-card.tsx';
import { localeFromPath, localizePath } from '../../i18n/locale.ts';
import { trackVerification } from '../../lib/analytics/data-layer.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { useRootData } from '../../lib/root-data.ts';
import { confirmEmail } from './contact-api.ts';
import { EmailChangeForm, PhoneCodeForm, PhoneNumberForm, useSendEmailLink } from './contact-forms.tsx';
import ui from '../../styles/ui.module.css';
import styles from './contact.module.css';

const primaryLink = cx(ui.button, ui.primary);
const ghostLink = cx(ui.button, ui.ghost);

/*
 * The bodies of the /email-edit, /email-verify, /phone-edit and /phone-verify pages (the pages add the
 * header). They read the player from app init and refresh it after every change.
 */

function usePlayerContact() {
  const { appInit } = useRootData();
  return {
    email: appInit.email,
    emailConfirmed: appInit.emailConfirmed,
    phone: appInit.phone,
    phoneConfirmed: appInit.phoneConfirmed,
  };
}

function Current({ label, value, confirmed }: { label: string; value: string; confirmed: boolean }) {
  const { t } = useTranslation();
  return (
    <p className={styles.current}>
      <span className={styles.note}>{label}</span>
      <strong>{value}</strong>
      <span className={styles.badge} data-confirmed={confirmed}>
        {confirmed ? t('contact.status.confirmed') : t('contact.status.unconfirmed')}
      </span>
    </p>
  );
}

export function EmailEditView() {
  const { t } = useTranslation();
  const { email, emailConfirmed } = usePlayerContact();
  const revalidator = useRevalidator();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <StatusCard icon="mail" title={t('contact.emailEdit.sentTitle')} data-contact-status="email-sent">
        <p className={styles.lead}>
          <Trans i18nKey="contact.emailEdit.sentText" values={{ email: sentTo }} />
        </p>
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t('contact.emailEdit.again')}
          </Button>
          <AppLink to="/lobby/" className={primaryLink}>
            {t('contact.backToLobby')}
          </AppLink>
        </div>
      </StatusCard>
    );
  }
  return (
    <div className={styles.stack}>
      {email ? (
        <Current label={t('contact.emailEdit.current')} value={email} confirmed={emailConfirmed} />
      ) : (
        <p className={styles.lead}>{t('contact.emailEdit.none')}</p>
      )}
      <p className={styles.lead}>{t('contact.emailEdit.lead')}</p>
      <EmailChangeForm
        onSent={(answer) => {
          setSentTo(answer.email);
          void revalidator.revalidate();
        }}
      />
    </div>
  );
}

type VerifyPhase = 'status' | 'checking' | 'confirmed' | 'failed';

/** With ?token= it confirms the email and shows the result; without, the email's status and a resend. */
export function EmailVerifyView() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { email, emailConfirmed } = usePlayerContact();
  const link = useSendEmailLink();
  const token = new URLSearchParams(location.search).get('token');
  const [phase, setPhase] = useState<VerifyPhase>(token ? 'checking' : 'status');
  const [failure, setFailure] = useState('');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    setPhase('checking');
    const dropToken = () => {
      const params = new URLSearchParams(location.search);
      params.delete('token');
      const rest = params.toString();
      void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    };
    confirmEmail({ token }).then(
      () => {
        setPhase('confirmed');
        trackVerification({ type: 'email', step: 'confirmed' });
        void revalidator.revalidate();
        dropToken();
      },
      (error: unknown) => {
        setFailure(httpErrorText(error, t));
        setPhase('failed');
        dropToken();
      },
    );
  }, [token, location.pathname, location.search, navigate, revalidator, t]);

  const resend = (
    <>
      {link.sentTo ? (
        <p className={styles.success} role="status">
          <Trans i18nKey="contact.emailConfirm.sent" values={{ email: link.sentTo }} />
        </p>
      ) : null}
      <div className={styles.row}>
        <Button disabled={link.sending} loading={link.sending} onClick={() => void link.send()}>
          {link.sentTo ? t('contact.emailConfirm.resend') : t('contact.emailConfirm.send')}
        </Button>
        <AppLink to="/email-edit/" className={ghostLink}>
          {t('contact.emailConfirm.change')}
        </AppLink>
      </div>
    </>
  );

  if (phase === 'checking')
    return (
      <StatusCard icon="mail" title={t('contact.emailVerify.checking')} data-contact-status="checking">
        <p className={styles.lead} role="status">
          {t('contact.emailVerify.wait')}
        </p>
      </StatusCard>
    );
  if (phase === 'confirmed')
    return (
      <StatusCard
        tone="ok"
        icon="check"
        title={t('contact.emailVerify.successTitle')}
        data-contact-status="confirmed"
      >
        <p className={styles.lead} role="status">
          <Trans i18nKey="contact.emailVerify.successText" values={{ email: email ?? '' }} />
        </p>
        <AppLink to="/lobby/" className={primaryLink}>
          {t('contact.backToLobby')}
        </AppLink>
      </StatusCard>
    );
  if (phase === 'failed')
    return (
      <StatusCard
        tone="danger"
        icon="alert"
        title={t('contact.emailVerify.failedTitle')}
        data-contact-status="failed"
      >
        <p className={styles.lead} role="alert">
          {failure}
        </p>
        {email && !emailConfirmed ? (
          resend
        ) : (
          <AppLink to="/lobby/" className={primaryLink}>
            {t('contact.backToLobby')}
          </AppLink>
        )}
      </StatusCard>
    );
  if (!email)
    return (
      <StatusCard icon="mail" title={t('contact.emailConfirm.addTitle')} data-contact-status="no-email">
        <p className={styles.lead}>{t('contact.emailConfirm.noEmail')}</p>
        <AppLink to="/email-edit/" className={primaryLink}>
          {t('contact.emailConfirm.add')}
        </AppLink>
      </StatusCard>
    );
  if (emailConfirmed)
    return (
      <StatusCard
        tone="ok"
        icon="check"
        title={t('contact.emailConfirm.confirmedTitle')}
        data-contact-status="already"
      >
        <p className={styles.lead}>
          <Trans i18nKey="contact.emailConfirm.confirmed" values={{ email }} />
        </p>
        <AppLink to="/email-edit/" className={ghostLink}>
          {t('contact.emailConfirm.change')}
        </AppLink>
      </StatusCard>
    );
  return (
    <StatusCard icon="mail" title={t('contact.emailVerify.pendingTitle')} data-contact-status="pending">
      <p className={styles.lead}>
        <Trans i18nKey="contact.emailConfirm.text" values={{ email }} />
      </p>
      {resend}
    </StatusCard>
  );
}

export function PhoneEditView() {
  const { t } = useTranslation();
  const { phone, phoneConfirmed } = usePlayerContact();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className={styles.stack}>
      {phone ? (
        <Current label={t('contact.phoneEdit.current')} value={phone} confirmed={phoneConfirmed} />
      ) : (
        <p className={styles.lead}>{t('contact.phoneEdit.none')}</p>
      )}
      <p className={styles.lead}>{t('contact.phoneConfirm.lead')}</p>
      <PhoneNumberForm
        defaultPhone={phoneConfirmed ? '' : (phone ?? '')}
        onSent={async () => {
          // The verify page reads the new number from app init: refresh it first.
          await revalidator.revalidate();
          void navigate(localizePath('/phone-verify/', localeFromPath(pathname)));
        }}
      />
    </div>
  );
}

export function PhoneVerifyView() {
  const { t } = useTranslation();
  const { phone, phoneConfirmed } = usePlayerContact();
  const revalidator = useRevalidator();
  const [done, setDone] = useState(false);
  if (done || (phone && phoneConfirmed))
    return (
      <StatusCard
        tone="ok"
        icon="check"
        title={t('contact.phoneConfirm.confirmedTitle')}
        data-contact-status="phone-confirmed"
      >
        <p className={styles.lead}>
          <Trans i18nKey="contact.phoneConfirm.confirmed" values={{ phone: phone ?? '' }} />
        </p>
        <div className={styles.row}>
          <AppLink to="/phone-edit/" className={ghostLink}>
            {t('contact.phone.other')}
          </AppLink>
          <AppLink to="/lobby/" className={primaryLink}>
            {t('contact.backToLobby')}
          </AppLink>
        </div>
      </StatusCard>
    );
  if (!phone)
    return (
      <StatusCard icon="phone" title={t('contact.phoneVerify.noPhoneTitle')} data-contact-status="no-phone">
        <p className={styles.lead}>{t('contact.phoneEdit.none')}</p>
        <AppLink to="/phone-edit/" className={primaryLink}>
          {t('contact.phoneVerify.add')}
        </AppLink>
      </StatusCard>
    );
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        <Trans i18nKey="contact.phone.codeSent" values={{ phone }} />
      </p>
      <PhoneCodeForm
        phone={phone}
        onConfirmed={() => {
          setDone(true);
          void revalidator.revalidate();
        }}
      />
      <AppLink to="/phone-edit/" className={ghostLink}>
        {t('contact.phone.other')}
      </AppLink>
    </div>
  );
}
