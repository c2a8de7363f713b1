import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DocumentList } from './document-list.tsx';
import { DocumentUpload } from './document-upload.tsx';
import { useDocuments } from './use-verification.ts';
import styles from './documents.module.css';

/** Upload plus the list of uploads: the documents screen and the identity verification widget. */
export function DocumentsPanel({ onChange }: { onChange?: () => void }) {
  const { t } = useTranslation();
  const { state, refresh } = useDocuments();
  return (
    <div className={styles.panel}>
      <DocumentUpload
        onUploaded={() => {
          refresh();
          onChange?.();
        }}
      />
      <section className={styles.listSection} aria-labelledby="documents-list-title">
        <h3 id="documents-list-title" className={styles.listTitle}>
          {t('documents.list.title')}
        </h3>
        {state.status === 'loading' ? (
          <p className={styles.empty} role="status">
            {t('documents.list.loading')}
          </p>
        ) : state.status === 'error' ? (
          <div className={styles.empty} role="alert">
            <p>{t('documents.list.failed')}</p>
            <Button variant="secondary" onClick={refresh}>
              {t('documents.list.retry')}
            </Button>
          </div>
        ) : (
          <DocumentList documents={state.data} />
        )}
      </section>
    </div>
  );
}
