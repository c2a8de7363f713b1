import { useTranslation } from '../../i18n/react.tsx';
import type { DocumentStatus, IdentityDocument } from '@casino/contracts';
import styles from './documents.module.css';

const formatSize = (bytes: number, locale: string) => {
  const units = ['B', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
};

export function StatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-status={status}>
      {t(`documents.status.${status}`)}
    </span>
  );
}

/** The player's uploads with their review state and, when the operator left one, the reason. */
export function DocumentList({ documents }: { documents: IdentityDocument[] }) {
  const { t, i18n } = useTranslation();
  if (documents.length === 0) return <p className={styles.empty}>{t('documents.list.empty')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.list} aria-label={t('documents.list.title')}>
      {documents.map((document) => (
        <li key={document.id} className={styles.item} data-document-status={document.status}>
          <div className={styles.itemMain}>
            <p className={styles.itemName}>{document.originalName ?? t('documents.list.unnamed')}</p>
            <p className={styles.itemMeta}>
              {t('documents.list.meta', {
                type: document.mime.split('/')[1]?.toUpperCase() ?? document.mime,
                size: formatSize(document.size, i18n.language),
                date: when.format(new Date(document.createdAt)),
              })}
            </p>
            {document.reviewNote ? (
              <p className={styles.itemNote}>{t('documents.list.note', { note: document.reviewNote })}</p>
            ) : null}
          </div>
          <StatusBadge status={document.status} />
        </li>
      ))}
    </ul>
  );
}
