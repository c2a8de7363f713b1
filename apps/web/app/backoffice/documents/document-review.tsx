import { useState } from 'react';
import { toast } from 'sonner';
import {
  BACKOFFICE_QUEUE_PATHS,
  backofficePath,
  BoDocumentReviewRequestSchema,
  BoDocumentReviewResponseSchema,
  type BoDocumentRow,
  type DocumentReviewStatus,
} from '@casino/contracts';
import { boErrorText, boSend } from '../backoffice-api.ts';
import { bytes, when } from '../queues/format.ts';
import { StatusBadge } from '../queues/status-badge.tsx';
import { Alert } from '../components/alert.tsx';
import { CancelButton } from '../components/button.tsx';
import { BoDialog } from '../components/dialog.tsx';
import styles from '../backoffice.module.css';
import own from '../queues/queues.module.css';

const DONE: Record<DocumentReviewStatus, string> = {
  approved: 'Document approved',
  rejected: 'Document rejected',
  duplicateCredentials: 'Document marked as a duplicate',
};

/**
 * One document: the file as uploaded (an image, or the PDF in a frame) beside whose it is, and — for roles
 * with documents.review — approve, reject (with a note the player reads) or mark as a duplicate.
 */
export function DocumentReview({
  document: doc,
  canReview,
  onClose,
  onReviewed,
}: {
  document: BoDocumentRow;
  canReview: boolean;
  onClose: () => void;
  onReviewed: () => void;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<DocumentReviewStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileUrl = backofficePath(BACKOFFICE_QUEUE_PATHS.documentFile, { id: doc.id });

  const review = async (status: DocumentReviewStatus) => {
    const body = BoDocumentReviewRequestSchema.safeParse({ status, ...(note.trim() ? { note } : {}) });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? 'Check the note.');
      return;
    }
    setBusy(status);
    setError(null);
    try {
      await boSend(
        'POST',
        backofficePath(BACKOFFICE_QUEUE_PATHS.documentReview, { id: doc.id }),
        body.data,
        BoDocumentReviewResponseSchema,
      );
      toast.success(`${DONE[status]}. ${doc.email ?? doc.login} is told.`);
      onReviewed();
    } catch (failure) {
      setError(boErrorText(failure, 'The review did not go through.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <BoDialog
      open
      onOpenChange={(next) => (next || busy ? undefined : onClose())}
      title={`Identity document of ${doc.email ?? doc.login}`}
      className={own.reviewDialog}
    >
      <div className={own.review}>
        <div className={own.preview} data-testid="bo-document-preview">
          {doc.mime.startsWith('image/') ? (
            <img src={fileUrl} alt={`The document uploaded by ${doc.email ?? doc.login}`} />
          ) : (
            <iframe src={fileUrl} title={`The document uploaded by ${doc.email ?? doc.login}`} />
          )}
        </div>
        <div className={styles.stack}>
          <dl className={own.details}>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={doc.status} />
            </dd>
            <dt>Player</dt>
            <dd>
              {doc.email ?? '—'}
              <br />
              <span className={styles.muted}>{doc.login}</span>
            </dd>
            <dt>Uploaded</dt>
            <dd>{when(doc.createdAt)}</dd>
            <dt>File</dt>
            <dd>
              {doc.mime}, {bytes(doc.size)}
              {doc.originalName ? (
                <>
                  <br />
                  <span className={styles.muted}>{doc.originalName}</span>
                </>
              ) : null}
            </dd>
            {doc.reviewedAt ? (
              <>
                <dt>Reviewed</dt>
                <dd>
                  {when(doc.reviewedAt)}
                  {doc.reviewNote ? (
                    <>
                      <br />
                      <span className={styles.muted}>{doc.reviewNote}</span>
                    </>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
          <a href={fileUrl} target="_blank" rel="noreferrer">
            Open the file in a new tab
          </a>
          {canReview ? (
            <>
              <div className={styles.field}>
                <label className={styles.label} htmlFor="bo-document-note">
                  Note for the player
                </label>
                <textarea
                  id="bo-document-note"
                  className={styles.input}
                  rows={3}
                  maxLength={500}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  placeholder="Needed to reject: what is wrong with the document"
                />
              </div>
              <Alert>{error}</Alert>
              <div className={styles.formActions}>
                <button
                  type="button"
                  className={`${styles.button} ${styles.primary}`}
                  disabled={busy !== null}
                  aria-busy={busy === 'approved' || undefined}
                  onClick={() => void review('approved')}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className={`${styles.button} ${styles.danger}`}
                  disabled={busy !== null}
                  aria-busy={busy === 'rejected' || undefined}
                  onClick={() => void review('rejected')}
                >
                  Reject
                </button>
                <button
                  type="button"
                  className={styles.button}
                  disabled={busy !== null}
                  aria-busy={busy === 'duplicateCredentials' || undefined}
                  onClick={() => void review('duplicateCredentials')}
                >
                  Duplicate
                </button>
              </div>
            </>
          ) : null}
          <CancelButton disabled={busy !== null} className={own.closeButton}>
            Close
          </CancelButton>
        </div>
      </div>
    </BoDialog>
  );
}
