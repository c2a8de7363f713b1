import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  BACKOFFICE_AUTH_PATHS,
  BACKOFFICE_SESSION,
  BackofficeSignInRequestSchema,
  BackofficeSignInResponseSchema,
  BackofficeTotpRequestSchema,
  BackofficeTotpResponseSchema,
  type BackofficeSignInResponse,
} from '@casino/contracts';
import { postForm } from '../../backoffice/backoffice-api.ts';
import {
  BoForm,
  Fields,
  FormError,
  SubmitButton,
  TextField,
  useBoForm,
  type FieldSpec,
} from '../../backoffice/components/form.tsx';
import { safeNext, type BackofficeHandle } from '../../backoffice/urls.ts';
import styles from '../../backoffice/backoffice.module.css';

export const handle: BackofficeHandle = { public: true };

export function meta() {
  return [{ title: 'Sign in · Back-office' }, { name: 'robots', content: 'noindex, nofollow' }];
}

type Step =
  | { step: 'password' }
  | { step: 'totp' }
  | Extract<BackofficeSignInResponse['data'], { step: 'totpSetup' }>
  | { step: 'recovery'; codes: string[] };

const IDLE_MINUTES = BACKOFFICE_SESSION.idleTimeoutSeconds / 60;

/**
 * Operator sign-in: email and password, then the authenticator code, or on the first sign-in the
 * authenticator's setup (QR code, the secret to type by hand, a first code) and the recovery codes, shown
 * once.
 */
export default function BackofficeSignIn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<Step>({ step: 'password' });
  const next = safeNext(params.get('next'));
  const done = () => void navigate(next, { replace: true });
  const ended = params.get('ended') === 'idle' && state.step === 'password';
  return (
    <main className={styles.signIn}>
      <div className={`${styles.signInPanel} ${state.step === 'totpSetup' ? styles.signInWide : ''}`}>
        <p className={styles.product}>Back-office</p>
        {ended ? (
          <p className={styles.notice} role="status" data-testid="bo-session-ended">
            Your session ended after {IDLE_MINUTES} minutes without activity. Sign in again.
          </p>
        ) : null}
        {state.step === 'password' ? <PasswordStep onNext={setState} /> : null}
        {state.step === 'totp' ? (
          <CodeStep
            title="Two-factor sign-in"
            intro="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
            onSignedIn={done}
            onRecoveryCodes={(codes) => setState({ step: 'recovery', codes })}
            onRestart={() => setState({ step: 'password' })}
          />
        ) : null}
        {state.step === 'totpSetup' ? (
          <>
            <h1>Set up two-factor sign-in</h1>
            <ol className={styles.steps}>
              <li>Open an authenticator app (Google Authenticator, 1Password, Authy…) on your phone.</li>
              <li>Scan this QR code, or add the key below by hand.</li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <div
              className={styles.qr}
              role="img"
              aria-label="QR code for your authenticator app"
              data-testid="bo-totp-qr"
              // The server's SVG markup of the otpauth URL (an image of the key; no script in it).
              dangerouslySetInnerHTML={{ __html: state.qrSvg }}
            />
            <div className={styles.field}>
              <span className={styles.label}>Key for typing in by hand</span>
              <code className={styles.secret} data-testid="bo-totp-secret">
                {groupSecret(state.secret)}
              </code>
            </div>
            <CodeStep
              intro={null}
              onSignedIn={done}
              onRecoveryCodes={(codes) => setState({ step: 'recovery', codes })}
              onRestart={() => setState({ step: 'password' })}
            />
          </>
        ) : null}
        {state.step === 'recovery' ? <RecoveryCodes codes={state.codes} onDone={done} /> : null}
      </div>
    </main>
  );
}

/** The secret in groups of four, as authenticator apps show keys (spaces are ignored when typed). */
const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

const SIGN_IN_FIELDS: ReadonlyArray<FieldSpec<{ email: string; password: string }>> = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username', autoFocus: true },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

function PasswordStep({ onNext }: { onNext: (step: Step) => void }) {
  const form = useBoForm(BackofficeSignInRequestSchema, { defaultValues: { email: '', password: '' } });
  return (
    <>
      <h1>Sign in</h1>
      <BoForm
        form={form}
        aria-label="Sign in"
        onSubmit={postForm(BACKOFFICE_AUTH_PATHS.signIn, BackofficeSignInResponseSchema, onNext)}
      >
        <Fields form={form} fields={SIGN_IN_FIELDS} />
        <FormError form={form} />
        <SubmitButton form={form}>Continue</SubmitButton>
      </BoForm>
    </>
  );
}

interface CodeStepProps {
  title?: string;
  intro: string | null;
  onSignedIn: () => void;
  onRecoveryCodes: (codes: string[]) => void;
  onRestart: () => void;
}

function CodeStep({ title, intro, onSignedIn, onRecoveryCodes, onRestart }: CodeStepProps) {
  const form = useBoForm(BackofficeTotpRequestSchema, { defaultValues: { code: '' } });
  return (
    <>
      {title ? <h1>{title}</h1> : null}
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      <BoForm
        form={form}
        aria-label="Authenticator code"
        onSubmit={postForm(BACKOFFICE_AUTH_PATHS.totp, BackofficeTotpResponseSchema, ({ recoveryCodes }) =>
          recoveryCodes?.length ? onRecoveryCodes(recoveryCodes) : onSignedIn(),
        )}
      >
        <TextField
          form={form}
          name="code"
          label="Code"
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          spellCheck={false}
        />
        <FormError form={form} />
        <div className={styles.formActions}>
          <SubmitButton form={form}>Verify</SubmitButton>
          <button type="button" className={styles.button} onClick={onRestart}>
            Start again
          </button>
        </div>
      </BoForm>
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <h1>Save your recovery codes</h1>
      <p>
        If you lose your phone, each of these codes signs you in once instead of the authenticator&apos;s
        code. Keep them somewhere safe: <strong>they are shown only now</strong>.
      </p>
      <ul className={styles.codes} data-testid="bo-recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.formActions}>
        <button
          type="button"
          className={styles.button}
          onClick={() =>
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy the codes'}
        </button>
        <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onDone}>
          I have saved them
        </button>
      </div>
    </>
  );
}
