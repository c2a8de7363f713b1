import { useState, type ReactNode } from 'react';
import { Trans } from '../../i18n/trans.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import type { RestoreSentState } from '@casino/contracts';
import { Button } from '../../components/ui/button.tsx';
import { SingleFieldForm } from '../../components/ui/form/single-field-form.tsx';
import { StatusCard, type StatusCardProps } from '../../components/ui/form/status-card.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import { toast } from '../../components/ui/toast.ts';
import { trackSendForm } from '../../lib/analytics/data-layer.ts';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { openModal } from '../../lib/modals/open-modal.ts';
import { openSupportChat } from '../../lib/support-chat.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { confirmRestoreToken, requestRestore } from './password-api.ts';
import styles from './password.module.css';

/** The modal's screens: the request form, and the spec's sent / failed / phone-sent states. */
export type ForgotPasswordState = 'form' | RestoreSentState | 'failed';
type Channel = 'email' | 'phone';

export interface ForgotPasswordModalProps {
  state?: ForgotPasswordState;
  /** Prefills the email (the sign-in form passes what was typed there). */
  email?: string;
}

const TITLE_KEYS: Record<ForgotPasswordState, string> = {
  form: 'password.forgot.title',
  sent: 'password.forgot.sent.title',
  'phone-sent': 'password.forgot.phoneSent.title',
  failed: 'password.forgot.failed.title',
};

/** Forgot password: asks for an email (link) or a confirmed phone (code), then says what happens next. */
export default function ForgotPasswordModal({
  close,
  state: initialState = 'form',
  email: initialEmail = '',
}: ModalComponentProps<ForgotPasswordModalProps>) {
  // Password help ends with a person: the support chat, over whatever page is below.
  const askSupport = () => {
    close();
    openSupportChat();
  };
  const { t } = useTranslation();
  const [state, setState] = useState<ForgotPasswordState>(initialState);
  const [channel, setChannel] = useState<Channel>('email');
  const [sentTo, setSentTo] = useState('');

  const request = async (to: { email: string } | { phone: string }) => {
    const answer = await requestRestore(to);
    trackSendForm({ form_name: 'forgot_password' });
    setSentTo('email' in to ? to.email : to.phone);
    setState(answer.state);
  };
  const resend = async () => {
    try {
      await requestRestore(channel === 'email' ? { email: sentTo } : { phone: sentTo });
      toast.success(t('password.forgot.resent'));
    } catch (error) {
      toast.error(httpErrorText(error, t));
    }
  };

  return (
    <ModalFrame title={t(TITLE_KEYS[state])} size="sm">
      <div data-forgot-state={state}>
        {state === 'form' ? (
          <div className={styles.stack}>
            <p className={styles.lead}>{t('password.forgot.lead')}</p>
            <div className={styles.tabs} role="tablist" aria-label={t('password.forgot.channel')}>
              {(['email', 'phone'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  role="tab"
                  className={styles.tab}
                  aria-selected={channel === value}
                  onClick={() => setChannel(value)}
                >
                  {t(value === 'email' ? 'password.forgot.byEmail' : 'password.forgot.byPhone')}
                </button>
              ))}
            </div>
            <SingleFieldForm
              key={channel}
              kind={channel}
              defaultValue={channel === 'email' ? initialEmail : ''}
              form={`forgot-password-${channel}`}
              trackAs="forgot_password"
              failureAt="form"
              label={t(`password.fields.${channel}`)}
              placeholder={t(`password.fields.${channel}Placeholder`)}
              submitLabel={t(
                channel === 'email' ? 'password.forgot.submitEmail' : 'password.forgot.submitPhone',
              )}
              onSubmit={(value) => request(channel === 'email' ? { email: value } : { phone: value })}
            >
              {channel === 'phone' ? <p className={styles.note}>{t('password.forgot.phoneHint')}</p> : null}
            </SingleFieldForm>
          </div>
        ) : null}

        {state === 'sent' ? (
          <StateCard
            icon="mail"
            text={<Trans i18nKey="password.forgot.sent.text" values={{ email: sentTo }} />}
            actions={
              <>
                <Button block onClick={close}>
                  {t('password.forgot.sent.done')}
                </Button>
                <Button variant="link" onClick={() => void resend()}>
                  {t('password.forgot.sent.resend')}
                </Button>
                <Button variant="link" onClick={askSupport}>
                  {t('password.forgot.supportHelp')}
                </Button>
              </>
            }
          >
            <p className={styles.note}>{t('password.forgot.sent.spam')}</p>
          </StateCard>
        ) : null}

        {state === 'phone-sent' ? (
          <StateCard
            icon="phone"
            text={<Trans i18nKey="password.forgot.phoneSent.text" values={{ phone: sentTo }} />}
            actions={
              <>
                <Button variant="link" onClick={() => void resend()}>
                  {t('password.forgot.phoneSent.resend')}
                </Button>
                <Button variant="link" onClick={() => setState('form')}>
                  {t('password.forgot.phoneSent.other')}
                </Button>
              </>
            }
          >
            <RestoreCodeForm
              phone={sentTo}
              onConfirmed={(code) => {
                close();
                openModal('change-password', { token: code, phone: sentTo });
              }}
            />
          </StateCard>
        ) : null}

        {state === 'failed' ? (
          <StateCard
            icon="broken-link"
            tone="danger"
            text={t('password.forgot.failed.text')}
            actions={
              <>
                <Button block onClick={() => setState('form')}>
                  {t('password.forgot.failed.retry')}
                </Button>
                <Button variant="link" onClick={askSupport}>
                  {t('password.forgot.supportHelp')}
                </Button>
              </>
            }
          />
        ) : null}
      </div>
    </ModalFrame>
  );
}

/** An answer's screen: what happened, anything more it holds (`children`), then what the player may do next. */
function StateCard({
  text,
  actions,
  children,
  ...card
}: Pick<StatusCardProps, 'icon' | 'tone' | 'children'> & { text: ReactNode; actions: ReactNode }) {
  return (
    <StatusCard {...card}>
      <p className={styles.stateText}>{text}</p>
      {children}
      <div className={styles.actions}>{actions}</div>
    </StatusCard>
  );
}

function RestoreCodeForm({ phone, onConfirmed }: { phone: string; onConfirmed: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <SingleFieldForm
      kind="code"
      serverField="token"
      form="restore-code"
      className={styles.wide}
      trackAs="forgot_password"
      label={t('password.fields.code')}
      submitLabel={t('password.forgot.phoneSent.submit')}
      onSubmit={async (code) => {
        await confirmRestoreToken({ token: code, phone });
        onConfirmed(code);
      }}
    />
  );
}
