import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { DOCUMENT_LIMITS, DOCUMENT_TOAST_MS, type IdentityDocument } from '@casino/contracts';
import { Icon } from '../../components/shell/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { uploadFailure } from './document-texts.ts';
import { uploadDocument } from './documents-api.ts';
import styles from './documents.module.css';

const ACCEPTED_EXTENSIONS = /\.(pdf|gif|jpe?g|png)$/i;

/**
 * Picks (or takes a dropped) file and uploads it. The browser turns away what it can see is wrong
 * (size, obvious type) without sending it; the server reads the bytes and has the last word.
 */
export function DocumentUpload({ onUploaded }: { onUploaded: (document: IdentityDocument) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const rejected = (text: string) =>
    toast.error(t('documents.toast.rejectedTitle'), { description: text, duration: DOCUMENT_TOAST_MS });

  async function send(file: File) {
    const looksAccepted =
      (DOCUMENT_LIMITS.mimes as readonly string[]).includes(file.type) || ACCEPTED_EXTENSIONS.test(file.name);
    if (file.size > DOCUMENT_LIMITS.maxBytes || !looksAccepted)
      return rejected(t('documents.toast.rejectedText'));
    if (file.size === 0) return rejected(t('documents.errors.empty'));
    setBusy(true);
    try {
      const document = await uploadDocument(file);
      toast.success(t('documents.toast.uploaded'), { duration: DOCUMENT_TOAST_MS });
      onUploaded(document);
    } catch (error) {
      const failure = uploadFailure(error, t);
      if (failure.rejected) rejected(failure.text);
      else
        toast.error(t('documents.toast.failedTitle'), {
          description: failure.text,
          duration: DOCUMENT_TOAST_MS,
        });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void send(file);
  };

  return (
    <div
      className={styles.dropzone}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <span className={styles.dropIcon} aria-hidden="true">
        <Icon name="book" size={28} />
      </span>
      {/* The file input's name (the button below opens the same picker). */}
      <label className={styles.dropTitle} htmlFor={inputId}>
        {t('documents.upload.title')}
      </label>
      <p className={styles.dropHint} id={`${inputId}-hint`}>
        {t('documents.upload.hint')}
      </p>
      <input
        ref={input}
        id={inputId}
        className={styles.fileInput}
        type="file"
        name="file"
        accept={DOCUMENT_LIMITS.accept}
        aria-describedby={`${inputId}-hint`}
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void send(file);
        }}
        data-testid="document-file"
      />
      <Button onClick={() => input.current?.click()} disabled={busy} loading={busy}>
        {busy ? t('documents.upload.sending') : t('documents.upload.choose')}
      </Button>
    </div>
  );
}
