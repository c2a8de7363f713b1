import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import type { TermsDocument, TermsRequirement } from '@casino/contracts';
import { AppLink } from '../../components/shell/app-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ModalTitle } from '../../components/ui/modal/modal-frame.tsx';
import frame from '../../components/ui/modal/modal-frame.module.css';
import { httpErrorText } from '../../lib/http/http-client.ts';
import type { ModalComponentProps } from '../../lib/modals/registry.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { getUnconfirmedTerms, postTermsConfirm } from './terms-api.ts';
import styles from './terms.module.css';

export interface TermsModalProps {
  /** What app init said is waiting; the titles and links are fetched. */
  requirements: readonly TermsRequirement[];
}

type Load =
  | { state: 'loading' }
  | { state: 'ready'; documents: TermsDocument[] }
  | { state: 'failed'; message: string };

/**
 * The terms confirmation: the documents waiting for the player, each linked to its page, and
 * Accept. It has no close button: the page stays frozen until the player accepts (or signs out).
 * The gate closes it once app init no longer lists requirements.
 */
export default function TermsModal({ requirements }: ModalComponentProps<TermsModalProps>) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const signOut = useSignOut();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requirementIds = requirements.map((r) => r.id).join(',');

  const fetchDocuments = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      setLoad({ state: 'ready', documents: await getUnconfirmedTerms() });
    } catch (failure) {
      setLoad({ state: 'failed', message: httpErrorText(failure, t) });
    }
  }, [t]);

  useEffect(() => {
    void fetchDocuments();
  }, [fetchDocuments, requirementIds]);

  const accept = async () => {
    if (load.state !== 'ready') return;
    setBusy(true);
    setError(null);
    try {
      await postTermsConfirm(load.documents.map((d) => d.id));
    } catch (failure) {
      setError(httpErrorText(failure, t));
      setBusy(false);
      // A newer version may have been published meanwhile: show what is current now.
      void fetchDocuments();
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
        {load.state === 'loading' ? (
          <div className={styles.loading} role="status">
            {t('terms.loading')}
          </div>
        ) : null}
        {load.state === 'failed' ? (
          <div role="alert">
            <p className={styles.error}>{load.message}</p>
            <Button variant="secondary" onClick={() => void fetchDocuments()}>
              {t('terms.retry')}
            </Button>
          </div>
        ) : null}
        {load.state === 'ready' ? (
          <ul className={styles.list} aria-label={t('terms.documents')}>
            {load.documents.map((document) => (
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
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <footer className={frame.footer}>
        <div className={styles.actions}>
          <Button
            block
            loading={busy}
            disabled={busy || load.state !== 'ready' || load.documents.length === 0}
            onClick={() => void accept()}
          >
            {t('terms.accept')}
          </Button>
          {/* Not focusable while loading, so the dialog's first focus never lands on Sign out. */}
          <Button
            variant="ghost"
            block
            disabled={busy || load.state === 'loading'}
            onClick={() => void signOut()}
          >
            {t('terms.signOut')}
          </Button>
        </div>
      </footer>
    </section>
  );
}
