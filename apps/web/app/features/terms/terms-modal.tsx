import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import type { TermsRequirement } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalTitle } from '../../components/ui/modal/modal-frame.tsx';
import frame from '../../components/ui/modal/modal-frame.module.css';
import { httpErrorText } from '../../lib/http/http-client.ts';
import { useApiQuery } from '../../lib/query/api-query.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { getUnconfirmedTerms, postTermsConfirm } from './terms-api.ts';
import styles from './terms.module.css';
import { FormError } from '../../components/ui/form/form-error.tsx';

export interface TermsModalProps {
  /** What app init said is waiting; the titles and links are fetched. */
  requirements: readonly TermsRequirement[];
}

/**
 * The terms confirmation: the documents waiting for the player, each linked to its page, and
 * Accept. It has no close button: the page stays frozen until the player accepts (or signs out).
 * The gate closes it once app init no longer lists requirements.
 */
export default function TermsModal({ requirements }: ModalComponentProps<TermsModalProps>) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const signOut = useSignOut();
  const requirementIds = requirements.map((r) => r.id).join(',');
  const { state: load, reload } = useApiQuery(['terms', requirementIds], getUnconfirmedTerms);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    if (load.status !== 'ready') return;
    setBusy(true);
    setError(null);
    try {
      await postTermsConfirm(load.data.map((d) => d.id));
    } catch (failure) {
      setError(httpErrorText(failure, t));
      setBusy(false);
      // A newer version may have been published meanwhile: show what is current now.
      reload();
      void revalidator.revalidate();
      return;
    }
    await revalidator.revalidate();
    setBusy(false);
  };

  return (
    <section className={[frame.panel, frame.md, styles.panel].join(' ')} data-modal-frame="">
      <header className={frame.header}>
        <ModalTitle className={frame.title}>{t('terms.title')}</ModalTitle>
      </header>
      <div className={frame.body}>
        <p className={styles.lead}>{t('terms.lead')}</p>
        {load.status === 'loading' ? (
          <div className={styles.loading} role="status">
            {t('terms.loading')}
          </div>
        ) : null}
        {load.status === 'error' ? (
          <div role="alert">
            <p className={styles.error}>{httpErrorText(load.error, t)}</p>
            <Button variant="secondary" onClick={reload}>
              {t('terms.retry')}
            </Button>
          </div>
        ) : null}
        {load.status === 'ready' ? (
          <ul className={styles.list} aria-label={t('terms.documents')}>
            {load.data.map((document) => (
              <li key={document.id} className={styles.item}>
                {document.url.startsWith('/') ? (
                  <AppLink to={document.url} className={styles.link}>
                    {document.title}
                  </AppLink>
                ) : (
                  <a href={document.url} className={styles.link} target="_blank" rel="noopener noreferrer">
                    {document.title}
                  </a>
                )}
                <span className={styles.version}>{t('terms.version', { version: document.version })}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <FormError className={styles.error}>{error}</FormError>
      </div>
      <footer className={frame.footer}>
        <div className={styles.actions}>
          <Button
            block
            loading={busy}
            disabled={busy || load.status !== 'ready' || load.data.length === 0}
            onClick={() => void accept()}
          >
            {t('terms.accept')}
          </Button>
          {/* Not focusable while loading, so the dialog's first focus never lands on Sign out. */}
          <Button
            variant="ghost"
            block
            disabled={busy || load.status === 'loading'}
            onClick={() => void signOut()}
          >
            {t('terms.signOut')}
          </Button>
        </div>
      </footer>
    </section>
  );
}
