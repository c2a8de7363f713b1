import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalFrame } from '../../components/ui/modal/modal-frame.tsx';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useCopied } from '../../lib/use-copied.ts';
import styles from './auth-form.module.css';

export interface OneClickAccountProps {
  login: string;
  password: string;
}

/** The generated credentials, shown once: the server keeps only the password's hash. */
export default function OneClickAccountModal({
  login,
  password,
  close,
}: ModalComponentProps<OneClickAccountProps>) {
  const { t } = useTranslation();
  const [copied, copy] = useCopied();
  return (
    <ModalFrame title={t('auth.oneClick.doneTitle')} size="sm">
      <p>{t('auth.oneClick.doneText')}</p>
      <dl className={styles.credentials}>
        <dt>{t('auth.oneClick.login')}</dt>
        <dd data-testid="one-click-login">{login}</dd>
        <dt>{t('auth.oneClick.password')}</dt>
        <dd data-testid="one-click-password">{password}</dd>
      </dl>
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={() => copy(`${login}\n${password}`)}>
          {copied ? t('auth.oneClick.copied') : t('auth.oneClick.copy')}
        </Button>
        <Button type="button" onClick={close}>
          {t('auth.oneClick.continue')}
        </Button>
      </div>
    </ModalFrame>
  );
}
